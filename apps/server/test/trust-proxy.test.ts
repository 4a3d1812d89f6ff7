/**
 * TRUST_PROXY over HTTP (Fastify inject, real database): "true"/"false" or the proxies' addresses or
 * CIDRs. Behind one appending proxy on 127.0.0.1 with TRUST_PROXY=127.0.0.1, a client that forges a
 * leftmost "X-Forwarded-For: 127.0.0.1" is still its own address: /metrics (loopback or token) stays
 * closed to it, and it does not share another client's sign-in limit.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { testDatabaseOptions } from "@labcompare/db/testing";
import { buildApp } from "../src/app.ts";
import { testEnv } from "../src/env.ts";
import { postTrpc } from "./support/trpc-answer.ts";

const database = testDatabaseOptions();
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildApp({
    env: testEnv({ TRUST_PROXY: "127.0.0.1", AUTH_RATE_LIMIT_PER_MINUTE: "2" }),
    database: database.options,
  });
  // Echoes what the limits and /metrics read.
  app.get("/test/ip", (req) => ({ ip: req.ip }));
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

/** A request as the proxy on 127.0.0.1 forwards it: the client's own X-Forwarded-For with its address appended. */
const viaProxy = (clientSent: string | null, client: string) => ({
  remoteAddress: "127.0.0.1",
  headers: { "x-forwarded-for": clientSent ? `${clientSent}, ${client}` : client },
});

describe("TRUST_PROXY", () => {
  it("takes true, false, or addresses and CIDRs separated by commas; refuses a hop count and other text", () => {
    expect(testEnv().TRUST_PROXY).toBe(false);
    expect(testEnv({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(true);
    expect(testEnv({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
    expect(testEnv({ TRUST_PROXY: "127.0.0.1" }).TRUST_PROXY).toEqual(["127.0.0.1"]);
    expect(testEnv({ TRUST_PROXY: "172.16.0.0/12, 127.0.0.1,::1" }).TRUST_PROXY).toEqual([
      "172.16.0.0/12",
      "127.0.0.1",
      "::1",
    ]);
    for (const bad of ["1", "yes", "127.0.0.1,", "10.0.0.0/33", "nginx"])
      expect(() => testEnv({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY|proxy addresses/);
  });

  it("reads the client as the nearest address the proxy did not vouch for, whatever the client put first", async () => {
    const ip = async (opts: ReturnType<typeof viaProxy>) =>
      (await app.inject({ method: "GET", url: "/test/ip", ...opts })).json<{ ip: string }>().ip;
    expect(await ip(viaProxy(null, "203.0.113.7"))).toBe("203.0.113.7");
    expect(await ip(viaProxy("127.0.0.1", "203.0.113.7"))).toBe("203.0.113.7");
    // Straight to the server, not through the trusted proxy: its X-Forwarded-For is ignored.
    expect(await ip({ remoteAddress: "198.51.100.9", headers: { "x-forwarded-for": "127.0.0.1" } })).toBe(
      "198.51.100.9",
    );
  });

  it("keeps /metrics closed to a client that forged 127.0.0.1 first in X-Forwarded-For", async () => {
    const forged = await app.inject({
      method: "GET",
      url: "/metrics",
      ...viaProxy("127.0.0.1", "203.0.113.7"),
    });
    expect(forged.statusCode).toBe(404);
    // The host itself (loopback, no proxy) is still let in.
    expect(
      (await app.inject({ method: "GET", url: "/metrics", remoteAddress: "127.0.0.1" })).statusCode,
    ).toBe(200);
  });

  it("counts a forging client's sign-ins apart from another client's (AUTH_RATE_LIMIT_PER_MINUTE 2)", async () => {
    const signIn = (opts: ReturnType<typeof viaProxy>) =>
      app.inject({
        method: "POST",
        url: "/trpc/auth.signIn",
        ...opts,
        headers: { ...opts.headers, "content-type": "application/json" },
        payload: JSON.stringify({ json: { email: "nobody@example.com", password: "wrong password 1" } }),
      });
    expect((await signIn(viaProxy("127.0.0.1, 203.0.113.8", "203.0.113.7"))).statusCode).toBe(401);
    expect((await signIn(viaProxy("203.0.113.8", "203.0.113.7"))).statusCode).toBe(401);
    expect((await signIn(viaProxy("127.0.0.1", "203.0.113.7"))).statusCode).toBe(429);
    // 203.0.113.8, named first by the forger, has its own untouched counter.
    expect((await signIn(viaProxy(null, "203.0.113.8"))).statusCode).toBe(401);
    expect(
      (
        await postTrpc(
          app,
          "auth.signIn",
          { email: "nobody@example.com", password: "wrong password 1" },
          { remoteAddress: "127.0.0.1", headers: { "x-forwarded-for": "203.0.113.8" } },
        )
      ).statusCode,
    ).toBe(401);
  });
});

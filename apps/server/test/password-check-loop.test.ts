/**
 * A sign-up never holds the event loop: the password's strength (zxcvbn, whose cost grows with the
 * password, plus its dictionaries at the first check) is estimated in a worker thread, so the server
 * answers other requests meanwhile; the answers are the same as before (a guessable password is
 * refused with zxcvbn's reason, a strong one signs up).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { strengthChecksPending } from "@labcompare/auth";
import { testDatabaseOptions } from "@labcompare/db/testing";
import { buildApp } from "../src/app.ts";
import { testEnv } from "../src/env.ts";
import { postTrpc } from "./support/trpc-answer.ts";

const database = testDatabaseOptions();
let app: FastifyInstance;
const headers = { "content-type": "application/json", origin: "http://localhost:3000" };

beforeAll(async () => {
  app = await buildApp({ env: testEnv({ AUTH_RATE_LIMIT_PER_MINUTE: "100" }), database: database.options });
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

function signUp(email: string, password: string) {
  return postTrpc(app, "auth.signUp", { email, password }, { headers });
}

describe("password strength and the event loop", () => {
  it("answers GET /health/live while a 128-character password's strength is being estimated", async () => {
    let signUpAnswered = false;
    const pending = signUp("long.password@example.com", "aZ9!".repeat(32)).then((res) => {
      signUpAnswered = true;
      return res;
    });
    while (strengthChecksPending() === 0 && !signUpAnswered)
      await new Promise((resolve) => setTimeout(resolve, 2));
    const live = await app.inject({ method: "GET", url: "/health/live" });
    expect(live.statusCode).toBe(200);
    expect(signUpAnswered).toBe(false);
    const res = await pending;
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain("Repeated character patterns");
    expect(await app.db.prisma.user.count({ where: { email: "long.password@example.com" } })).toBe(0);
  }, 60_000);

  it("signs up with a strong password after the check", async () => {
    const res = await signUp("strong.password@example.com", "copper lantern drifts east");
    expect(res.statusCode, res.body).toBe(200);
    expect(strengthChecksPending()).toBe(0);
    expect(await app.db.prisma.user.count({ where: { email: "strong.password@example.com" } })).toBe(1);
  });
});

/**
 * The typed client (packages/client) and the catalog:import script over real HTTP: a small Node
 * server runs the real appRouter with cookie sessions (as the Fastify host does), so sign-in's
 * Set-Cookie, batching and superjson are exercised end to end.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtempSync, writeFileSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHTTPHandler } from "@trpc/server/adapters/standalone";
import { appRouter, createContextInner } from "../src/index.ts";
import { CookieJar, createClient, trpcEndpoint, TRPCClientError } from "../../client/src/index.ts";
import { runCatalogImport } from "../../client/scripts/catalog-import.ts";
import { createSeededWorld, type Fixture, type TestWorld } from "./helpers.ts";

/** Password world.signedIn gives every account. */
const PASSWORD = "correct horse battery";

let world: TestWorld, fx: Fixture;
let server: Server;
let url: string;

beforeAll(async () => {
  ({ world, fx } = await createSeededWorld());
  await world.signedIn("admin@example.com", { admin: true });
  await world.signedIn("patient@example.com");
  const { auth } = world;
  const prisma = world.db.prisma;
  server = createServer(
    createHTTPHandler({
      router: appRouter,
      basePath: "/trpc/",
      async createContext({ req, res }) {
        const setCookie = (serialized: string) => void res.appendHeader("set-cookie", serialized);
        const sessionId = auth.readSessionCookie(req.headers.cookie ?? "");
        if (!sessionId) return createContextInner({ db: prisma, auth, setCookie });
        const { session, user } = await auth.validateSession(sessionId);
        if (!session) setCookie(auth.createBlankSessionCookie().serialize());
        return createContextInner({ db: prisma, auth, session, user, setCookie });
      },
    }),
  );
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((done) => server?.close(done));
  await world.close();
});

describe("CookieJar", () => {
  it("stores Set-Cookie values, replaces and deletes them", () => {
    const jar = new CookieJar("a=1");
    jar.store(["s=abc; Path=/; HttpOnly; SameSite=Lax", "b=2; Max-Age=3600"]);
    expect(jar.header()).toBe("a=1; s=abc; b=2");
    jar.store(["s=; Path=/; Max-Age=0", "b=3", "a=x; Expires=Thu, 01 Jan 1970 00:00:00 GMT"]);
    expect(jar.header()).toBe("b=3");
    expect(trpcEndpoint("http://h:3000/")).toBe("http://h:3000/trpc");
    expect(trpcEndpoint("http://h:3000/trpc")).toBe("http://h:3000/trpc");
  });
});

describe("createClient", () => {
  it("keeps the session cookie from sign-in, so later admin calls are authenticated", async () => {
    const jar = new CookieJar();
    const api = createClient({ url, jar });
    await expect(api.admin.labs.list.query({ page: 1 })).rejects.toMatchObject({
      data: { code: "UNAUTHORIZED" },
    });
    const { user } = await api.auth.signIn.mutate({ email: "admin@example.com", password: PASSWORD });
    expect(user.isAdmin).toBe(true);
    expect(jar.get("labcompare_session")).toBeTruthy();
    const labs = await api.admin.labs.list.query({ page: 1 });
    expect(labs.total).toBe(3);
    // superjson: Dates arrive as Dates.
    expect(labs.items[0]!.createdAt).toBeInstanceOf(Date);
    // A second client can start from the saved cookie.
    const again = createClient({ url, cookie: jar.header() });
    expect((await again.auth.me.query()).user?.email).toBe("admin@example.com");
    await api.auth.signOut.mutate();
    expect(jar.get("labcompare_session")).toBeUndefined();
  });

  it("surfaces the server's messages and codes", async () => {
    const api = createClient({ url });
    await api.auth.signIn.mutate({ email: "patient@example.com", password: PASSWORD });
    const forbidden = await api.admin.users.list.query({ page: 1 }).catch((e: unknown) => e);
    expect(forbidden).toBeInstanceOf(TRPCClientError);
    expect(forbidden).toMatchObject({ data: { code: "FORBIDDEN" } });
    const admin = createClient({ url });
    await admin.auth.signIn.mutate({ email: "admin@example.com", password: PASSWORD });
    // The error formatter sends the first field message, as the form shows it.
    await expect(
      admin.admin.blog.create.mutate({ title: "", excerpt: "", content: "", author: "", category: "" }),
    ).rejects.toMatchObject({
      message: "Title is required",
      data: { code: "BAD_REQUEST" },
    });
  });
});

describe("catalog:import script", () => {
  const env = () => ({ API_URL: url, ADMIN_EMAIL: "admin@example.com", ADMIN_PASSWORD: PASSWORD });
  function capture() {
    const out: string[] = [];
    const err: string[] = [];
    return { io: { out: (l: string) => out.push(l), err: (l: string) => err.push(l) }, out, err };
  }
  function csvFile(text: string): string {
    const file = join(mkdtempSync(join(tmpdir(), "lc-import-")), "prices.csv");
    writeFileSync(file, text);
    return file;
  }

  it("previews, applies good rows, lists bad rows with reasons and exits 1", async () => {
    const file = csvFile("test,price_aed\ncomplete-blood-count-cbc,90\nlipid-profile,100\nno-such-test,10\n");
    const { io, out, err } = capture();
    const code = await runCatalogImport(["--lab", "corniche-lab", file], env(), io);
    expect(code).toBe(1);
    const text = out.join("\n");
    for (const part of [
      "Lab: Corniche Lab (corniche-lab)",
      "to add:    1",
      "to change: 1",
      "price 95.00 → 90.00 AED",
      'line 4  "no-such-test": Unknown test',
      "Applied to Corniche Lab: 1 added, 1 changed, 0 unchanged; 1 bad row skipped.",
    ])
      expect(text).toContain(part);
    expect(err.join("\n")).toContain("Fix the bad rows");
    const offer = await world.db.prisma.labTestOffer.findUniqueOrThrow({
      where: { labId_testId: { labId: fx.abuDhabiLabId, testId: fx.cbcId } },
    });
    expect(offer.priceAed.toFixed(2)).toBe("90.00");
  });

  it("exits 0 on a clean file; --dry-run changes nothing", async () => {
    const file = csvFile("test,price_aed\nvitamin-d-test,139\n");
    const dry = capture();
    expect(await runCatalogImport(["--lab", "corniche-lab", file, "--dry-run"], env(), dry.io)).toBe(0);
    expect(dry.out.join("\n")).toContain("Dry run: nothing was changed.");
    const vitD = () =>
      world.db.prisma.labTestOffer.findUniqueOrThrow({
        where: { labId_testId: { labId: fx.abuDhabiLabId, testId: fx.vitaminDId } },
      });
    expect((await vitD()).priceAed.toFixed(2)).toBe("140.00");
    const real = capture();
    expect(await runCatalogImport(["--lab", "corniche-lab", file], env(), real.io)).toBe(0);
    expect((await vitD()).priceAed.toFixed(2)).toBe("139.00");
  });

  it("fails clearly on usage, credentials, unknown labs and non-admins", async () => {
    const file = csvFile("test,price_aed\nvitamin-d-test,139\n");
    const usage = capture();
    expect(await runCatalogImport(["--lab", "corniche-lab"], env(), usage.io)).toBe(2);
    expect(usage.err.join("\n")).toContain("Usage: npm run catalog:import");
    const noEnv = capture();
    expect(await runCatalogImport(["--lab", "corniche-lab", file], { API_URL: url }, noEnv.io)).toBe(2);
    // Each exits 1 with its error: [lab, environment over env(), error]
    for (const [lab, envPatch, error] of [
      ["atlantis", {}, "Error: Lab not found"],
      ["corniche-lab", { ADMIN_PASSWORD: "wrong password" }, "Error: Invalid email or password"],
      ["corniche-lab", { ADMIN_EMAIL: "patient@example.com" }, "patient@example.com is not an admin."],
    ] as const) {
      const refused = capture();
      expect(await runCatalogImport(["--lab", lab, file], { ...env(), ...envPatch }, refused.io), error).toBe(
        1,
      );
      expect(refused.err).toEqual([error]);
    }
  });

  it("the sample price list resolves real seeded test slugs, names and LOINC codes, with one bad row", () => {
    const sample = readFileSync(
      resolve(import.meta.dirname, "../../../prisma/seed-data/sample-price-list.csv"),
      "utf8",
    );
    const seeded = JSON.parse(
      readFileSync(resolve(import.meta.dirname, "../../../prisma/seed-data/tests.json"), "utf8"),
    ) as { slug: string; name: string; loinc: string | null }[];
    const keys = new Set(seeded.flatMap((t) => [t.slug, t.name, t.loinc].filter(Boolean) as string[]));
    const rows = sample
      .trim()
      .split("\n")
      .slice(1)
      .map((line) => line.split(","));
    expect(rows.length).toBeGreaterThanOrEqual(5);
    expect(rows.every(([test]) => keys.has(test!))).toBe(true);
    expect(rows.filter(([, price]) => !(Number(price) > 0))).toHaveLength(1);
  });
});

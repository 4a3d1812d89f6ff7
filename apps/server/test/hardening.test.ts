/**
 * Hardening: each known attack or fault reproduced over real HTTP (Fastify inject) against a real
 * database: rate-limit bypasses, hashing bursts, malformed cookies, NUL bytes,
 * data-folder permissions and stale locks, weak passwords, session lifetimes, private logs, and the
 * Origin check.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  existsSync,
  mkdtempSync,
  readFileSync,
  statSync,
  writeFileSync,
  mkdirSync,
  readdirSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import type { FastifyInstance } from "fastify";
import superjson from "superjson";
import { openDatabase } from "@labcompare/db";
import { testDatabaseOptions } from "@labcompare/db/testing";
import { hashCount, SESSION_COOKIE_NAME } from "@labcompare/auth";
import { addDays, dailyHours, todayInDubai } from "@labcompare/domain";
import { appRouter } from "@labcompare/api";
import { SMTPServer } from "smtp-server";
import {
  allowedOrigins,
  buildApp,
  errorForLog,
  isForeignOrigin,
  maskEmail,
  scrubText,
  smtpErrorForLog,
} from "../src/app.ts";
import { testEnv } from "../src/env.ts";
import { resultOf, errorOf, batchErrorsOf, trpcBody } from "./support/trpc-answer.ts";

const database = testDatabaseOptions();
const dataDir = mkdtempSync(join(tmpdir(), "labcompare-hardening-"));
const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _enc, done) {
    logLines.push(String(chunk));
    done();
  },
});

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp({
    env: testEnv({ AUTH_RATE_LIMIT_PER_MINUTE: "5", DATA_DIR: dataDir, IMAGE_HOSTS: "images.example.com" }),
    database: database.options,
    logger: { level: "info", stream: logStream },
  });
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

const json = { "content-type": "application/json" };
const call = (
  procedure: string,
  input: unknown,
  opts: { ip?: string; cookie?: string; headers?: Record<string, string> } = {},
) =>
  app.inject({
    method: "POST",
    url: `/trpc/${procedure}`,
    remoteAddress: opts.ip ?? "10.1.0.1",
    headers: { ...json, ...(opts.cookie ? { cookie: opts.cookie } : {}), ...opts.headers },
    payload: trpcBody(input),
  });
const cookieOf = (res: { headers: Record<string, unknown> }) =>
  String(res.headers["set-cookie"]).split(";")[0]!;

describe("1. sign-in limits count procedure calls, not requests", () => {
  it("counts an encoded path (auth%2EsignIn) like the plain one", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (
          await call(
            "auth%2EsignIn",
            { email: "nobody@example.com", password: "wrong password" },
            { ip: "10.1.1.1" },
          )
        ).statusCode,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it("counts every call of a batch, and refuses batches over 20 calls", async () => {
    const batch = (n: number, ip: string) =>
      app.inject({
        method: "POST",
        url: `/trpc/${Array.from({ length: n }, () => "auth.signIn").join(",")}?batch=1`,
        remoteAddress: ip,
        headers: json,
        payload: JSON.stringify(
          Object.fromEntries(
            Array.from({ length: n }, (_, i) => [
              i,
              superjson.serialize({ email: `b${i}@example.com`, password: "wrong password" }),
            ]),
          ),
        ),
      });
    const res = await batch(8, "10.1.2.1");
    const codes = batchErrorsOf(res).map((e) => e.data.httpStatus);
    expect(codes).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    const huge = await batch(21, "10.1.2.2");
    expect(huge.statusCode).toBe(400);
    expect(JSON.stringify(huge.json())).toContain("Batch call exceeds maximum size");
  });

  it("throttles one account after 10 failures from any IP, without locking the owner out for good", async () => {
    const email = "target@example.com";
    expect(
      (await call("auth.signUp", { email, password: "a sturdy passphrase" }, { ip: "10.1.3.0" })).statusCode,
    ).toBe(200);
    // Ten failures from ten IPs (each IP under its own limit).
    for (let i = 1; i <= 10; i++)
      expect(
        (await call("auth.signIn", { email, password: "wrong password" }, { ip: `10.1.3.${i}` })).statusCode,
      ).toBe(401);
    // The 11th attempt gets one try this minute, the 12th is refused — even with the right password.
    expect(
      (await call("auth.signIn", { email, password: "wrong password" }, { ip: "10.1.3.20" })).statusCode,
    ).toBe(401);
    const refused = await call(
      "auth.signIn",
      { email, password: "a sturdy passphrase" },
      { ip: "10.1.3.21" },
    );
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused).message).toBe(
      "Too many failed sign-ins for this account. Please wait a minute before trying again, or reset your password.",
    );
    // Other accounts are unaffected.
    expect(
      (
        await call(
          "auth.signIn",
          { email: "other@example.com", password: "wrong password" },
          { ip: "10.1.3.22" },
        )
      ).statusCode,
    ).toBe(401);
  });
});

describe("2. a burst of password hashes is bounded", () => {
  it("refuses the excess with TOO_MANY_REQUESTS instead of queueing without end", async () => {
    const burst = await Promise.all(
      Array.from({ length: 120 }, (_, i) =>
        call(
          "auth.signIn",
          { email: `burst${i}@example.com`, password: "wrong password" },
          { ip: `10.2.${Math.floor(i / 4)}.${i % 4}` },
        ),
      ),
    );
    const busy = burst.filter((r) => r.statusCode === 429);
    expect(busy.length).toBeGreaterThan(0);
    expect(errorOf(busy[0]!).message).toBe("The server is busy. Please try again in a moment.");
    expect(burst.every((r) => r.statusCode === 401 || r.statusCode === 429)).toBe(true);
  });
});

describe("3. malformed cookies from other apps", () => {
  it("ignores a broken cookie and keeps the session working", async () => {
    const signUp = await call(
      "auth.signUp",
      { email: "cookies@example.com", password: "a sturdy passphrase" },
      { ip: "10.3.0.1" },
    );
    const session = cookieOf(signUp);
    for (const cookie of [
      `_ga=GA1.%ff; ${session}`,
      `${session}; broken=%E0%A4%A`,
      `=%; ${session}; x="unterminated`,
    ]) {
      const me = await app.inject({ method: "GET", url: "/trpc/auth.me", headers: { cookie } });
      expect(me.statusCode, cookie).toBe(200);
      expect(resultOf<{ user: { email: string } | null }>(me).user?.email).toBe("cookies@example.com");
    }
    const anonymous = await app.inject({
      method: "GET",
      url: "/trpc/catalog.categories.list",
      headers: { cookie: "_ga=GA1.%ff" },
    });
    expect(anonymous.statusCode).toBe(200);
  });
});

describe("4. NUL bytes in text", () => {
  it("answers 400 with a clear message through every text field of every procedure", async () => {
    const { createCaller, createContextInner } = await import("@labcompare/api");
    const { createAuth } = await import("@labcompare/auth");
    const admin = await app.db.prisma.user.findFirstOrThrow({
      where: { roles: { some: { role: "admin" } } },
    });
    const auth = createAuth(app.db.prisma, { secure: false });
    const session = await auth.createSession(admin.id, {});
    const validated = await auth.validateSession(session.id);
    const caller = createCaller(
      createContextInner({ db: app.db.prisma, auth, session: validated.session, user: validated.user }),
    );
    let checked = 0;
    for (const [path, procedure] of Object.entries(appRouter._def.procedures)) {
      const fields = textFields((procedure as unknown as { _def: { inputs: unknown[] } })._def.inputs[0]);
      for (const field of fields.length ? fields : ["anything"]) {
        const fn = path
          .split(".")
          .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller) as (
          input: unknown,
        ) => Promise<unknown>;
        const error = await fn({ [field]: "evil\u0000text" }).then(
          () => null,
          (e: { code?: string; message?: string }) => e,
        );
        expect(error, `${path}.${field}`).toMatchObject({
          code: "BAD_REQUEST",
          message: "Text must not contain the NUL character",
        });
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(100);
    // Over HTTP too: 400, not 500.
    const res = await call(
      "auth.signIn",
      { email: "a\u0000@example.com", password: "x" },
      { ip: "10.4.0.1" },
    );
    expect(res.statusCode).toBe(400);
  });
});

/** Top-level string-ish fields of a zod object schema (zod 4's `def.shape`), unwrapping wrappers. */
function textFields(schema: unknown): string[] {
  let s = schema as
    | {
        def?: {
          type?: string;
          shape?: Record<string, unknown>;
          innerType?: unknown;
          in?: unknown;
          schema?: unknown;
        };
      }
    | undefined;
  for (let i = 0; i < 10 && s?.def && s.def.type !== "object"; i++)
    s = (s.def.innerType ?? s.def.in ?? s.def.schema) as typeof s;
  return Object.keys(s?.def?.shape ?? {});
}

describe("5. the embedded database's files", () => {
  it("are the owner's alone, and a lock left by a dead process does not block the next start", async () => {
    const dir = join(mkdtempSync(join(tmpdir(), "labcompare-perm-")), "pglite");
    // A crashed run: its lock folder and a PID that no longer runs.
    mkdirSync(`${dir}.lock`, { recursive: true });
    writeFileSync(`${dir}.lock.pid`, "999999");
    // A fresh lock folder would make proper-lockfile refuse at once (it is not stale for 15 s):
    // opening proves the dead holder was detected and the lock taken over.
    const db = await openDatabase({ dataDir: dir, migrate: false });
    try {
      expect(statSync(dir).mode & 0o777).toBe(0o700);
      const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
      expect(files.length).toBeGreaterThan(10);
      for (const f of files) expect(statSync(join(f.parentPath, f.name)).mode & 0o077, f.name).toBe(0);
      // A second process (here: a second open) is refused with a clear message while this one runs.
      await expect(openDatabase({ dataDir: dir, migrate: false })).rejects.toThrow(
        /is in use by another process/,
      );
    } finally {
      await db.close();
    }
    expect(existsSync(`${dir}.lock.pid`)).toBe(false);
  });
});

describe("7. passwords", () => {
  const signUp = (email: string, password: string, ip: string) =>
    call("auth.signUp", { email, password }, { ip });

  it("refuses guessable passwords with the reason", async () => {
    const res = await signUp("weak@example.com", "password1", "10.7.0.1");
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toMatch(/^This password is too easy to guess\. /);
    expect(await app.db.prisma.user.count({ where: { email: "weak@example.com" } })).toBe(0);
  });

  it("hashes before answering for a known email, so both answers cost the same", async () => {
    await signUp("known@example.com", "a sturdy passphrase", "10.7.0.2");
    const before = hashCount();
    const taken = await signUp("known@example.com", "another sturdy phrase", "10.7.0.3");
    expect(taken.statusCode).toBe(409);
    expect(hashCount() - before).toBe(1);
    const fresh = await signUp("unknown@example.com", "another sturdy phrase", "10.7.0.4");
    expect(fresh.statusCode).toBe(200);
    expect(hashCount() - before).toBe(2);
  });
});

describe("8. sessions", () => {
  it("ends a session 30 days after sign-in however active, and rotates the id at sign-in", async () => {
    const first = cookieOf(
      await call(
        "auth.signUp",
        { email: "session@example.com", password: "a sturdy passphrase" },
        { ip: "10.8.0.1" },
      ),
    );
    const second = await call(
      "auth.signIn",
      { email: "session@example.com", password: "a sturdy passphrase" },
      { ip: "10.8.0.2", cookie: first },
    );
    const rotated = cookieOf(second);
    expect(rotated).not.toBe(first);
    const me = (cookie: string) => app.inject({ method: "GET", url: "/trpc/auth.me", headers: { cookie } });
    const userOf = async (cookie: string) => resultOf<{ user: unknown }>(await me(cookie)).user;
    expect(await userOf(first)).toBeNull();
    expect(await userOf(rotated)).not.toBeNull();
    // Used yesterday, signed in 31 days ago: over.
    await app.db.prisma.session.updateMany({
      where: { user: { email: "session@example.com" } },
      data: {
        createdAt: new Date(Date.now() - 31 * 86_400_000),
        expiresAt: new Date(Date.now() + 6 * 86_400_000),
      },
    });
    expect(await userOf(rotated)).toBeNull();
  });

  it("sends Cache-Control: no-store on API answers", async () => {
    const res = await app.inject({ method: "GET", url: "/trpc/auth.me" });
    expect(res.headers["cache-control"]).toBe("no-store");
  });
});

describe("9. privacy in logs", () => {
  it("logs procedure, status and duration, never inputs, emails, phones, passwords or IPs", async () => {
    const phone = "+971501239876";
    const res = await call(
      "auth.signUp",
      { email: "private.person@example.com", password: "secret sturdy phrase" },
      { ip: "10.9.0.77" },
    );
    const cookie = cookieOf(res);
    const lab = await app.db.prisma.lab.create({
      data: {
        name: "Log Lab",
        slug: "log-lab",
        emirate: "Dubai",
        area: "Deira",
        address: "1",
        phone: "+97140000000",
        weeklyHours: dailyHours("07:00", "22:00"),
      },
    });
    const test = await app.db.prisma.test.create({ data: { name: "Log Test", slug: "log-test" } });
    await app.db.prisma.labTestOffer.create({
      data: { labId: lab.id, testId: test.id, priceAed: 50, turnaroundHours: 4 },
    });
    const booked = await call(
      "booking.create",
      {
        testIds: [test.id],
        labId: lab.id,
        scheduledDate: addDays(todayInDubai(), 3),
        scheduledTime: "10:00",
        patientName: "Private Person",
        patientEmail: "private.person@example.com",
        patientPhone: phone,
      },
      { cookie, ip: "10.9.0.77" },
    );
    expect(booked.statusCode).toBe(200);
    await app.inject({
      method: "GET",
      url: `/trpc/catalog.search?input=${encodeURIComponent(trpcBody({ q: "confidential words" }))}`,
      remoteAddress: "10.9.0.77",
    });
    const log = logLines.join("");
    expect(log).toContain("booking.create");
    expect(log).toContain('"statusCode":200');
    expect(log).toContain("responseTime");
    // One access line a request, saying what, how it ended and how long it took (AccessLogController).
    const searchLines = logLines.filter((line) => line.includes('"path":"/trpc/catalog.search"'));
    expect(searchLines).toHaveLength(1);
    expect(searchLines[0]).toMatch(/"msg":"request completed"/);
    expect(JSON.parse(searchLines[0]!)).toMatchObject({
      req: { method: "GET", path: "/trpc/catalog.search" },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
    expect(log).not.toContain("incoming request");
    for (const secret of [
      "private.person",
      "secret sturdy phrase",
      phone,
      "971501239876",
      "10.9.0.77",
      "confidential",
      cookie.split("=")[1]!,
    ]) {
      expect(log, secret).not.toContain(secret);
    }
  });

  it("logs an internal error by name, code and stack frames, without the emails, phones or tokens its text carries", async () => {
    const token = "Zx9_3kLmQpR7sTuVwXyZ0123456789abcdEFGH";
    // A real Prisma error: its message quotes the call with its arguments.
    const prismaError = await app.db.prisma.user
      .create({ data: { email: "leaky.prisma@example.com", passwordHash: 42 as unknown as string } })
      .then(
        () => null,
        (e: Error) => e,
      );
    expect(prismaError?.message).toContain("leaky.prisma@example.com");
    const plainError = Object.assign(
      new Error(`duplicate key for leaky.plain@example.com, phone +971 50 765 4321, token ${token}`),
      { code: "23505" },
    );
    const spy = vi
      .spyOn(app.db.prisma.testCategory, "findMany")
      .mockRejectedValueOnce(prismaError)
      .mockRejectedValueOnce(plainError);
    const before = logLines.length;
    try {
      for (let i = 0; i < 2; i++)
        expect((await app.inject({ method: "GET", url: "/trpc/catalog.categories.list" })).statusCode).toBe(
          500,
        );
      // (catalog.categories.list reads testCategory.findMany; if that changes, pick the method it uses.)
      expect(spy).toHaveBeenCalledTimes(2);
    } finally {
      spy.mockRestore();
    }
    // The Fastify error handler's path (a route outside tRPC) is private too.
    const sessionSpy = vi
      .spyOn(app.auth, "validateSession")
      .mockRejectedValueOnce(new Error("session lookup failed for leaky.route@example.com"));
    try {
      const res = await app.inject({
        method: "GET",
        url: "/bookings/LC-ABC123.ics",
        headers: { cookie: "labcompare_session=abcdefabcdefabcdefabcdef" },
      });
      expect(res.statusCode).toBe(500);
    } finally {
      sessionSpy.mockRestore();
    }
    const log = logLines.slice(before).join("");
    expect(log).toContain("tRPC procedure failed");
    expect(log).toContain("catalog.categories.list");
    expect(log).toContain(prismaError!.name);
    expect(log).toContain('"code":"23505"');
    expect(log).toContain("Request failed");
    expect(log).toContain("[email]");
    for (const secret of ["leaky.", "@example.com", "765 4321", "+971 50", token])
      expect(log, secret).not.toContain(secret);
  });

  it("masks emails, phones, IPs, tokens, hashes and URL credentials in error texts, and keeps the rest", () => {
    expect(scrubText("no user omar.khalil+lab@example.co.ae or +971 50 123 4567 or 0501234567")).toBe(
      "no user [email] or [number] or [number]",
    );
    expect(scrubText("from 192.168.100.200 to postgres://lab:s3cret@db.internal:5432/lab")).toBe(
      "from [number] to postgres://[credentials]@db.internal:5432/lab",
    );
    expect(
      scrubText(
        "token Zx9_3kLmQpR7sTuVwXyZ0123456789abcdEFGH hash $argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA",
      ),
    ).toBe("token [token] hash [hash]");
    // Dates, times, UUIDs and long identifiers stay readable.
    const kept =
      "booking 3f2a1b4c-0000-4000-8000-0000000000aa on 2030-03-12 at 10:00 in processTicksAndRejectionsLongName";
    expect(scrubText(kept)).toBe(kept);
    const logged = errorForLog(
      Object.assign(new Error("outer for a@example.com"), {
        cause: Object.assign(new Error("inner +971501234567"), { code: "P2002" }),
      }),
    );
    expect(logged).toMatchObject({
      type: "Error",
      message: "outer for [email]",
      cause: { type: "Error", code: "P2002", message: "inner [number]" },
    });
    expect(logged.stack).toMatch(/^at /);
    expect(maskEmail("admin@example.com")).toBe("a***@example.com");
  });

  it("logs a refused email by notification id, attempt and SMTP code only, never the address", () => {
    const refused = Object.assign(
      new Error(
        "Can't send mail - all recipients were rejected: 550 5.1.1 <omar@example.com>: Recipient address rejected",
      ),
      {
        code: "EENVELOPE",
        command: "RCPT TO",
        responseCode: 550,
        response: "550 5.1.1 <omar@example.com>: Recipient address rejected",
        rejected: ["omar@example.com"],
      },
    );
    expect(smtpErrorForLog(refused)).toEqual({ code: "EENVELOPE", command: "RCPT TO", responseCode: 550 });
    expect(smtpErrorForLog("not an error")).toEqual({});
  });

  it("writes a generated admin password to a file only the owner can read, not to the log", () => {
    const file = join(dataDir, "admin-password.txt");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const password = /Password: (.+)/.exec(readFileSync(file, "utf8"))![1]!;
    expect(password.length).toBeGreaterThanOrEqual(12);
    expect(logLines.join("")).not.toContain(password);
  });
});

describe("10. the Origin check and images", () => {
  it("accepts only the configured origins, never one vouched for by a forged Host", async () => {
    const attempt = (origin: string, host: string) =>
      call(
        "auth.signIn",
        { email: "x@example.com", password: "wrong password" },
        { ip: `10.10.0.${origin.length}`, headers: { origin, host } },
      );
    expect((await attempt("http://evil.example", "evil.example")).statusCode).toBe(403);
    expect((await attempt("http://localhost:3000", "localhost:3000")).statusCode).toBe(401);
    expect((await attempt("http://127.0.0.1:3000", "127.0.0.1:3000")).statusCode).toBe(401);
  });

  it("allows images only from this site, data: URLs and IMAGE_HOSTS", async () => {
    const res = await app.inject({ method: "GET", url: "/health" });
    const csp = String(res.headers["content-security-policy"]);
    const imgSrc = /img-src ([^;]+)/.exec(csp)![1]!;
    expect(imgSrc.trim()).toBe("'self' data: https://images.example.com");
    // Analytics sends its hits with sendBeacon/fetch (connect-src, not img-src), and only with an
    // analytics ID set (csp-analytics.test.ts); none is set here.
    expect(/connect-src ([^;]+)/.exec(csp)![1]!.trim()).toBe("'self'");
  });

  it("with PUBLIC_URL on localhost, also accepts the 127.0.0.1 spelling of the same port, and the other way round", () => {
    const local = allowedOrigins(testEnv({ PUBLIC_URL: "http://localhost:3000" }));
    expect([...local].sort()).toEqual(["http://127.0.0.1:3000", "http://localhost:3000"]);
    expect(isForeignOrigin({ origin: "http://127.0.0.1:3000" }, local)).toBe(false);
    expect(isForeignOrigin({ origin: "http://127.0.0.1:3001" }, local)).toBe(true);
    expect(isForeignOrigin({ origin: "https://127.0.0.1:3000" }, local)).toBe(true);
    expect([...allowedOrigins(testEnv({ PUBLIC_URL: "http://127.0.0.1:8080/" }))].sort()).toEqual([
      "http://127.0.0.1:8080",
      "http://localhost:8080",
    ]);
    // A real host name gets no loopback alias.
    expect([...allowedOrigins(testEnv({ PUBLIC_URL: "https://labcompare.ae" }))]).toEqual([
      "https://labcompare.ae",
    ]);
  });
});

describe("an instance at PUBLIC_URL=http://localhost:PORT with a mail server that refuses a recipient", () => {
  const local = testDatabaseOptions();
  const localLog: string[] = [];
  let localApp: FastifyInstance;
  let smtp: SMTPServer;
  beforeAll(async () => {
    // The mail server's refusal repeats the address, as real ones do.
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onRcptTo(address, _session, callback) {
        callback(
          Object.assign(new Error(`5.1.1 <${address.address}>: Recipient address rejected`), {
            responseCode: 550,
          }),
        );
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
    const smtpPort = (smtp.server.address() as { port: number }).port;
    localApp = await buildApp({
      env: testEnv({
        PUBLIC_URL: "http://localhost:3000",
        DATA_DIR: mkdtempSync(join(tmpdir(), "labcompare-local-")),
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        OUTBOX_POLL_MS: "100",
      }),
      database: local.options,
      logger: {
        level: "info",
        stream: new Writable({ write: (chunk, _enc, done) => void (localLog.push(String(chunk)), done()) }),
      },
    });
  });
  afterAll(async () => {
    await localApp?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await local.drop();
  });

  it("accepts sign-in from http://127.0.0.1:3000 as well as http://localhost:3000, and nothing else", async () => {
    const attempt = (origin: string) =>
      localApp.inject({
        method: "POST",
        url: "/trpc/auth.signIn",
        headers: { ...json, origin },
        payload: trpcBody({ email: "x@example.com", password: "wrong password" }),
      });
    expect((await attempt("http://localhost:3000")).statusCode).toBe(401);
    expect((await attempt("http://127.0.0.1:3000")).statusCode).toBe(401);
    expect((await attempt("http://127.0.0.1:5173")).statusCode).toBe(403);
  });

  it("logs the refused email's notification id, attempt and SMTP code, not the recipient", async () => {
    const recipient = "refused.recipient@example.com";
    const row = await localApp.db.prisma.notification.create({
      data: {
        recipient,
        template: "password_reset",
        data: { link: "/reset-password?token=abc", name: "Refused Recipient" },
        messageId: "<log-test@labcompare.ae>",
      },
    });
    const deadline = Date.now() + 15_000;
    const logged = () => localLog.find((line) => line.includes("Email not sent"));
    while (!logged() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    const line: unknown = JSON.parse(logged()!);
    expect(line).toMatchObject({
      notification: row.id,
      attempt: 1,
      smtp: { code: "EENVELOPE", command: "RCPT TO", responseCode: 550 },
    });
    expect(localLog.join("")).not.toContain("refused.recipient");
    // The outbox row keeps the detail for the admin console.
    expect(
      (await localApp.db.prisma.notification.findUniqueOrThrow({ where: { id: row.id } })).lastError,
    ).toContain("550");
  });
});

// The cookie name is the one the app sets.
it("uses the session cookie name the app sets", () => {
  expect(SESSION_COOKIE_NAME).toBe("labcompare_session");
});

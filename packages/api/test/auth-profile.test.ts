import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCaller, createContextInner } from "../src/index.ts";
import { signIn } from "../src/accounts/auth.service.ts";
import { createWorld, expectFailure, failure, issueMessages, type TestWorld } from "./helpers.ts";

let world: TestWorld;
beforeAll(async () => {
  world = await createWorld();
});
afterAll(() => world.close());

/** A caller that records the cookies the procedures set, as a browser would receive them. */
function cookieCaller() {
  const cookies: string[] = [];
  const caller = createCaller(
    createContextInner({ db: world.db.prisma, auth: world.auth, setCookie: (c) => cookies.push(c) }),
  );
  return { caller, cookies };
}

describe("auth", () => {
  it("signs up with a lower-cased email, stores an argon2id hash, and sets a session cookie", async () => {
    const { caller, cookies } = cookieCaller();
    const { user } = await caller.auth.signUp({ email: "  Noor@Example.COM ", password: "long enough pw" });
    expect(user).toMatchObject({ email: "noor@example.com", isAdmin: false });
    const row = await world.db.prisma.user.findUniqueOrThrow({ where: { email: "noor@example.com" } });
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(cookies[0]).toMatch(/^labcompare_session=[^;]+;/);
    // The database keeps only the SHA-256 hash of the token, never the token.
    const token = /^labcompare_session=([^;]+)/.exec(cookies[0]!)![1]!;
    const sessions = await world.db.prisma.session.findMany({ where: { userId: row.id } });
    expect(sessions).toHaveLength(1);
    expect(sessions[0]!.id).toMatch(/^[0-9a-f]{64}$/);
    expect(sessions[0]!.id).not.toBe(token);
    expect((await world.auth.validateSession(token)).user?.email).toBe("noor@example.com");
  });

  type Caller = ReturnType<typeof cookieCaller>["caller"];
  // Run after the sign-up above: the duplicate and the wrong password are refused against that account.
  it.each<{ name: string; call: (c: Caller) => Promise<unknown>; code: string; message: string }>([
    {
      name: "a duplicate email in any letter case",
      call: (c) => c.auth.signUp({ email: "NOOR@example.com", password: "long enough pw" }),
      code: "CONFLICT",
      message: "An account with this email already exists",
    },
    {
      name: "a sign-in with the wrong password",
      call: (c) => c.auth.signIn({ email: "noor@example.com", password: "wrong password" }),
      code: "UNAUTHORIZED",
      message: "Invalid email or password",
    },
  ])("refuses $name with $code", async ({ call, code, message }) => {
    await expectFailure(call(cookieCaller().caller), code, message);
  });

  it.each<{ name: string; call: (c: Caller) => Promise<unknown>; message: string }>([
    {
      name: "a short password",
      call: (c) => c.auth.signUp({ email: "new@example.com", password: "short" }),
      message: "Password must be at least 8 characters",
    },
    {
      name: "an invalid email",
      call: (c) => c.auth.signUp({ email: "nope", password: "long enough pw" }),
      message: "Please enter a valid email address",
    },
    {
      name: "a sign-in to an unknown email, with the same words as a wrong password",
      call: (c) => c.auth.signIn({ email: "nobody@example.com", password: "whatever1" }),
      message: "Invalid email or password",
    },
  ])("refuses $name", async ({ call, message }) => {
    await expect(call(cookieCaller().caller)).rejects.toThrow(message);
  });

  it("signs in with the right password and sets a session cookie", async () => {
    const { caller, cookies } = cookieCaller();
    const { user } = await caller.auth.signIn({ email: "noor@example.com", password: "long enough pw" });
    expect(user.email).toBe("noor@example.com");
    expect(cookies).toHaveLength(1);
  });

  it("answers 'Invalid email or password', not a server error, when the account is deleted while it signs in", async () => {
    await createCaller(createContextInner({ db: world.db.prisma, auth: world.auth })).auth.signUp({
      email: "gone@example.com",
      password: "long enough pw",
    });
    // The account goes after its password is checked and before its session opens, as a concurrent
    // profile.deleteAccount in the same batch can make it.
    const deleteOnSuccess = {
      attempt: async () => {},
      beforeSignIn: async () => {},
      failed: async () => {},
      succeeded: async (email: string) => void (await world.db.prisma.user.delete({ where: { email } })),
    };
    await expect(
      signIn(
        world.db.prisma,
        world.auth,
        { email: "gone@example.com", password: "long enough pw" },
        { limits: deleteOnSuccess },
      ),
    ).rejects.toMatchObject({ code: "UNAUTHORIZED", message: "Invalid email or password" });
    expect(await world.db.prisma.session.count({ where: { user: { email: "gone@example.com" } } })).toBe(0);
  });

  it("reports admins through auth.me and deletes the session on sign-out", async () => {
    const admin = await world.signedIn("admin@example.com", { admin: true });
    expect((await admin.caller.auth.me()).user).toMatchObject({ email: "admin@example.com", isAdmin: true });
    expect((await world.anon.auth.me()).user).toBeNull();
    const before = await world.db.prisma.session.count({ where: { userId: admin.userId } });
    await admin.caller.auth.signOut();
    expect(await world.db.prisma.session.count({ where: { userId: admin.userId } })).toBe(before - 1);
  });
});

describe("profile", () => {
  it("reads and updates only the caller's profile; empty fields become null", async () => {
    const a = await world.signedIn("pa@example.com");
    const b = await world.signedIn("pb@example.com");
    expect(await a.caller.profile.get()).toMatchObject({
      email: "pa@example.com",
      firstName: null,
      phone: null,
    });
    const saved = await a.caller.profile.update({ firstName: " Omar ", lastName: "Khalil", phone: "" });
    expect(saved).toMatchObject({ firstName: "Omar", lastName: "Khalil", phone: null });
    expect(await b.caller.profile.get()).toMatchObject({ email: "pb@example.com", firstName: null });
    await expect(world.anon.profile.get()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(world.anon.profile.update({ firstName: "X" })).rejects.toMatchObject({
      code: "UNAUTHORIZED",
    });
  });

  it("stores phones as E.164 (UAE by default) and refuses what is not a phone number", async () => {
    const { caller } = await world.signedIn("phone@example.com");
    expect(await caller.profile.update({ phone: "050 123 4567" })).toMatchObject({ phone: "+971501234567" });
    expect(await caller.profile.update({ phone: "+44 20 7946 0958" })).toMatchObject({
      phone: "+442079460958",
    });
    for (const bad of ["12", "abc", "+971 12"]) {
      const error = await failure(caller.profile.update({ phone: bad }));
      expect(error.code).toBe("BAD_REQUEST");
      expect(issueMessages(error)).toEqual(["Please enter a valid phone number, e.g. +971 50 123 4567"]);
    }
    expect(await caller.profile.get()).toMatchObject({ phone: "+442079460958" });
  });
});

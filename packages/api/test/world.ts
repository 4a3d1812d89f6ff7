/**
 * The test world: a migrated test database, users with live sessions, and `createCaller` bound to
 * them — the same procedures the web app calls, without HTTP.
 */
import { createTestDatabase, type TestDatabase } from "@labcompare/db/testing";
import { createAuth, hashPassword, type Auth } from "@labcompare/auth";
import { createCaller, createContextInner } from "../src/index.ts";

/** A caller of the app router (createCaller's result), as a visitor, patient, staff or admin. */
export type Caller = TestWorld["anon"];

export interface TestWorld {
  db: TestDatabase;
  auth: Auth;
  /** A caller for a visitor (no session). */
  anon: ReturnType<typeof createCaller>;
  /** Creates a user (optionally admin) with a live session and returns a caller acting as them. */
  signedIn(
    email: string,
    opts?: { admin?: boolean },
  ): Promise<{ userId: string; caller: ReturnType<typeof createCaller> }>;
  close(): Promise<void>;
}

// One hash for every test user: hashing is deliberately slow and its queue is bounded.
let passwordHash: Promise<string> | undefined;
/** The argon2id hash of "correct horse battery", the password of every test user. */
export const testPasswordHash = () => (passwordHash ??= hashPassword("correct horse battery"));

/** A world on a fresh migrated test database, closed by `close`. */
export async function createWorld(): Promise<TestWorld> {
  const db = await createTestDatabase();
  const auth = createAuth(db.prisma, { secure: false });
  // Images in test posts come from example.com.
  const imageHosts = ["example.com", "images.example.com"];
  const anon = createCaller(createContextInner({ db: db.prisma, auth, imageHosts }));
  return {
    db,
    auth,
    anon,
    async signedIn(email, opts = {}) {
      const user = await db.prisma.user.create({
        data: {
          email,
          passwordHash: await testPasswordHash(),
          profile: { create: {} },
          ...(opts.admin ? { roles: { create: { role: "admin" } } } : {}),
        },
      });
      const session = await auth.createSession(user.id, {});
      const validated = await auth.validateSession(session.id);
      return {
        userId: user.id,
        caller: createCaller(
          createContextInner({
            db: db.prisma,
            auth,
            session: validated.session,
            user: validated.user,
            imageHosts,
          }),
        ),
      };
    },
    close: () => db.close(),
  };
}

/**
 * The context of a fresh live session of `userId` (roles and labs are read when the session is
 * validated); `extra` adds to it (the site's origin, …).
 */
export async function sessionContext(
  world: TestWorld,
  userId: string,
  extra: Omit<Parameters<typeof createContextInner>[0], "db" | "auth" | "session" | "user"> = {},
) {
  const session = await world.auth.createSession(userId, {});
  const { session: live, user } = await world.auth.validateSession(session.id);
  return createContextInner({ db: world.db.prisma, auth: world.auth, session: live, user, ...extra });
}

/** A caller acting through a fresh live session of `userId` (see sessionContext). */
export const sessionCaller = async (...args: Parameters<typeof sessionContext>): Promise<Caller> =>
  createCaller(await sessionContext(...args));

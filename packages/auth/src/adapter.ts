/**
 * Lucia 3 adapter over our Prisma 7 client. `@lucia-auth/adapter-prisma` rejects Prisma 7, so we
 * implement Lucia's seven-method `Adapter` here. Only the SHA-256 hex of a session token is ever
 * stored: a leaked sessions table cannot be replayed as cookies.
 */
import { sha256 } from "@oslojs/crypto/sha2";
import { encodeHexLowerCase } from "@oslojs/encoding";
import type { Adapter, DatabaseSession, DatabaseUser } from "lucia";
import { extendSession, readSessionAndUser, type PrismaClient } from "@labcompare/db";

/** SHA-256 hex of a session token (the value kept in `sessions.id`). */
export function hashSessionToken(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}

/** A session ends this long after sign-in, however active (OWASP ASVS 3.3.2 / 3.3.4): 30 days. */
export const SESSION_ABSOLUTE_LIFETIME_MS = 30 * 24 * 3_600_000;

function capExpiry(expiresAt: Date, createdAt: Date): Date {
  const absolute = createdAt.getTime() + SESSION_ABSOLUTE_LIFETIME_MS;
  return expiresAt.getTime() > absolute ? new Date(absolute) : expiresAt;
}

const LAST_USED_RESOLUTION_MS = 3_600_000;

export class PrismaSessionAdapter implements Adapter {
  constructor(private readonly prisma: PrismaClient) {}

  /**
   * The session (by its token's hash) and its user with roles and staff labs, in one statement sent
   * straight to the driver (@labcompare/db's readSessionAndUser): it runs on every signed-in request.
   */
  async getSessionAndUser(sessionId: string): Promise<[DatabaseSession | null, DatabaseUser | null]> {
    const row = await readSessionAndUser(this.prisma, hashSessionToken(sessionId));
    if (!row) return [null, null];
    // "Last used" for the account's session list, to the hour: one write an hour, not per request.
    if (Date.now() - row.last_used_at > LAST_USED_RESOLUTION_MS) {
      void this.prisma.session
        .updateMany({ where: { id: hashSessionToken(sessionId) }, data: { lastUsedAt: new Date() } })
        .catch(() => {});
    }
    return [
      // The absolute lifetime caps the sliding expiry: Lucia ends the session when this has passed.
      {
        id: sessionId,
        userId: row.user_id,
        expiresAt: capExpiry(new Date(row.expires_at), new Date(row.created_at)),
        attributes: {},
      },
      {
        id: row.user_id,
        attributes: {
          email: row.email,
          roles: row.roles,
          // A lab_staff user's labs; ignored without the lab_staff role.
          staffLabIds: row.roles.includes("lab_staff") ? row.staff_lab_ids : [],
        },
      },
    ];
  }

  /** Sessions of a user; their ids are the stored hashes, since tokens are not kept. */
  async getUserSessions(userId: string): Promise<DatabaseSession[]> {
    const rows = await this.prisma.session.findMany({
      where: { userId },
      select: { id: true, userId: true, expiresAt: true },
    });
    return rows.map((r) => ({ ...r, attributes: {} }));
  }

  async setSession(session: DatabaseSession): Promise<void> {
    const userAgent = session.attributes.userAgent ?? null;
    const createdAt = new Date();
    await this.prisma.session.create({
      data: {
        id: hashSessionToken(session.id),
        userId: session.userId,
        expiresAt: capExpiry(session.expiresAt, createdAt),
        createdAt,
        userAgent: userAgent ? userAgent.slice(0, 500) : null,
      },
    });
  }

  async updateSessionExpiration(sessionId: string, expiresAt: Date): Promise<void> {
    // Never past the absolute lifetime, however often the session is extended.
    await extendSession(this.prisma, hashSessionToken(sessionId), expiresAt, SESSION_ABSOLUTE_LIFETIME_MS);
  }

  async deleteSession(sessionId: string): Promise<void> {
    await this.prisma.session.deleteMany({ where: { id: hashSessionToken(sessionId) } });
  }

  async deleteUserSessions(userId: string): Promise<void> {
    await this.prisma.session.deleteMany({ where: { userId } });
  }

  async deleteExpiredSessions(): Promise<void> {
    await this.prisma.session.deleteMany({ where: { expiresAt: { lte: new Date() } } });
  }
}

/**
 * Lucia 3 adapter over our Prisma 7 client. `@lucia-auth/adapter-prisma` rejects Prisma 7, so we
 * implement Lucia's seven-method `Adapter` here. Only the SHA-256 hex of a session token is ever
 * stored: a leaked sessions table cannot be replayed as cookies.
 */
import { sha256 } from "@oslojs/crypto/sha2";
import { encodeHexLowerCase } from "@oslojs/encoding";
import type { Adapter, DatabaseSession, DatabaseUser } from "lucia";
import type { PrismaClient } from "@labcompare/db";

/** SHA-256 hex of a session token (the value kept in `sessions.id`). */
export function hashSessionToken(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}

export class PrismaSessionAdapter implements Adapter {
  constructor(private readonly prisma: PrismaClient) {}

  async getSessionAndUser(sessionId: string): Promise<[DatabaseSession | null, DatabaseUser | null]> {
    const row = await this.prisma.session.findUnique({
      where: { id: hashSessionToken(sessionId) },
      select: {
        userId: true,
        expiresAt: true,
        user: { select: { id: true, email: true, roles: { select: { role: true } } } },
      },
    });
    if (!row) return [null, null];
    return [
      { id: sessionId, userId: row.userId, expiresAt: row.expiresAt, attributes: {} },
      { id: row.user.id, attributes: { email: row.user.email, roles: row.user.roles.map((r) => r.role) } },
    ];
  }

  /** Sessions of a user; their ids are the stored hashes, since tokens are not kept. */
  async getUserSessions(userId: string): Promise<DatabaseSession[]> {
    const rows = await this.prisma.session.findMany({ where: { userId }, select: { id: true, userId: true, expiresAt: true } });
    return rows.map((r) => ({ ...r, attributes: {} }));
  }

  async setSession(session: DatabaseSession): Promise<void> {
    await this.prisma.session.create({
      data: { id: hashSessionToken(session.id), userId: session.userId, expiresAt: session.expiresAt },
    });
  }

  async updateSessionExpiration(sessionId: string, expiresAt: Date): Promise<void> {
    await this.prisma.session.updateMany({ where: { id: hashSessionToken(sessionId) }, data: { expiresAt } });
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

/**
 * Opening a doctor's link (/share/<token>, served by the host): finding the link by its token, the
 * PIN check with its lock (five wrong PINs lock the link for 15 minutes, counted in the database so
 * every instance agrees), and the audit rows of each view and download (no account: the actor is
 * empty; the viewer's address only as an HMAC the host computes).
 */
import { messages, SHARE_PIN_LOCK } from "@labcompare/validators";
import type { Prisma, PrismaClient } from "@labcompare/db";
import { AppError } from "../app-error.ts";
import { isShareTokenShape, shareTokenSha256, verifySharePin } from "./share-secrets.ts";
import { shareStatus } from "./shares.service.ts";

/** What opening a link reads: its owner, person, scope, PIN hash and lock. */
export const openShareSelect = {
  id: true,
  userId: true,
  familyMemberId: true,
  reportId: true,
  pinHash: true,
  expiresAt: true,
  revokedAt: true,
  lockedUntil: true,
} satisfies Prisma.ResultShareSelect;

export type OpenShare = Prisma.ResultShareGetPayload<{ select: typeof openShareSelect }>;

/**
 * The link whose token is `token`, usable at `now`. Errors: NOT_FOUND "Share link not found" for a
 * token of no link; NOT_FOUND "This link has expired or was withdrawn." with reason SHARE_GONE for
 * an expired or withdrawn one.
 */
export async function findOpenShare(db: PrismaClient, token: string, now = new Date()): Promise<OpenShare> {
  const share = isShareTokenShape(token)
    ? await db.resultShare.findUnique({
        where: { tokenSha256: shareTokenSha256(token) },
        select: openShareSelect,
      })
    : null;
  if (!share) throw new AppError("NOT_FOUND", messages.share.notFound);
  if (shareStatus(share, now) !== "active")
    throw new AppError("NOT_FOUND", messages.share.gone, { reason: "SHARE_GONE" });
  return share;
}

/** The outcome of one PIN: right, wrong, or refused because the link is locked. */
export type PinOutcome = "ok" | "wrong" | "locked";

/**
 * Checks `pin` for link `share` (opened with `token`) at `now`. Each try takes a place in the
 * database's counter before the PIN is checked, so tries on several instances at once count too;
 * the fifth wrong PIN in a row locks the link for 15 minutes (answered "locked"; then the count
 * starts again), a right one clears the count. A link without a PIN answers "ok". Throws TOO_MANY_REQUESTS when hashing is busy.
 */
export async function trySharePin(
  db: PrismaClient,
  share: OpenShare,
  token: string,
  pin: string,
  now = new Date(),
): Promise<PinOutcome> {
  if (!share.pinHash) return "ok";
  const taken = await db.resultShare.updateMany({
    where: {
      id: share.id,
      failedPinCount: { lt: SHARE_PIN_LOCK.attempts },
      OR: [{ lockedUntil: null }, { lockedUntil: { lte: now } }],
    },
    data: { failedPinCount: { increment: 1 }, lockedUntil: null },
  });
  if (taken.count === 0) return "locked";
  if (await verifySharePin(share.pinHash, pin, token)) {
    await db.resultShare.update({ where: { id: share.id }, data: { failedPinCount: 0 } });
    return "ok";
  }
  const locked = await db.resultShare.updateMany({
    where: { id: share.id, failedPinCount: { gte: SHARE_PIN_LOCK.attempts }, lockedUntil: null },
    data: { failedPinCount: 0, lockedUntil: new Date(now.getTime() + SHARE_PIN_LOCK.minutes * 60_000) },
  });
  // The PIN that locks the link says so at once.
  return locked.count > 0 ? "locked" : "wrong";
}

/** True when `share` refuses PINs at `now` (five wrong ones less than 15 minutes ago). */
export function isShareLocked(share: Pick<OpenShare, "lockedUntil">, now = new Date()): boolean {
  return share.lockedUntil !== null && share.lockedUntil.getTime() > now.getTime();
}

/** Who opened a link, as the audit keeps it: an HMAC of the client's address (never the address). */
export interface ShareVisit {
  addressHmac: string;
  now?: Date;
}

/**
 * Records a person's view of `share`: its last-opened time and an audit row "resultShare.view"
 * (entity resultShare, no actor, { addressHmac, reportIds }). Throws on database errors: a view that
 * cannot be recorded is not served.
 */
export async function recordShareView(
  db: PrismaClient,
  share: Pick<OpenShare, "id">,
  visit: ShareVisit,
  reportIds: readonly string[],
): Promise<void> {
  const now = visit.now ?? new Date();
  await db.$transaction([
    db.resultShare.update({ where: { id: share.id }, data: { lastOpenedAt: now } }),
    db.auditLog.create({
      data: {
        actorId: null,
        action: "resultShare.view",
        entity: "resultShare",
        entityId: share.id,
        after: { addressHmac: visit.addressHmac, reportIds: [...reportIds] },
        createdAt: now,
      },
    }),
  ]);
}

/** Records a download of report `reportId` through `share`: audit row "resultShare.download" (no actor, { addressHmac, reportId }). */
export async function recordShareDownload(
  db: PrismaClient,
  share: Pick<OpenShare, "id">,
  visit: ShareVisit,
  reportId: string,
): Promise<void> {
  await db.auditLog.create({
    data: {
      actorId: null,
      action: "resultShare.download",
      entity: "resultShare",
      entityId: share.id,
      after: { addressHmac: visit.addressHmac, reportId },
      createdAt: visit.now ?? new Date(),
    },
  });
}

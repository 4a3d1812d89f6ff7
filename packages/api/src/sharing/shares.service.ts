/**
 * The account holder's links for a doctor (results.shares.create, .list, .revoke): one person's
 * results (the holder or one of their family members), all of them or one report, for 1–30 days,
 * with a 6-digit PIN unless turned off. The link's URL and PIN are answered once, at creation: only
 * the token's SHA-256 and the PIN's slow hash are stored. Creating and withdrawing are audited.
 */
import { type shareCreateInput, messages } from "@labcompare/validators";
import { type Prisma, type PrismaClient, transaction } from "@labcompare/db";
import type { z } from "zod";
import { AppError } from "../app-error.ts";
import { personScope } from "../family/person.ts";
import { recordAudit } from "../audit/audit.ts";
import { hashSharePin, newSharePin, newShareToken, shareTokenSha256 } from "./share-secrets.ts";

const DAY_MS = 86_400_000;

/** Columns of a link its owner sees in the list (never the hashes). */
export const shareListSelect = {
  id: true,
  familyMemberId: true,
  reportId: true,
  pinHash: true,
  expiresAt: true,
  revokedAt: true,
  lastOpenedAt: true,
  createdAt: true,
  familyMember: { select: { name: true } },
  report: {
    select: {
      issuedAt: true,
      externalLabName: true,
      booking: { select: { reference: true, lab: { select: { name: true, nameAr: true } } } },
    },
  },
} satisfies Prisma.ResultShareSelect;

type ShareListRow = Prisma.ResultShareGetPayload<{ select: typeof shareListSelect }>;

/** A link's state at `now`: usable, past its expiry, or withdrawn by its owner. */
export type ShareStatus = "active" | "expired" | "revoked";

/** The state of a link at `now` (withdrawn wins over expired). */
export function shareStatus(share: { expiresAt: Date; revokedAt: Date | null }, now: Date): ShareStatus {
  if (share.revokedAt) return "revoked";
  return share.expiresAt.getTime() <= now.getTime() ? "expired" : "active";
}

/**
 * A link as its owner sees it: `person` ({ id: null, name: null } for the account holder), `scope`
 * ("all" or "report", with the report's date, lab and booking reference), `withPin`, its dates and
 * its `status` at `now`.
 */
export function toShareDto(row: ShareListRow, now: Date) {
  const r = row.report;
  return {
    id: row.id,
    person: { id: row.familyMemberId, name: row.familyMember?.name ?? null },
    scope: row.reportId ? ("report" as const) : ("all" as const),
    report: r
      ? {
          id: row.reportId!,
          issuedAt: r.issuedAt,
          labName: r.booking?.lab.name ?? r.externalLabName ?? "",
          labNameAr: r.booking?.lab.nameAr ?? null,
          reference: r.booking?.reference ?? null,
        }
      : null,
    withPin: row.pinHash !== null,
    expiresAt: row.expiresAt,
    revokedAt: row.revokedAt,
    lastOpenedAt: row.lastOpenedAt,
    createdAt: row.createdAt,
    status: shareStatus(row, now),
  };
}
export type ShareDto = ReturnType<typeof toShareDto>;

/**
 * results.shares.create for `userId`: input { personId, reportId, days, withPin } (shareCreateInput)
 * → { id, url (`<siteUrl>/share/<token>`), expiresAt (`now` + days), pin (6 digits, absent without
 * a PIN) }. The URL and PIN are never answered again. Errors: NOT_FOUND "Person not found"
 * for a person who is not the caller's; NOT_FOUND "Report not found" for a report that is not that
 * person's current report; TOO_MANY_REQUESTS when hashing is busy.
 */
export async function createShare(
  db: PrismaClient,
  userId: string,
  input: z.output<typeof shareCreateInput>,
  options: { siteUrl: string; now?: Date },
): Promise<{ id: string; url: string; expiresAt: Date; pin?: string }> {
  const now = options.now ?? new Date();
  const { familyMemberId } = await personScope(db, userId, input.personId);
  if (input.reportId) {
    const report = await db.report.findFirst({
      where: { id: input.reportId, userId, familyMemberId, supersededAt: null },
      select: { id: true },
    });
    if (!report) throw new AppError("NOT_FOUND", messages.share.reportNotFound);
  }
  const token = newShareToken();
  const pin = input.withPin ? newSharePin() : null;
  const pinHash = pin ? await hashSharePin(pin, token) : null;
  const expiresAt = new Date(now.getTime() + input.days * DAY_MS);
  const share = await transaction(db, async (tx) => {
    const row = await tx.resultShare.create({
      data: {
        userId,
        familyMemberId,
        reportId: input.reportId,
        tokenSha256: shareTokenSha256(token),
        pinHash,
        expiresAt,
        createdAt: now,
      },
      select: { id: true },
    });
    await recordAudit(tx, userId, {
      action: "resultShare.create",
      entity: "resultShare",
      entityId: row.id,
      after: { personId: familyMemberId, reportId: input.reportId, expiresAt, withPin: pin !== null },
    });
    return row;
  });
  const url = `${options.siteUrl.replace(/\/+$/, "")}/share/${token}`;
  return { id: share.id, url, expiresAt, ...(pin ? { pin } : {}) };
}

/** results.shares.list: every link of `userId`, newest first (ShareDto[], status at `now`). */
export async function listShares(db: PrismaClient, userId: string, now = new Date()): Promise<ShareDto[]> {
  const rows = await db.resultShare.findMany({
    where: { userId },
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    select: shareListSelect,
    take: 100,
  });
  return rows.map((row) => toShareDto(row, now));
}

/**
 * results.shares.revoke: withdraws `userId`'s link `id` at `now` (already withdrawn: unchanged) and
 * answers it (ShareDto). Audited. NOT_FOUND "Share link not found" for anyone else's link.
 */
export async function revokeShare(
  db: PrismaClient,
  userId: string,
  id: string,
  now = new Date(),
): Promise<ShareDto> {
  const row = await transaction(db, async (tx) => {
    const found = await tx.resultShare.findFirst({ where: { id, userId }, select: { revokedAt: true } });
    if (!found) throw new AppError("NOT_FOUND", messages.share.notFound);
    if (found.revokedAt) return tx.resultShare.findUniqueOrThrow({ where: { id }, select: shareListSelect });
    const updated = await tx.resultShare.update({
      where: { id },
      data: { revokedAt: now },
      select: shareListSelect,
    });
    await recordAudit(tx, userId, {
      action: "resultShare.revoke",
      entity: "resultShare",
      entityId: id,
      before: { revokedAt: null },
      after: { revokedAt: now },
    });
    return updated;
  });
  return toShareDto(row, now);
}

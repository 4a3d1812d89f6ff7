/**
 * The account holder's family members: the people they book tests for and keep results of (at most
 * MAX_FAMILY_MEMBERS active per account). A member with bookings or results is archived, not
 * deleted, so the lab's bookings and the results keep their person. Adding (or editing into) an
 * adult (18+ on today's date in Asia/Dubai) needs the holder's confirmation that they have that
 * person's permission to book for them and see their results (kept as `consentAt`).
 */
import {
  lockFamilyMemberForChange,
  lockUserForChange,
  transaction,
  type Prisma,
  type PrismaClient,
} from "@labcompare/db";
import { dateColumn, todayInDubai } from "@labcompare/domain/calendar";
import { isAdultOn, MAX_FAMILY_MEMBERS } from "@labcompare/domain/person";
import { messages, type familyMemberInput, type familyMemberUpdateInput } from "@labcompare/validators";
import type { z } from "zod";
import { AppError } from "../app-error.ts";
import { recordAudit } from "../audit/audit.ts";

/** Columns of a family member its account holder sees. */
export const familyMemberSelect = {
  id: true,
  name: true,
  dateOfBirth: true,
  sex: true,
  relation: true,
  consentAt: true,
  archivedAt: true,
  createdAt: true,
} satisfies Prisma.FamilyMemberSelect;

type FamilyMemberRow = Prisma.FamilyMemberGetPayload<{ select: typeof familyMemberSelect }>;

/** A family member as the API returns it: `dateOfBirth` "YYYY-MM-DD"; `archivedAt` null while active. */
export function toFamilyMemberDto(m: FamilyMemberRow) {
  return { ...m, dateOfBirth: m.dateOfBirth.toISOString().slice(0, 10) };
}
export type FamilyMemberDto = ReturnType<typeof toFamilyMemberDto>;

type MemberFields = z.output<typeof familyMemberInput>;

/** BAD_REQUEST (CONSENT_REQUIRED) for an adult without the holder's confirmation, now or before. */
function assertConsent(fields: MemberFields, consentAt: Date | null, now: Date): Date | null {
  if (!isAdultOn(fields.dateOfBirth, todayInDubai(now))) return consentAt;
  if (fields.consent) return consentAt ?? now;
  if (consentAt) return consentAt;
  throw new AppError("BAD_REQUEST", messages.family.consentRequired, { reason: "CONSENT_REQUIRED" });
}

/** profile.family.list: the caller's members, oldest first; active ones and archived ones (with `archivedAt`). */
export async function listFamilyMembers(db: PrismaClient, userId: string): Promise<FamilyMemberDto[]> {
  const rows = await db.familyMember.findMany({
    where: { userId },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: familyMemberSelect,
  });
  return rows.map(toFamilyMemberDto);
}

/**
 * profile.family.add: a new member of `userId` (familyMemberInput). Output: the FamilyMemberDto.
 * Errors: BAD_REQUEST FAMILY_LIMIT with MAX_FAMILY_MEMBERS active already; BAD_REQUEST
 * CONSENT_REQUIRED for an adult without `consent`. Audited ("familyMember.add").
 */
export async function addFamilyMember(
  db: PrismaClient,
  userId: string,
  input: MemberFields,
  now: Date = new Date(),
): Promise<FamilyMemberDto> {
  const consentAt = assertConsent(input, null, now);
  const row = await transaction(db, async (tx) => {
    // Counted under the user's lock, so two adds at once cannot pass the limit together.
    await lockUserForChange(tx, userId);
    const active = await tx.familyMember.count({ where: { userId, archivedAt: null } });
    if (active >= MAX_FAMILY_MEMBERS)
      throw new AppError("BAD_REQUEST", messages.family.tooMany, { reason: "FAMILY_LIMIT" });
    const member = await tx.familyMember.create({
      data: { userId, ...memberColumns(input, consentAt) },
      select: familyMemberSelect,
    });
    await auditMember(tx, userId, "familyMember.add", member);
    return member;
  });
  return toFamilyMemberDto(row);
}

/** A member's columns from add's or update's input. */
function memberColumns(input: z.output<typeof familyMemberInput>, consentAt: Date | null) {
  return {
    name: input.name,
    dateOfBirth: dateColumn(input.dateOfBirth),
    sex: input.sex,
    relation: input.relation,
    consentAt,
  };
}

/** The audit row of an add or an update: the relation and whether consent is on record (no name, no date). */
async function auditMember(
  tx: Parameters<typeof recordAudit>[0],
  userId: string,
  action: "familyMember.add" | "familyMember.update",
  member: { id: string; relation: string; consentAt: Date | null },
): Promise<void> {
  await recordAudit(tx, userId, {
    action,
    entity: "familyMember",
    entityId: member.id,
    after: { relation: member.relation, consent: member.consentAt !== null },
  });
}

/**
 * profile.family.update: replaces an active member's fields (familyMemberUpdateInput). Output: the
 * FamilyMemberDto. Errors: NOT_FOUND "Family member not found" for another account's, an unknown or
 * an archived member; BAD_REQUEST CONSENT_REQUIRED when the member is (now) an adult and neither this
 * nor an earlier change confirmed the holder's permission.
 */
export async function updateFamilyMember(
  db: PrismaClient,
  userId: string,
  input: z.output<typeof familyMemberUpdateInput>,
  now: Date = new Date(),
): Promise<FamilyMemberDto> {
  const current = await db.familyMember.findFirst({
    where: { id: input.id, userId, archivedAt: null },
    select: { consentAt: true },
  });
  if (!current) throw new AppError("NOT_FOUND", messages.family.notFound);
  const consentAt = assertConsent(input, current.consentAt, now);
  const row = await transaction(db, async (tx) => {
    const member = await tx.familyMember.update({
      where: { id: input.id },
      data: memberColumns(input, consentAt),
      select: familyMemberSelect,
    });
    await auditMember(tx, userId, "familyMember.update", member);
    return member;
  });
  return toFamilyMemberDto(row);
}

/**
 * profile.family.remove { id }: a member with bookings or results is archived (kept for them, no
 * longer offered); one without is deleted. Output: { archived }. Errors: NOT_FOUND "Family member
 * not found" for another account's, an unknown or an already archived member.
 */
export async function removeFamilyMember(
  db: PrismaClient,
  userId: string,
  id: string,
  now: Date = new Date(),
): Promise<{ archived: boolean }> {
  return transaction(db, async (tx) => {
    await lockUserForChange(tx, userId);
    // Counted after a booking for the member being made has committed (it holds the member's row).
    if (!(await lockFamilyMemberForChange(tx, userId, id)))
      throw new AppError("NOT_FOUND", messages.family.notFound);
    const member = await tx.familyMember.findUniqueOrThrow({
      where: { id },
      select: { id: true, _count: { select: { bookings: true, reports: true } } },
    });
    const archived = member._count.bookings > 0 || member._count.reports > 0;
    if (archived) await tx.familyMember.update({ where: { id }, data: { archivedAt: now } });
    else await tx.familyMember.delete({ where: { id } });
    await recordAudit(tx, userId, {
      action: archived ? "familyMember.archive" : "familyMember.remove",
      entity: "familyMember",
      entityId: id,
    });
    return { archived };
  });
}

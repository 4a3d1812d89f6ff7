/**
 * The person a booking or a report is for, seen from the account holder: the holder (personId
 * absent) or one of their family members. The results procedures and the FHIR export scope their
 * reads by `(userId, familyMemberId)` from here.
 */
import type { Prisma, PrismaClient } from "@labcompare/db";
import { messages } from "@labcompare/validators";
import { AppError } from "../app-error.ts";

/** Whose rows: the account `userId`, and `familyMemberId` (null = the account holder). */
export interface PersonScope {
  userId: string;
  familyMemberId: string | null;
}

/**
 * The scope of `personId` for `userId`: the holder when absent; a member of theirs (archived ones
 * too unless `activeOnly`). Errors: NOT_FOUND "Person not found" for an unknown member, another
 * account's, or (with `activeOnly`) an archived one.
 */
export async function personScope(
  db: PrismaClient | Prisma.TransactionClient,
  userId: string,
  personId: string | null | undefined,
  options: { activeOnly?: boolean } = {},
): Promise<PersonScope> {
  if (!personId) return { userId, familyMemberId: null };
  const member = await db.familyMember.findFirst({
    where: { id: personId, userId, ...(options.activeOnly ? { archivedAt: null } : {}) },
    select: { id: true },
  });
  if (!member) throw new AppError("NOT_FOUND", messages.family.personNotFound);
  return { userId, familyMemberId: member.id };
}

/** The reports' `where` of a scope: the account's rows about that person. */
export const personReportsWhere = (scope: PersonScope) => ({
  userId: scope.userId,
  familyMemberId: scope.familyMemberId,
});

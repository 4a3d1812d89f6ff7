/**
 * Admin view of user accounts: search and page them with their roles and booking counts, grant and
 * revoke the admin role, and make a user lab staff of some labs. The last admin can never be removed. Never exposes password hashes or sessions.
 */
import {
  holdLabsForReference,
  lockAdminRoles,
  lockUserForChange,
  transaction,
  type Prisma,
  type PrismaClient,
} from "@labcompare/db";
import { AppError } from "../app-error.ts";
import { messages } from "@labcompare/validators";
import { recordAudit } from "../audit/audit.ts";
import { listPage } from "../console-helpers.ts";

/** The columns of a user an admin may see (no password hash, no sessions). */
export const adminUserSelect = {
  id: true,
  email: true,
  createdAt: true,
  profile: { select: { firstName: true, lastName: true, phone: true } },
  roles: { select: { role: true }, orderBy: { role: "asc" } },
  staffLabs: { select: { lab: { select: { id: true, name: true } } }, orderBy: { lab: { name: "asc" } } },
  _count: { select: { bookings: true } },
} satisfies Prisma.UserSelect;

type AdminUserRow = Prisma.UserGetPayload<{ select: typeof adminUserSelect }>;

function toDto(u: AdminUserRow) {
  const roles = u.roles.map((r) => r.role);
  return {
    id: u.id,
    email: u.email,
    createdAt: u.createdAt,
    firstName: u.profile?.firstName ?? null,
    lastName: u.profile?.lastName ?? null,
    phone: u.profile?.phone ?? null,
    roles,
    isAdmin: roles.includes("admin"),
    isLabStaff: roles.includes("lab_staff"),
    /** Labs a lab_staff user works for ({ id, name }, by name); empty otherwise. */
    staffLabs: roles.includes("lab_staff") ? u.staffLabs.map((s) => s.lab) : [],
    bookingCount: u._count.bookings,
  };
}
export type AdminUserDto = ReturnType<typeof toDto>;

const notFound = () => new AppError("NOT_FOUND", messages.admin.userNotFound);

/**
 * The end of every role change: the user's sessions end (they sign in again under the new roles),
 * the user is read again and the change audited as `action` with { email, roles } before and after
 * plus `extra`. Output: the AdminUserDto after the change.
 */
async function finishRoleChange(
  tx: Prisma.TransactionClient,
  actorId: string,
  action: string,
  before: AdminUserDto,
  extra: { before?: object; after?: object } = {},
): Promise<AdminUserDto> {
  await tx.session.deleteMany({ where: { userId: before.id } });
  const after = toDto(await tx.user.findUniqueOrThrow({ where: { id: before.id }, select: adminUserSelect }));
  await recordAudit(tx, actorId, {
    action,
    entity: "user",
    entityId: before.id,
    before: { email: before.email, roles: before.roles, ...extra.before },
    after: { email: after.email, roles: after.roles, ...extra.after },
  });
  return after;
}

/**
 * Users, newest first, 25 per page. `q`: every word must appear in the email, first name or last
 * name (case-insensitive); `role`: "admin", "lab_staff", or "patient" (neither of those roles).
 * Output: { items: AdminUserDto[] (roles, isAdmin, isLabStaff, staffLabs, bookingCount), total, page,
 * pageSize, pageCount }.
 */
export async function listUsers(
  db: PrismaClient,
  input: { q?: string; role?: "admin" | "lab_staff" | "patient"; page: number },
) {
  const words = (input.q ?? "").split(/\s+/).filter(Boolean).slice(0, 5);
  const where: Prisma.UserWhereInput = {
    AND: [
      ...words.map((w): Prisma.UserWhereInput => ({
        OR: [
          { email: { contains: w, mode: "insensitive" } },
          { profile: { is: { firstName: { contains: w, mode: "insensitive" } } } },
          { profile: { is: { lastName: { contains: w, mode: "insensitive" } } } },
        ],
      })),
      ...(input.role === "admin" ? [{ roles: { some: { role: "admin" as const } } }] : []),
      ...(input.role === "lab_staff" ? [{ roles: { some: { role: "lab_staff" as const } } }] : []),
      ...(input.role === "patient"
        ? [{ roles: { none: { role: { in: ["admin" as const, "lab_staff" as const] } } } }]
        : []),
    ],
  };
  const orderBy: Prisma.UserOrderByWithRelationInput[] = [{ createdAt: "desc" }, { email: "asc" }];
  return listPage(db.user, input.page, { where, orderBy, select: adminUserSelect }, toDto);
}

/**
 * Gives a user the admin role (no change when they already have it) and ends their sessions (a new
 * session id after every privilege change, OWASP ASVS 3.2.1). Audited as "user.grantAdmin".
 * Output: AdminUserDto. Errors: NOT_FOUND "User not found".
 */
export async function grantAdmin(db: PrismaClient, input: { userId: string }, actorId: string) {
  return transaction(db, async (tx) => {
    // One role change per user at a time: two grants at once both saw no admin role and both inserted it (P2002).
    await lockUserForChange(tx, input.userId);
    const user = await tx.user.findUnique({ where: { id: input.userId }, select: adminUserSelect });
    if (!user) throw notFound();
    if (user.roles.some((r) => r.role === "admin")) return toDto(user);
    await tx.userRole.create({ data: { userId: input.userId, role: "admin" } });
    return finishRoleChange(tx, actorId, "user.grantAdmin", toDto(user));
  });
}

/**
 * Removes a user's admin role (no change when they do not have it); an admin may remove their own.
 * The user's sessions end.
 * The admin rows are locked first, so two admins removing each other at once cannot leave none.
 * Audited as "user.revokeAdmin". Output: AdminUserDto.
 * Errors: NOT_FOUND "User not found"; CONFLICT "You cannot remove the last admin".
 */
export async function revokeAdmin(db: PrismaClient, input: { userId: string }, actorId: string) {
  return transaction(db, async (tx) => {
    const admins = await lockAdminRoles(tx);
    const user = await tx.user.findUnique({ where: { id: input.userId }, select: adminUserSelect });
    if (!user) throw notFound();
    if (!admins.includes(input.userId)) return toDto(user);
    if (admins.length <= 1) throw new AppError("CONFLICT", messages.admin.lastAdmin);
    await tx.userRole.delete({ where: { userId_role: { userId: input.userId, role: "admin" } } });
    return finishRoleChange(tx, actorId, "user.revokeAdmin", toDto(user));
  });
}

/**
 * Makes a user lab staff of exactly `labIds` (replacing their previous labs): a non-empty list gives
 * the lab_staff role, an empty one removes it and every lab assignment. No change (and no audit row)
 * when the labs are already those. Audited as "user.setLabStaff" with { roles, labIds } before and after.
 * The user's sessions end (they sign in again with the new labs).
 * Output: AdminUserDto. Errors: NOT_FOUND "User not found" / "Lab not found" (an unknown lab id).
 */
export async function setLabStaff(
  db: PrismaClient,
  input: { userId: string; labIds: string[] },
  actorId: string,
) {
  return transaction(db, async (tx) => {
    // One role change per user at a time: two assignments at once both inserted the lab_staff role (P2002).
    await lockUserForChange(tx, input.userId);
    const user = await tx.user.findUnique({ where: { id: input.userId }, select: adminUserSelect });
    if (!user) throw notFound();
    const labIds = [...new Set(input.labIds.map((id) => id.toLowerCase()))];
    if (!(await holdLabsForReference(tx, labIds))) {
      throw new AppError("NOT_FOUND", messages.admin.labNotFound);
    }
    const before = toDto(user);
    const beforeLabIds = (
      await tx.labStaff.findMany({ where: { userId: input.userId }, select: { labId: true } })
    ).map((r) => r.labId);
    const same =
      before.isLabStaff === labIds.length > 0 &&
      beforeLabIds.length === labIds.length &&
      labIds.every((id) => beforeLabIds.includes(id));
    if (same) return before;

    await tx.labStaff.deleteMany({ where: { userId: input.userId, labId: { notIn: labIds } } });
    if (labIds.length) {
      await tx.labStaff.createMany({
        data: labIds.map((labId) => ({ userId: input.userId, labId })),
        skipDuplicates: true,
      });
      if (!before.isLabStaff) await tx.userRole.create({ data: { userId: input.userId, role: "lab_staff" } });
    } else {
      await tx.userRole.deleteMany({ where: { userId: input.userId, role: "lab_staff" } });
    }
    return finishRoleChange(tx, actorId, "user.setLabStaff", before, {
      before: { labIds: before.isLabStaff ? [...beforeLabIds].sort() : [] },
      after: { labIds: [...labIds].sort() },
    });
  });
}

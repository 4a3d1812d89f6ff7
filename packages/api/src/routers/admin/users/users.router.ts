/** admin.users: accounts with roles and booking counts; grant and revoke the admin role; assign lab staff to labs. */
import { adminUsersListInput, setLabStaffInput, userIdInput } from "@labcompare/validators";
import { adminProcedure, router } from "../../../trpc.ts";
import { adminWrite } from "../admin-write.ts";
import * as users from "../../../admin/users.service.ts";

export const adminUsersRouter = router({
  /** Input: { q?, role? ("admin" | "lab_staff" | "patient"), page }. Output: 25 users per page, newest first, with roles and booking counts. */
  list: adminProcedure.input(adminUsersListInput).query(({ ctx, input }) => users.listUsers(ctx.db, input)),
  /** Input: { userId }. Output: the user. NOT_FOUND "User not found". Audited. */
  grantAdmin: adminWrite(userIdInput, users.grantAdmin),
  /** Input: { userId }. Output: the user. CONFLICT "You cannot remove the last admin". Audited. */
  revokeAdmin: adminWrite(userIdInput, users.revokeAdmin),
  /**
   * Input: { userId, labIds: string[] } — the labs the user works for; [] removes the lab_staff role.
   * Output: the user (isLabStaff, staffLabs). NOT_FOUND "User not found" / "Lab not found". Audited.
   */
  setLabStaff: adminWrite(setLabStaffInput, users.setLabStaff),
});

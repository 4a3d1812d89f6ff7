/** admin.audit: the audit trail of admin writes. */
import { auditListInput } from "@labcompare/validators";
import { adminProcedure, router } from "../../../trpc.ts";
import { listAuditLog } from "../../../admin/audit-log.service.ts";

export const adminAuditRouter = router({
  /** Input: { entity?, entityId?, action?, actorId?, from?, to? (Asia/Dubai days), page }. Output: 25 rows per page, newest first, with actor email. */
  list: adminProcedure.input(auditListInput).query(({ ctx, input }) => listAuditLog(ctx.db, input)),
});

/**
 * The admin users screen's data: the list filters (search, role, page; kept in the URL), the page
 * of users, and the grant / revoke admin mutations with their toasts. Revoking one's own admin role
 * also refreshes the signed-in user. `revoking` / `staffing` are the users whose dialogs are open.
 */
import { useState } from "react";
import { adminUserRoleFilters } from "@labcompare/validators/admin";
import { useMe } from "../../../lib/auth";
import { useErrorToast } from "../../../lib/hooks";
import { trpc } from "../../../trpc";
import { useListFilters } from "../components/useListFilters";
import { useAdminMutation } from "../hooks/useAdminMutation";
import { useInvalidate, type AdminUser } from "../lib";

export type RoleFilter = (typeof adminUserRoleFilters)[number];

export function useAdminUsers() {
  const { user: me } = useMe();
  const filters = useListFilters({ role: adminUserRoleFilters });
  const role = filters.values.role as RoleFilter | null;
  const [revoking, setRevoking] = useState<AdminUser | null>(null);
  const [staffing, setStaffing] = useState<AdminUser | null>(null);

  const list = trpc.admin.users.list.useQuery(
    { ...filters.input, role: role ?? undefined },
    { placeholderData: (prev) => prev },
  );
  useErrorToast(list.error, "Error fetching users");

  const utils = trpc.useUtils();
  const afterChange = useInvalidate((u) => [u.admin.users, u.admin.audit, u.admin.dashboard]);
  const grant = trpc.admin.users.grantAdmin.useMutation(
    useAdminMutation({
      success: (u) => ["Admin role granted", `${u.email} is now an admin.`],
      errorTitle: "Could not grant the admin role",
      invalidate: afterChange,
    }),
  );
  const revoke = trpc.admin.users.revokeAdmin.useMutation(
    useAdminMutation({
      success: (u) => ["Admin role revoked", `${u.email} is no longer an admin.`],
      errorTitle: "Could not revoke the admin role",
      onSuccess: () => setRevoking(null),
      onError: () => setRevoking(null),
      invalidate: (u) => {
        void afterChange();
        if (u.id === me?.id) void utils.auth.me.invalidate();
      },
    }),
  );

  return { me, filters, role, list, grant, revoke, revoking, setRevoking, staffing, setStaffing };
}

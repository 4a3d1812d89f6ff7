/**
 * /admin/users: accounts newest first with their roles and booking counts; search by email or
 * name, filter by role, 25 per page. Grant or revoke the admin role (revoking asks first; the
 * server refuses to remove the last admin and its message is shown); make a user lab staff of some
 * labs, or remove that role.
 */
import { useState } from "react";
import { Badge, Group, Select, Table, Text } from "@mantine/core";
import { IconBuildingHospital, IconShieldCheck, IconShieldOff } from "@tabler/icons-react";
import { adminUserRoleFilters } from "@labcompare/validators/admin";
import { useMe } from "../../../lib/auth";
import { useErrorToast } from "../../../lib/hooks";
import { trpc } from "../../../trpc";
import { AdminListScreen } from "../components/AdminListScreen";
import { SearchInput } from "../components/list";
import { ConfirmDialog, RowButton } from "../components/ui";
import { useListFilters } from "../components/useListFilters";
import { useAdminMutation } from "../hooks/useAdminMutation";
import { shortDate, type AdminUser } from "../lib";
import { LabStaffModal } from "./LabStaffModal";

type RoleFilter = (typeof adminUserRoleFilters)[number];

/** The admin users screen. */
export default function AdminUsersPage() {
  const { user: me } = useMe();
  const filters = useListFilters({ role: adminUserRoleFilters });
  const role = filters.values.role as RoleFilter | null;
  const [revoking, setRevoking] = useState<AdminUser | null>(null);
  const [staffing, setStaffing] = useState<AdminUser | null>(null);

  const list = trpc.admin.users.list.useQuery(
    { q: filters.debouncedQ || undefined, role: role ?? undefined, page: filters.page },
    { placeholderData: (prev) => prev },
  );
  useErrorToast(list.error, "Error fetching users");

  const utils = trpc.useUtils();
  const afterChange = () => {
    void utils.admin.users.invalidate();
    void utils.admin.audit.invalidate();
    void utils.admin.dashboard.invalidate();
  };
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
        afterChange();
        if (u.id === me?.id) void utils.auth.me.invalidate();
      },
    }),
  );

  return (
    <AdminListScreen
      title="Users"
      subtitle="Manage users and admin roles."
      filters={
        <>
          <SearchInput placeholder="Email or name" value={filters.q} onChange={filters.setQ} w={300} />
          <Select
            label="Role"
            placeholder="All users"
            data={[
              { value: "admin", label: "Admins" },
              { value: "lab_staff", label: "Lab staff" },
              { value: "patient", label: "Patients" },
            ]}
            value={role}
            onChange={filters.setter("role")}
            clearable clearButtonProps={{ "aria-label": "Clear role" }}
            w={200}
          />
        </>
      }
      minWidth={940}
      columns={["User", "Phone", "Roles", { label: "Bookings", ta: "right" }, "Joined", "Actions"]}
      pending={list.isPending}
      rows={list.data?.items}
      error="Error fetching users"
      empty="No users match."
      row={(u) => {
        const name = [u.firstName, u.lastName].filter(Boolean).join(" ");
        return (
          <Table.Tr key={u.id}>
            <Table.Td>
              <Text size="sm" fw={600}>
                {name || u.email}
                {u.id === me?.id ? " (you)" : ""}
              </Text>
              {name && (
                <Text size="sm" c="dimmed">
                  {u.email}
                </Text>
              )}
            </Table.Td>
            <Table.Td>
              <Text size="sm">{u.phone ?? "—"}</Text>
            </Table.Td>
            <Table.Td>
              <Group gap={4}>
                {u.isAdmin && (
                  <Badge color="grape" variant="light" c="grape.9" tt="none">
                    Admin
                  </Badge>
                )}
                {u.isLabStaff && (
                  <Badge color="cyan" variant="light" c="cyan.9" tt="none">
                    Lab staff
                  </Badge>
                )}
                {!u.isAdmin && !u.isLabStaff && (
                  <Badge color="gray" variant="light" c="dark.6" tt="none">
                    Patient
                  </Badge>
                )}
              </Group>
              {u.staffLabs.length > 0 && (
                <Text size="xs" c="dimmed">
                  {u.staffLabs.map((l) => l.name).join(", ")}
                </Text>
              )}
            </Table.Td>
            <Table.Td ta="right">{u.bookingCount}</Table.Td>
            <Table.Td>
              <Text size="sm">{shortDate(u.createdAt)}</Text>
            </Table.Td>
            <Table.Td>
              <Group gap="xs" wrap="nowrap">
              {u.isAdmin ? (
                <RowButton icon={IconShieldOff} variant="light" color="red" c="red.9" onClick={() => setRevoking(u)} label={`Revoke admin from ${u.email}`}>
                  Revoke admin
                </RowButton>
              ) : (
                <RowButton
                  icon={IconShieldCheck}
                  variant="light"
                  loading={grant.isPending && grant.variables?.userId === u.id}
                  onClick={() => grant.mutate({ userId: u.id })}
                  label={`Grant admin to ${u.email}`}
                >
                  Grant admin
                </RowButton>
              )}
              <RowButton icon={IconBuildingHospital} variant="default" onClick={() => setStaffing(u)} label={`Lab staff labs of ${u.email}`}>
                Lab staff
              </RowButton>
              </Group>
            </Table.Td>
          </Table.Tr>
        );
      }}
      pager={list.data && { page: filters.page, total: list.data.total, pageSize: list.data.pageSize, onChange: filters.setPage }}
    >
      <LabStaffModal user={staffing} onClose={() => setStaffing(null)} />
      <ConfirmDialog
        opened={revoking !== null}
        title="Revoke admin role?"
        message={
          revoking?.id === me?.id
            ? "You are removing your own admin role. You will lose access to the admin console."
            : `${revoking?.email} will no longer be able to use the admin console.`
        }
        confirmLabel="Revoke admin"
        loading={revoke.isPending}
        onConfirm={() => revoking && revoke.mutate({ userId: revoking.id })}
        onClose={() => setRevoking(null)}
      />
    </AdminListScreen>
  );
}

/**
 * /admin/users: accounts newest first with their roles and booking counts; search by email or
 * name, filter by role, 25 per page. Grant or revoke the admin role (revoking asks first; the
 * server refuses to remove the last admin and its message is shown); make a user lab staff of some
 * labs, or remove that role. Data and mutations: useAdminUsers; one row: UserRow.
 */
import { AdminListScreen } from "../components/AdminListScreen";
import { FilterSelect, SearchInput } from "../components/filters";
import { ConfirmDialog } from "../components/ui";
import { LabStaffModal } from "./LabStaffModal";
import { useAdminUsers } from "./useAdminUsers";
import { UserRow } from "./UserRow";
import { isPendingFor } from "../../../lib/mutations";

/** The admin users screen. */
export default function AdminUsersPage() {
  const { me, filters, role, list, grant, revoke, revoking, setRevoking, staffing, setStaffing } =
    useAdminUsers();

  return (
    <AdminListScreen
      title="Users"
      subtitle="Manage users and admin roles."
      filters={
        <>
          <SearchInput placeholder="Email or name" value={filters.q} onChange={filters.setQ} w={300} />
          <FilterSelect
            label="Role"
            placeholder="All users"
            data={[
              { value: "admin", label: "Admins" },
              { value: "lab_staff", label: "Lab staff" },
              { value: "patient", label: "Patients" },
            ]}
            value={role}
            onChange={filters.setter("role")}
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
      row={(u) => (
        <UserRow
          key={u.id}
          user={u}
          me={me?.id}
          granting={isPendingFor(grant, { userId: u.id })}
          onGrant={() => grant.mutate({ userId: u.id })}
          onRevoke={() => setRevoking(u)}
          onStaff={() => setStaffing(u)}
        />
      )}
      pager={filters.pager(list.data)}
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

/**
 * /admin/users: accounts newest first with their roles and booking counts; search by email or
 * name, filter by role, 25 per page. Grant or revoke the admin role (revoking asks first; the
 * server refuses to remove the last admin and its message is shown).
 */
import { useState } from "react";
import { Badge, Button, Card, Group, Select, Stack, Table, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch, IconShieldCheck, IconShieldOff } from "@tabler/icons-react";
import { adminUserRoleFilters } from "@labcompare/validators/admin";
import { useMe } from "../../lib/auth";
import { useErrorToast } from "../../lib/hooks";
import { notifySuccess } from "../../lib/notify";
import { trpc } from "../../trpc";
import { ConfirmDialog, ListPager, PageHeader, TableMessage } from "../components/ui";
import { shortDate, toastError, type AdminUser } from "../lib";

type RoleFilter = (typeof adminUserRoleFilters)[number];

/** The admin users screen. */
export default function UsersPage() {
  const { user: me } = useMe();
  const [q, setQ] = useState("");
  const [debouncedQ] = useDebouncedValue(q.trim(), 300);
  const [role, setRole] = useState<RoleFilter | null>(null);
  const [page, setPage] = useState(1);
  const [revoking, setRevoking] = useState<AdminUser | null>(null);

  const list = trpc.admin.users.list.useQuery(
    { q: debouncedQ || undefined, role: role ?? undefined, page },
    { placeholderData: (prev) => prev },
  );
  useErrorToast(list.error, "Error fetching users");

  const utils = trpc.useUtils();
  const afterChange = () => {
    void utils.admin.users.invalidate();
    void utils.admin.audit.invalidate();
    void utils.admin.dashboard.invalidate();
  };
  const grant = trpc.admin.users.grantAdmin.useMutation({
    onSuccess: (u) => {
      notifySuccess("Admin role granted", `${u.email} is now an admin.`);
      afterChange();
    },
    onError: (error) => toastError("Could not grant the admin role", error),
  });
  const revoke = trpc.admin.users.revokeAdmin.useMutation({
    onSuccess: (u) => {
      notifySuccess("Admin role revoked", `${u.email} is no longer an admin.`);
      setRevoking(null);
      afterChange();
      if (u.id === me?.id) void utils.auth.me.invalidate();
    },
    onError: (error) => {
      setRevoking(null);
      toastError("Could not revoke the admin role", error);
    },
  });

  return (
    <Stack gap="lg">
      <PageHeader title="Users" subtitle="Manage users and admin roles." />
      <Card shadow="xs" padding="md">
        <Group align="flex-end" gap="md" wrap="wrap">
          <TextInput
            label="Search"
            placeholder="Email or name"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={q}
            onChange={(e) => {
              setQ(e.currentTarget.value);
              setPage(1);
            }}
            w={300}
          />
          <Select
            label="Role"
            placeholder="All users"
            data={[
              { value: "admin", label: "Admins" },
              { value: "patient", label: "Patients" },
            ]}
            value={role}
            onChange={(v) => {
              setRole(v as RoleFilter | null);
              setPage(1);
            }}
            clearable clearButtonProps={{ "aria-label": "Clear role" }}
            w={200}
          />
        </Group>
      </Card>

      <Card shadow="xs" padding={0}>
        <Table.ScrollContainer minWidth={820}>
          <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>User</Table.Th>
                <Table.Th>Phone</Table.Th>
                <Table.Th>Roles</Table.Th>
                <Table.Th ta="right">Bookings</Table.Th>
                <Table.Th>Joined</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.isPending ? (
                <TableMessage colSpan={6} status>
                  Loading...
                </TableMessage>
              ) : !list.data ? (
                <TableMessage colSpan={6}>Error fetching users</TableMessage>
              ) : list.data.items.length === 0 ? (
                <TableMessage colSpan={6}>No users match.</TableMessage>
              ) : (
                list.data.items.map((u) => {
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
                          {u.isAdmin ? (
                            <Badge color="grape" variant="light" c="grape.9" tt="none">
                              Admin
                            </Badge>
                          ) : (
                            <Badge color="gray" variant="light" c="dark.6" tt="none">
                              Patient
                            </Badge>
                          )}
                        </Group>
                      </Table.Td>
                      <Table.Td ta="right">{u.bookingCount}</Table.Td>
                      <Table.Td>
                        <Text size="sm">{shortDate(u.createdAt)}</Text>
                      </Table.Td>
                      <Table.Td>
                        {u.isAdmin ? (
                          <Button
                            size="xs"
                            variant="light"
                            color="red"
                            c="red.9"
                            leftSection={<IconShieldOff size={14} aria-hidden />}
                            onClick={() => setRevoking(u)}
                            aria-label={`Revoke admin from ${u.email}`}
                          >
                            Revoke admin
                          </Button>
                        ) : (
                          <Button
                            size="xs"
                            variant="light"
                            leftSection={<IconShieldCheck size={14} aria-hidden />}
                            loading={grant.isPending && grant.variables?.userId === u.id}
                            onClick={() => grant.mutate({ userId: u.id })}
                            aria-label={`Grant admin to ${u.email}`}
                          >
                            Grant admin
                          </Button>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  );
                })
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
      {list.data && <ListPager page={page} total={list.data.total} pageSize={list.data.pageSize} onChange={setPage} />}

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
    </Stack>
  );
}

/**
 * One row of the admin users table: name (with "(you)") and email, phone, role badges with the labs
 * of lab staff, booking count, join date, and the actions (grant or revoke admin, lab staff labs).
 * Props: `user`, `me` (the signed-in user's id), `granting` (a grant of this user is in flight),
 * `onGrant`, `onRevoke`, `onStaff`.
 */
import { Badge, Group, Table, Text } from "@mantine/core";
import { IconBuildingHospital, IconShieldCheck, IconShieldOff } from "@tabler/icons-react";
import { TextCell } from "../components/cells";
import { RowButton } from "../components/ui";
import { shortDate, type AdminUser } from "../lib";

export interface UserRowProps {
  user: AdminUser;
  me: string | undefined;
  granting: boolean;
  onGrant: () => void;
  onRevoke: () => void;
  onStaff: () => void;
}

/** "First Last" from the parts present; empty when the user gave no name. */
function userDisplayName(user: { firstName: string | null; lastName: string | null }): string {
  return [user.firstName, user.lastName].filter(Boolean).join(" ");
}

export function UserRow({ user: u, me, granting, onGrant, onRevoke, onStaff }: UserRowProps) {
  const name = userDisplayName(u);
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" fw={600}>
          {name || u.email}
          {u.id === me ? " (you)" : ""}
        </Text>
        {name && (
          <Text size="sm" c="dimmed">
            {u.email}
          </Text>
        )}
      </Table.Td>
      <TextCell>{u.phone ?? "—"}</TextCell>
      <Table.Td>
        <RoleBadges user={u} />
        {u.staffLabs.length > 0 && (
          <Text size="xs" c="dimmed">
            {u.staffLabs.map((l) => l.name).join(", ")}
          </Text>
        )}
      </Table.Td>
      <Table.Td ta="right">{u.bookingCount}</Table.Td>
      <TextCell>{shortDate(u.createdAt)}</TextCell>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <AdminRoleButton user={u} granting={granting} onGrant={onGrant} onRevoke={onRevoke} />
          <RowButton
            icon={IconBuildingHospital}
            variant="default"
            onClick={onStaff}
            label={`Lab staff labs of ${u.email}`}
          >
            Lab staff
          </RowButton>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** "Revoke admin" (red) for an admin, else "Grant admin" (loading while `granting`); named after the user's email. */
function AdminRoleButton({
  user: { email, isAdmin },
  granting,
  onGrant,
  onRevoke,
}: Pick<UserRowProps, "user" | "granting" | "onGrant" | "onRevoke">) {
  if (isAdmin) {
    return (
      <RowButton
        icon={IconShieldOff}
        variant="light"
        color="red"
        c="red.9"
        onClick={onRevoke}
        label={`Revoke admin from ${email}`}
      >
        Revoke admin
      </RowButton>
    );
  }
  return (
    <RowButton
      icon={IconShieldCheck}
      variant="light"
      loading={granting}
      onClick={onGrant}
      label={`Grant admin to ${email}`}
    >
      Grant admin
    </RowButton>
  );
}

/** Admin and / or Lab staff badges; Patient when neither. */
function RoleBadges({ user: u }: { user: Pick<AdminUser, "isAdmin" | "isLabStaff"> }) {
  return (
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
  );
}

/**
 * Makes a user lab staff of one or more labs (they then see Bookings and Day view of those labs
 * only), changes their labs, or removes the role (an empty list).
 */
import { useState } from "react";
import { Button, Group, MultiSelect, Stack, Text } from "@mantine/core";
import { trpc } from "../../../trpc";
import { useAllLabs } from "../components/pickers";
import { AdminModal } from "../components/ui";
import { useAdminMutation } from "../hooks/useAdminMutation";
import { useInvalidate, type AdminUser } from "../lib";

export function LabStaffModal({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  return (
    <AdminModal
      opened={user !== null}
      onClose={onClose}
      title={user ? `Lab staff: ${user.email}` : ""}
      centered
      size="md"
    >
      {user && <LabStaffForm key={user.id} user={user} onClose={onClose} />}
    </AdminModal>
  );
}

function LabStaffForm({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const { labs, isPending } = useAllLabs();
  const [labIds, setLabIds] = useState<string[]>(user.staffLabs.map((l) => l.id));
  const save = trpc.admin.users.setLabStaff.useMutation(
    useAdminMutation({
      success: (u) =>
        u.isLabStaff
          ? ["Lab staff updated", `${u.email} works for ${u.staffLabs.map((l) => l.name).join(", ")}.`]
          : ["Lab staff role removed", `${u.email} is no longer lab staff.`],
      errorTitle: "Could not update lab staff",
      onSuccess: onClose,
      invalidate: useInvalidate((u) => [u.admin.users, u.admin.audit]),
    }),
  );
  return (
    <Stack gap="md">
      <Text size="sm">Lab staff see and manage the bookings and day view of their labs only.</Text>
      <MultiSelect
        label="Labs"
        placeholder={isPending ? "Loading labs..." : "Choose labs"}
        data={labs.map((l) => ({
          value: l.id,
          label: `${l.name} — ${l.emirate}${l.active ? "" : " (inactive)"}`,
        }))}
        value={labIds}
        onChange={setLabIds}
        searchable
        clearable
        nothingFoundMessage="No lab matches"
        data-autofocus
      />
      <Group justify="space-between">
        {user.isLabStaff ? (
          <Button
            variant="subtle"
            color="red"
            c="red.9"
            disabled={save.isPending}
            onClick={() => save.mutate({ userId: user.id, labIds: [] })}
          >
            Remove lab staff role
          </Button>
        ) : (
          <span />
        )}
        <Group gap="sm">
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button loading={save.isPending} onClick={() => save.mutate({ userId: user.id, labIds })}>
            Save
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}

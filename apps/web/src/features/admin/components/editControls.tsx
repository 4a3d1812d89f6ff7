/** Creating and editing from the admin list screens: the "New …" button, the create/edit modal and the form's buttons. */
import { Button, Group } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { AdminModal } from "./ui";

/** The "New …" button in a list screen's header. */
export function NewButton({ onClick, children }: { onClick: () => void; children: React.ReactNode }) {
  return (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onClick}>
      {children}
    </Button>
  );
}

/** The large create/edit modal: "New <noun>" or "Edit <noun>"; `children` renders the form (null item: create). */
export function EditModal<T>({
  editing,
  noun,
  size = "lg",
  onClose,
  children,
}: {
  editing: T | "new" | null;
  noun: string;
  /** Mantine modal size (default "lg"). */
  size?: string;
  onClose: () => void;
  children: (item: T | null) => React.ReactNode;
}) {
  return (
    <AdminModal
      opened={editing !== null}
      onClose={onClose}
      title={editing === "new" ? `New ${noun}` : `Edit ${noun}`}
      size={size}
    >
      {editing !== null && children(editing === "new" ? null : editing)}
    </AdminModal>
  );
}

/** "Cancel" and the submit button at the bottom of a create/edit form. */
export function FormButtons({
  onCancel,
  saving,
  submitLabel,
}: {
  onCancel: () => void;
  saving: boolean;
  submitLabel: string;
}) {
  return (
    <Group justify="flex-end" mt="sm">
      <Button variant="default" onClick={onCancel} disabled={saving}>
        Cancel
      </Button>
      <Button type="submit" loading={saving}>
        {submitLabel}
      </Button>
    </Group>
  );
}

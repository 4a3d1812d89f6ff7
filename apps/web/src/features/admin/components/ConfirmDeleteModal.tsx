/** The "Delete …?" confirmation of an admin list: confirming runs the delete mutation with the row's id. */
import { ConfirmDialog } from "./ui";

/** The row a delete confirmation asks about and its delete: useDeleteRow's `confirmProps`. */
export interface ConfirmDeleteTarget<T extends { id: string }> {
  /** The row to delete; null keeps the dialog closed. */
  item: T | null;
  mutation: { isPending: boolean; mutate: (input: { id: string }) => void };
  onClose: () => void;
}

/** A ConfirmDialog wired to a `{ id }` delete mutation. */
export function ConfirmDeleteModal<T extends { id: string }>({
  item,
  title,
  message,
  mutation,
  onClose,
}: ConfirmDeleteTarget<T> & { title: string; message: string }) {
  return (
    <ConfirmDialog
      opened={item !== null}
      title={title}
      message={message}
      loading={mutation.isPending}
      onConfirm={() => item && mutation.mutate({ id: item.id })}
      onClose={onClose}
    />
  );
}

/** The two modals of an admin catalogue list: create/edit a row, and confirm a row's delete. */
import { ConfirmDeleteModal } from "./ConfirmDeleteModal";
import { EditModal } from "./list";

/**
 * "New <noun>" / "Edit <noun>" (EditModal, `size` default "lg") drawing `form` for the row being
 * edited (null: a new one), and "Delete <noun>?" wired to `remove` (from useDeleteRow) with
 * `message` about the row being deleted.
 */
export function EditDeleteModals<T extends { id: string }>({
  noun,
  editing,
  onClose,
  size,
  form,
  remove,
  message,
}: {
  noun: string;
  editing: T | "new" | null;
  onClose: () => void;
  size?: string;
  form: (item: T | null) => React.ReactNode;
  /** useDeleteRow's result. */
  remove: {
    confirmProps: {
      item: T | null;
      mutation: { isPending: boolean; mutate: (input: { id: string }) => void };
      onClose: () => void;
    };
  };
  message: string;
}) {
  return (
    <>
      <EditModal editing={editing} noun={noun} size={size} onClose={onClose}>
        {form}
      </EditModal>
      <ConfirmDeleteModal {...remove.confirmProps} title={`Delete ${noun}?`} message={message} />
    </>
  );
}

/** The two modals of an admin catalogue list: create/edit a row, and confirm a row's delete. */
import { ConfirmDeleteModal, type ConfirmDeleteTarget } from "./ConfirmDeleteModal";
import { EditModal } from "./editControls";

/** The list state the modals follow: the row being edited, closing its modal, and useDeleteRow's result. */
export interface EditDeleteState<T extends { id: string }> {
  /** The row being edited, "new", or null (closed). */
  editing: T | "new" | null;
  close: () => void;
  /** useDeleteRow's result. */
  remove: { confirmProps: ConfirmDeleteTarget<T> };
}

/**
 * "New <noun>" / "Edit <noun>" (EditModal, `size` default "lg") drawing `form` for the row being
 * edited (null: a new one), and "Delete <noun>?" with `message` about the row being deleted; both
 * follow `state` (e.g. useCatalogRowActions' result).
 */
export function EditDeleteModals<T extends { id: string }>({
  noun,
  state,
  size,
  form,
  message,
}: {
  noun: string;
  state: EditDeleteState<T>;
  size?: string;
  form: (item: T | null) => React.ReactNode;
  message: string;
}) {
  return (
    <>
      <EditModal editing={state.editing} noun={noun} size={size} onClose={state.close}>
        {form}
      </EditModal>
      <ConfirmDeleteModal {...state.remove.confirmProps} title={`Delete ${noun}?`} message={message} />
    </>
  );
}

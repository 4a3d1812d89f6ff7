/**
 * The row actions of the admin catalogue lists (tests, categories, labs, resources, blog posts): the
 * active switch and delete-after-confirmation, with their toasts, and the row open in the
 * create/edit modal. Each takes the list's tRPC mutation procedure (`trpc.admin.tests.delete`, …);
 * useCatalogRowActions puts the three together for a catalogue list.
 */
import { useState } from "react";
import { capitalise } from "@labcompare/domain/format";
import { useAdminMutation, type AdminMutationOptions } from "../hooks/useAdminMutation";
import { useInvalidateCatalog } from "../lib";
import { isPendingFor } from "../../../lib/mutations";

/** A tRPC mutation as the lists use it. */
export interface RowMutation<TInput> {
  isPending: boolean;
  variables?: TInput;
  mutate(input: TInput): void;
}

/** A tRPC mutation procedure (`trpc.admin.<area>.<name>`) as the lists call it. */
export interface MutationProcedure<TInput, TData> {
  useMutation(options: {
    onSuccess: (data: TData) => void;
    onError: (error: unknown) => void;
  }): RowMutation<TInput>;
}

/** The switch's props for a row (see ActiveSwitch). */
export interface ActiveSwitchProps {
  name: string;
  active: boolean;
  disabled: boolean;
  onChange: (active: boolean) => void;
}

/**
 * The active switch of a catalogue row: "<Noun> activated" / "<Noun> deactivated" with "<name> is
 * now shown to / hidden from patients.", "Could not update the <noun>" with the server's message on
 * error; `invalidate` runs after success. Returns the props of a row's ActiveSwitch.
 */
export function useActiveSwitch(
  procedure: MutationProcedure<{ id: string; active: boolean }, { name: string; active: boolean }>,
  noun: string,
  invalidate: () => unknown,
): (row: { id: string; name: string; active: boolean }) => ActiveSwitchProps {
  const Noun = capitalise(noun);
  const setActive = procedure.useMutation(
    useAdminMutation({
      success: (row) => [
        row.active ? `${Noun} activated` : `${Noun} deactivated`,
        `${row.name} is now ${row.active ? "shown to" : "hidden from"} patients.`,
      ],
      errorTitle: `Could not update the ${noun}`,
      invalidate,
    }),
  );
  return (row) => ({
    name: row.name,
    active: row.active,
    disabled: isPendingFor(setActive, { id: row.id }),
    onChange: (active) => setActive.mutate({ id: row.id, active }),
  });
}

/** The toasts and handlers of a delete; by default "<Noun> deleted" / "<name> has been deleted." and "Could not delete the <noun>". */
export type DeleteOptions<TData> = Partial<
  Pick<AdminMutationOptions<TData>, "success" | "errorTitle" | "errorMessage" | "onSuccess">
> & {
  /** Closes the confirmation on error too (default: it stays open). */
  closeOnError?: boolean;
  invalidate: () => unknown;
};

/**
 * Delete after confirmation: `deleting` is the row the confirmation asks about (null: closed);
 * `confirmProps` wires ConfirmDeleteModal to it. A success closes the confirmation.
 */
export function useDeleteRow<Row extends { id: string }, TData>(
  procedure: MutationProcedure<{ id: string }, TData>,
  noun: string,
  name: (row: Row) => string,
  { success, errorTitle, errorMessage, onSuccess, closeOnError, invalidate }: DeleteOptions<TData>,
) {
  const [deleting, setDeleting] = useState<Row | null>(null);
  const remove = procedure.useMutation(
    useAdminMutation({
      success:
        success ??
        (() => [
          `${capitalise(noun)} deleted`,
          `${deleting ? name(deleting) : `The ${noun}`} has been deleted.`,
        ]),
      errorTitle: errorTitle ?? `Could not delete the ${noun}`,
      errorMessage,
      onSuccess: (data) => {
        onSuccess?.(data);
        setDeleting(null);
      },
      onError: closeOnError ? () => setDeleting(null) : undefined,
      invalidate,
    }),
  );
  return {
    deleting,
    /** Opens the confirmation for a row. */
    confirm: setDeleting,
    confirmProps: { item: deleting, mutation: remove, onClose: () => setDeleting(null) },
  };
}

/** The row open in the create/edit modal: a row, "new", or null (closed). */
export function useEditing<Row>() {
  const [editing, setEditing] = useState<Row | "new" | null>(null);
  return { editing, edit: setEditing, close: () => setEditing(null) };
}

/**
 * The row actions of a catalogue list (tests, labs, categories) through `procedures`
 * (`trpc.admin.tests`, …): the row open in the create/edit modal (`editing`, `edit`, `close`), the
 * active switch (`activeSwitch`, see useActiveSwitch) and delete after confirmation (`remove`, see
 * useDeleteRow, naming the row by its name); each write refetches the catalogue.
 */
export function useCatalogRowActions<Row extends { id: string; name: string }>(
  procedures: {
    setActive: MutationProcedure<{ id: string; active: boolean }, { name: string; active: boolean }>;
    delete: MutationProcedure<{ id: string }, unknown>;
  },
  noun: string,
) {
  const invalidate = useInvalidateCatalog();
  const activeSwitch = useActiveSwitch(procedures.setActive, noun, invalidate);
  const remove = useDeleteRow(procedures.delete, noun, (row: Row) => row.name, { invalidate });
  return { ...useEditing<Row>(), activeSwitch, remove };
}

/** useCatalogRowActions' result. */
export type CatalogRowActions<Row extends { id: string; name: string }> = ReturnType<
  typeof useCatalogRowActions<Row>
>;

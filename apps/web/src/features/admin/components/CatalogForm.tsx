/**
 * The one way an admin create/edit form is built: `useRecordForm` holds the Mantine form, validated
 * with the shared schema, and its create and update mutations (`useCatalogForm` for a test, lab or
 * category); `AdminFormFrame` is the `<form>` with its Cancel and submit buttons.
 */
import { Badge, Group, Stack } from "@mantine/core";
import { useForm, type FormValidateInput } from "@mantine/form";
import { zod4Resolver } from "mantine-form-zod-resolver";
import type { z } from "zod";
import { capitalise } from "@labcompare/domain/format";
import { useFormMutation } from "../hooks/useAdminMutation";
import { useInvalidateCatalog } from "../lib";
import { FormButtons } from "./editControls";
import { ActiveBadge } from "./ui";

/** A controlled Mantine form starting at `initialValues`, validated with `schema` (the first message per field). */
export function useAdminForm<V extends Record<string, unknown>>(schema: z.ZodType, initialValues: V) {
  return useForm<V>({
    mode: "controlled",
    initialValues,
    validate: zod4Resolver(schema, { errorPriority: "first" }) as FormValidateInput<V>,
  });
}

type Handlers<S> = ReturnType<typeof useFormMutation<S>>;
interface Mutation<I> {
  mutate: (input: I) => void;
  isPending: boolean;
}

/** The create and update procedures of one admin router (e.g. `trpc.admin.tests`); `S`: what a save returns. */
export interface RecordProcedures<P, U, S> {
  create: { useMutation: (handlers: Handlers<S>) => Mutation<P> };
  update: { useMutation: (handlers: Handlers<S>) => Mutation<U & { id: string }> };
}

/** The message of a record's save toast: "<name> has been saved.". */
export const savedName = (saved: { name: string }) => `${saved.name} has been saved.`;

/**
 * The form of a new record (`record` null) or of `record`: the values parsed with `schema` are
 * created, or updated by id (`toUpdate` picks what an update sends; default all). `noun` ("test")
 * names the record in the toasts ("Test updated" / `savedMessage`, "Could not create the test") and
 * the submit button ("Create test"); after a save `onDone` runs (it also runs on Cancel) and
 * `invalidate` refetches; `onInvalid` runs when a submit fails validation. Returns the form and
 * AdminFormFrame's props.
 */
export function useRecordForm<V extends Record<string, unknown>, P, U = P, S = unknown>({
  procedures,
  schema,
  record,
  noun,
  onDone,
  initialValues,
  invalidate,
  savedMessage,
  toUpdate = (parsed) => parsed as unknown as U,
  onInvalid,
}: {
  procedures: RecordProcedures<P, U, S>;
  schema: z.ZodType<P>;
  record: { id: string } | null;
  noun: string;
  onDone: () => void;
  initialValues: V;
  invalidate: () => unknown;
  savedMessage: (saved: S) => string;
  toUpdate?: (parsed: P) => U;
  onInvalid?: () => void;
}) {
  const form = useAdminForm(schema, initialValues);
  const action = record ? "update" : "create";
  const handlers = useFormMutation(form, {
    success: (saved: S) => [`${capitalise(noun)} ${action}d`, savedMessage(saved)],
    errorTitle: `Could not ${action} the ${noun}`,
    onSuccess: onDone,
    invalidate,
  });
  const create = procedures.create.useMutation(handlers);
  const update = procedures.update.useMutation(handlers);
  const frame = {
    onSubmit: form.onSubmit((values) => {
      const parsed = schema.parse(values);
      if (record) update.mutate({ ...toUpdate(parsed), id: record.id });
      else create.mutate(parsed);
    }, onInvalid),
    onCancel: onDone,
    saving: create.isPending || update.isPending,
    submitLabel: record ? "Save changes" : `Create ${noun}`,
  };
  return { form, frame };
}

/**
 * useRecordForm for a test, lab or category: "<name> has been saved.", the catalogue refetched, and
 * an update leaves out `active` (which the list's switch changes).
 */
export function useCatalogForm<V extends Record<string, unknown>, P extends { active: boolean }>(
  options: Omit<
    Parameters<typeof useRecordForm<V, P, Omit<P, "active">, { name: string }>>[0],
    "invalidate" | "savedMessage" | "toUpdate"
  >,
) {
  return useRecordForm({
    ...options,
    invalidate: useInvalidateCatalog(),
    savedMessage: savedName,
    toUpdate: ({ active, ...fields }) => fields,
  });
}

/**
 * An admin create/edit `<form>` (browser validation off: the schema's messages show instead): the
 * fields (`children`, `gap` apart) then Cancel (`onCancel`) and the submit button (`submitLabel`,
 * loading while `saving`). Other props (e.g. `data-*`) go onto the `<form>`.
 */
export function AdminFormFrame({
  onSubmit,
  onCancel,
  saving,
  submitLabel,
  gap = "sm",
  children,
  ...rest
}: {
  onSubmit: (event?: React.FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
  saving: boolean;
  submitLabel: string;
  gap?: "sm" | "md";
  children: React.ReactNode;
} & Omit<React.ComponentProps<"form">, "onSubmit" | "children">) {
  return (
    <form noValidate onSubmit={onSubmit} {...rest}>
      <Stack gap={gap}>
        {children}
        <FormButtons onCancel={onCancel} saving={saving} submitLabel={submitLabel} />
      </Stack>
    </form>
  );
}

/** An existing record's state: active or inactive, and how many offers and bookings use it. */
export function UsageBadges({
  record,
}: {
  record: { active: boolean; offerCount: number; bookingCount: number };
}) {
  return (
    <Group gap="xs">
      <ActiveBadge active={record.active} />
      <Badge variant="outline" color="gray" c="dark.6" tt="none">
        {record.offerCount} offers · {record.bookingCount} bookings
      </Badge>
    </Group>
  );
}

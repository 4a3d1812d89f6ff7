/**
 * The one way an admin create/edit form of a catalogue record (test, lab, category) is built:
 * `useCatalogForm` holds the Mantine form, validated with the shared schema, and its create and
 * update mutations; `AdminFormFrame` is the `<form>` with its Cancel and submit buttons.
 */
import { Badge, Group, Stack } from "@mantine/core";
import { useForm, type FormValidateInput } from "@mantine/form";
import { zod4Resolver } from "mantine-form-zod-resolver";
import type { z } from "zod";
import { useCatalogFormMutation } from "../hooks/useAdminMutation";
import { createOrUpdate, FormButtons } from "./list";
import { ActiveBadge } from "./ui";

/** A controlled Mantine form starting at `initialValues`, validated with `schema` (the first message per field). */
export function useAdminForm<V extends Record<string, unknown>>(schema: z.ZodType, initialValues: V) {
  return useForm<V>({
    mode: "controlled",
    initialValues,
    validate: zod4Resolver(schema, { errorPriority: "first" }) as FormValidateInput<V>,
  });
}

type Handlers = ReturnType<typeof useCatalogFormMutation>;
interface Mutation<I> {
  mutate: (input: I) => void;
  isPending: boolean;
}

/** The create and update procedures of one admin catalogue router (e.g. `trpc.admin.tests`). */
export interface CatalogProcedures<P extends { active: boolean }> {
  create: { useMutation: (handlers: Handlers) => Mutation<P> };
  update: { useMutation: (handlers: Handlers) => Mutation<Omit<P, "active"> & { id: string }> };
}

/**
 * The form of a new record (`record` null) or of `record`: the values parsed with `schema` are
 * created, or updated without `active` (which the list's buttons change). `noun` ("test") names
 * the record in the toasts ("Test updated", "Could not create the test") and the submit button
 * ("Create test"). `onDone` runs after a save (and on Cancel). Returns the form and the frame's props.
 */
export function useCatalogForm<V extends Record<string, unknown>, P extends { active: boolean }>({
  procedures,
  schema,
  record,
  noun,
  onDone,
  initialValues,
  onInvalid,
}: {
  procedures: CatalogProcedures<P>;
  schema: z.ZodType<P>;
  record: { id: string } | null;
  noun: string;
  onDone: () => void;
  initialValues: V;
  /** Runs when a submit fails validation. */
  onInvalid?: () => void;
}) {
  const form = useAdminForm(schema, initialValues);
  const handlers = useCatalogFormMutation(form, onDone, noun, record !== null);
  const create = procedures.create.useMutation(handlers);
  const update = procedures.update.useMutation(handlers);
  const frame = {
    onSubmit: form.onSubmit(
      (values) => createOrUpdate(schema.parse(values), record?.id, create.mutate, update.mutate),
      onInvalid,
    ),
    onCancel: onDone,
    saving: create.isPending || update.isPending,
    submitLabel: record ? "Save changes" : `Create ${noun}`,
  };
  return { form, frame };
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

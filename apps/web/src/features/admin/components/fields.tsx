/**
 * Rows the admin create/edit forms share, each bound to fields of a Mantine form (`form`, e.g.
 * useAdminForm's): names in English and Arabic, a slug, English/Arabic textareas, text fields drawn
 * from a list, whole numbers, checkboxes and the "Active" checkbox of a new record (alone or beside
 * a flag of the record).
 */
import {
  Checkbox,
  Group,
  NumberInput,
  Textarea,
  TextInput,
  type CheckboxProps,
  type NumberInputProps,
  type TextareaProps,
  type TextInputProps,
} from "@mantine/core";
import type { GetInputPropsReturnType } from "@mantine/form";

/** A Mantine form as these rows use it: the input props of its fields `K`. */
export interface FormWith<K extends string> {
  getInputProps(path: K, options?: { type?: "input" | "checkbox" }): GetInputPropsReturnType;
}

/**
 * "Name" (required) and "Name (Arabic)" (right to left, `arabicHint` under its label), bound to
 * `name` and `nameAr`.
 */
export function NameFields({ form, arabicHint }: { form: FormWith<"name" | "nameAr">; arabicHint: string }) {
  return (
    <>
      <TextInput label="Name" required {...form.getInputProps("name")} />
      <TextInput
        label="Name (Arabic)"
        description={arabicHint}
        dir="rtl"
        lang="ar"
        {...form.getInputProps("nameAr")}
      />
    </>
  );
}

/** "Slug" with `hint` under it (default: it is made from the name when left empty), bound to `slug`. */
export function SlugInput({
  form,
  hint = "Leave empty to make one from the name",
}: {
  form: FormWith<"slug">;
  hint?: string;
}) {
  return <TextInput label="Slug" description={hint} {...form.getInputProps("slug")} />;
}

/**
 * Two growing textareas of `rows` (min, max) lines: `label` bound to `field`, and "`label` (Arabic)",
 * right to left, bound to `field` + "Ar" (e.g. `description` and `descriptionAr`).
 */
export function BilingualTextareas<K extends string>({
  form,
  field,
  label,
  rows: [minRows, maxRows],
}: {
  form: FormWith<K | `${K}Ar`>;
  field: K;
  label: string;
  rows: [number, number];
}) {
  const size = { autosize: true, minRows, maxRows };
  return (
    <>
      <Textarea label={label} {...size} {...form.getInputProps(field)} />
      <Textarea
        label={`${label} (Arabic)`}
        dir="rtl"
        lang="ar"
        {...size}
        {...form.getInputProps(`${field}Ar`)}
      />
    </>
  );
}

/**
 * A text field of TextFields: its form `field` and the props of a TextInput (label, description,
 * placeholder, required, type…), or with `minRows` those of a growing Textarea.
 */
export type TextField<K extends string> =
  ({ field: K; minRows?: undefined } & TextInputProps) | ({ field: K; minRows: number } & TextareaProps);

/** One TextInput (or growing Textarea, for an entry with `minRows`) per entry of `fields`, in order. */
export function TextFields<K extends string>({
  form,
  fields,
}: {
  form: FormWith<K>;
  fields: readonly TextField<K>[];
}) {
  return fields.map(({ field, ...props }) =>
    props.minRows === undefined ? (
      <TextInput key={field} {...(props as TextInputProps)} {...form.getInputProps(field)} />
    ) : (
      <Textarea key={field} autosize {...(props as TextareaProps)} {...form.getInputProps(field)} />
    ),
  );
}

/**
 * What a Mantine NumberInput holds: a number, or "" once emptied (the shared schema then refuses it,
 * or the form reads it as none). A form's number fields are typed with it so that "" is accepted.
 */
export type NumberInputValue = number | string;

/** `value` as a NumberInput's starting value: the number, or "" (empty) for null or undefined. */
export function numberInputValue(value: number | null | undefined): NumberInputValue {
  return value ?? "";
}

/** An AED amount (the API's decimal string) as a NumberInput's starting value: its number, or "" when there is none. */
export function aedInputValue(aed: string | null | undefined): NumberInputValue {
  return aed ? Number(aed) : "";
}

/** A whole-number input's field, label, bounds, optional hint and whether it is required. */
export interface WholeNumberField<K extends string> {
  field: K;
  label: string;
  min: number;
  max: number;
  description?: string;
  required?: boolean;
}

/** A NumberInput of whole numbers from `min` to `max` bound to `field`; `maw` limits its width. */
export function WholeNumberInput<K extends string>({
  form,
  field,
  ...props
}: WholeNumberField<K> & { form: FormWith<K>; maw?: NumberInputProps["maw"] }) {
  return <NumberInput allowDecimal={false} {...props} {...form.getInputProps(field)} />;
}

/** One WholeNumberInput per entry of `fields`, in order. */
export function WholeNumberInputs<K extends string>({
  form,
  fields,
}: {
  form: FormWith<K>;
  fields: readonly WholeNumberField<K>[];
}) {
  return fields.map((f) => <WholeNumberInput key={f.field} form={form} {...f} />);
}

/** A Checkbox bound to the true/false `field`; other props (label, description…) go to the Checkbox. */
export function CheckboxField<K extends string>({
  form,
  field,
  ...props
}: Omit<CheckboxProps, "form"> & { form: FormWith<K>; field: K }) {
  return <Checkbox {...props} {...form.getInputProps(field, { type: "checkbox" })} />;
}

/** The "Active (shown to patients)" checkbox (or `label`), bound to `active`. */
export function ActiveCheckbox({
  form,
  label = "Active (shown to patients)",
}: {
  form: FormWith<"active">;
  label?: string;
}) {
  return <CheckboxField form={form} field="active" label={label} />;
}

/**
 * A row of the record's own true/false `field` (`label`) and, for a new record (`isNew`), the
 * "Active" checkbox.
 */
export function FlagRow<K extends string>({
  form,
  field,
  label,
  isNew,
}: {
  form: FormWith<K | "active">;
  field: K;
  label: string;
  isNew: boolean;
}) {
  return (
    <Group gap="lg">
      <CheckboxField form={form} field={field} label={label} />
      {isNew && <ActiveCheckbox form={form} />}
    </Group>
  );
}

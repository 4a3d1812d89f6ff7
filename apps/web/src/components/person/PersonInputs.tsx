/**
 * The inputs of a person's date of birth, sex and relation, shared by the booking form, the profile
 * and the family members' form: a date field ("YYYY-MM-DD", from 120 years ago to yesterday in
 * Asia/Dubai), Female / Male / Prefer not to say as radios (whose description says the lab reads
 * results by them), and a family member's relation to the holder as a native select.
 */
import { Group, NativeSelect, Radio, TextInput, type NativeSelectProps } from "@mantine/core";
import { useTranslation } from "../../i18n/useTranslation";
import { addDays, todayInDubai } from "@labcompare/domain/calendar";
import { MAX_AGE_YEARS } from "@labcompare/domain/person";
import { memberRelations, sexes } from "@labcompare/validators/family";
import { labelledOptions } from "../../lib/selectOptions";

interface FieldProps<T> {
  value: T;
  onChange: (value: T) => void;
  error?: unknown;
  /** The field's `data-path` (focus on the first error). */
  path: string;
  /** Marked required (default true). */
  required?: boolean;
}

/** The earliest and latest date of birth a field offers. */
function birthDateRange(): { min: string; max: string } {
  const today = todayInDubai();
  return {
    min: `${Number(today.slice(0, 4)) - MAX_AGE_YEARS}${today.slice(4, 8)}01`,
    max: addDays(today, -1),
  };
}

/** Date of birth: `value` "YYYY-MM-DD" or "". */
export function DateOfBirthInput({ value, onChange, error, path, required = true }: FieldProps<string>) {
  const { t } = useTranslation("family");
  return (
    <TextInput
      label={t("dateOfBirth")}
      type="date"
      required={required}
      {...birthDateRange()}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      error={error as string | undefined}
      data-path={path}
    />
  );
}

/** Sex: "female", "male", "undisclosed" (Prefer not to say) or "" (none chosen). `self`: the description speaks to the holder. */
export function SexInput({
  value,
  onChange,
  error,
  path,
  self,
  required = true,
}: FieldProps<string> & { self: boolean }) {
  const { t } = useTranslation("family");
  const labels = { female: t("sex.female"), male: t("sex.male"), undisclosed: t("sex.undisclosed") };
  return (
    <Radio.Group
      label={t("sex.label")}
      description={self ? t("sex.hintSelf") : t("sex.hintOther")}
      required={required}
      value={value}
      onChange={onChange}
      error={error as string | undefined}
      data-path={path}
    >
      <Group mt={6} gap="lg">
        {sexes.map((s) => (
          <Radio key={s} value={s} label={labels[s]} />
        ))}
      </Group>
    </Radio.Group>
  );
}

/** What a Mantine form's getInputProps gives for a text field, as used here. */
interface FormInputProps {
  value?: unknown;
  onChange: (value: string) => void;
  error?: unknown;
}

/**
 * DateOfBirthInput then SexInput, bound to the fields `${path}dateOfBirth` and `${path}sex` of a
 * Mantine `form` (`path`: "" or a prefix such as "newMember."); `self` as SexInput's.
 */
export function BirthAndSexInputs({
  form,
  path = "",
  self,
}: {
  form: { getInputProps: (path: string) => FormInputProps };
  path?: string;
  self: boolean;
}) {
  const field = (name: string) => {
    const { value, onChange, error } = form.getInputProps(path + name);
    return { value: value as string, onChange, error, path: path + name };
  };
  return (
    <>
      <DateOfBirthInput {...field("dateOfBirth")} />
      <SexInput self={self} {...field("sex")} />
    </>
  );
}

/**
 * A family member's relation: child, parent, spouse or other, after an empty "choose" option. Takes
 * the form's input props (`value`, `onChange`, `error`) like any native select.
 */
export function RelationSelect(props: Omit<NativeSelectProps, "data" | "label" | "required">) {
  const { t } = useTranslation("family");
  return (
    <NativeSelect
      label={t("relation.label")}
      required
      data={[
        { value: "", label: t("relation.placeholder") },
        ...labelledOptions(memberRelations, {
          child: t("relation.child"),
          parent: t("relation.parent"),
          spouse: t("relation.spouse"),
          other: t("relation.other"),
        }),
      ]}
      {...props}
    />
  );
}

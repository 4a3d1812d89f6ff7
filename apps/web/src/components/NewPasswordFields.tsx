import { PasswordInput, type PasswordInputProps } from "@mantine/core";
import type { GetInputPropsReturnType } from "@mantine/form";
import { useTranslation } from "../i18n/useTranslation";

/** The props Mantine's `form.getInputProps(path)` gives a field. */
type InputProps = GetInputPropsReturnType;

/**
 * A required password field (`required`: the asterisk, and "required" for assistive technology; the
 * forms are `noValidate`) whose show/hide button is named `toggleLabel` (e.g. "Show or hide the
 * password") and is a Tab stop (theme.ts); other props are PasswordInput's (label, autoComplete, the
 * form's input props…).
 */
export function RequiredPasswordInput({
  toggleLabel,
  ...props
}: PasswordInputProps & { toggleLabel: string }) {
  return <PasswordInput required visibilityToggleButtonProps={{ "aria-label": toggleLabel }} {...props} />;
}

/**
 * The "new password" and "confirm" fields of the password reset and password change forms:
 * `label`/`hint` of the new password and `confirmLabel`, bound to the fields "newPassword" and
 * "confirm" of `form` (a Mantine form holding both).
 */
export function NewPasswordFields({
  form,
  label,
  hint,
  confirmLabel,
}: {
  form: { getInputProps(path: "newPassword" | "confirm"): InputProps };
  label: string;
  hint: string;
  confirmLabel: string;
}) {
  const { t } = useTranslation("auth");
  return (
    <>
      <RequiredPasswordInput
        label={label}
        description={hint}
        autoComplete="new-password"
        toggleLabel={t("passwordFields.toggleNew")}
        {...form.getInputProps("newPassword")}
      />
      <RequiredPasswordInput
        label={confirmLabel}
        autoComplete="new-password"
        toggleLabel={t("passwordFields.toggleConfirm")}
        {...form.getInputProps("confirm")}
      />
    </>
  );
}

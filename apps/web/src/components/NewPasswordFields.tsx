import { PasswordInput, type PasswordInputProps } from "@mantine/core";
import type { GetInputPropsReturnType } from "@mantine/form";

/** The props Mantine's `form.getInputProps(path)` gives a field. */
type InputProps = GetInputPropsReturnType;

/**
 * A required password field whose show/hide button is named `toggleLabel` (e.g. "Show or hide the
 * password"); other props are PasswordInput's (label, autoComplete, the form's input props…).
 */
export function RequiredPasswordInput({ toggleLabel, ...props }: PasswordInputProps & { toggleLabel: string }) {
  return <PasswordInput withAsterisk visibilityToggleButtonProps={{ "aria-label": toggleLabel }} {...props} />;
}

/**
 * The "new password" and "confirm" fields of the password reset and password change forms:
 * `label`/`hint` of the new password, `confirmLabel`, and each field's `form.getInputProps(...)`.
 */
export function NewPasswordFields({
  label,
  hint,
  confirmLabel,
  newPassword,
  confirm,
}: {
  label: string;
  hint: string;
  confirmLabel: string;
  newPassword: InputProps;
  confirm: InputProps;
}) {
  return (
    <>
      <RequiredPasswordInput
        label={label}
        description={hint}
        autoComplete="new-password"
        toggleLabel="Show or hide the new password"
        {...newPassword}
      />
      <RequiredPasswordInput
        label={confirmLabel}
        autoComplete="new-password"
        toggleLabel="Show or hide the confirmation"
        {...confirm}
      />
    </>
  );
}

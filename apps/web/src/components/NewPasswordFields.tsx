import { PasswordInput } from "@mantine/core";
import type { GetInputPropsReturnType } from "@mantine/form";

/** The props Mantine's `form.getInputProps(path)` gives a field. */
type InputProps = GetInputPropsReturnType;

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
      <PasswordInput
        label={label}
        description={hint}
        autoComplete="new-password"
        withAsterisk
        visibilityToggleButtonProps={{ "aria-label": "Show or hide the new password" }}
        {...newPassword}
      />
      <PasswordInput
        label={confirmLabel}
        autoComplete="new-password"
        withAsterisk
        visibilityToggleButtonProps={{ "aria-label": "Show or hide the confirmation" }}
        {...confirm}
      />
    </>
  );
}

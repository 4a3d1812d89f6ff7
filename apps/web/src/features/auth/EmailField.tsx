/**
 * The account email field of the sign-in, sign-up and forgot-password forms: an email input the
 * browser can fill (autocomplete "email"), required, with the example address as placeholder.
 * Props: TextInput's (form.getInputProps, data-autofocus, …).
 */
import { TextInput, type TextInputProps } from "@mantine/core";
import { useTranslation } from "../../i18n/useTranslation";

/** An address, the same in every language. */
const EMAIL_PLACEHOLDER = "you@example.com";

export function EmailField(props: TextInputProps) {
  const { t } = useTranslation("auth");
  return (
    <TextInput
      label={t("email")}
      type="email"
      autoComplete="email"
      placeholder={EMAIL_PLACEHOLDER}
      dir="ltr"
      required
      {...props}
    />
  );
}

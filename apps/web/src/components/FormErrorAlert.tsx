import { IconAlertCircle } from "@tabler/icons-react";
import { LocalizedMessage } from "../i18n/LocalizedMessage";
import { TitledAlert } from "./TitledAlert";

/** The red alert of a form that the server refused: a bold `title` over the server's message (`children`). */
export function FormErrorAlert({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <TitledAlert
      color="red"
      icon={<IconAlertCircle size={18} aria-hidden />}
      role="alert"
      title={title}
      titleColor="#a51d1d"
    >
      {children}
    </TitledAlert>
  );
}

/**
 * The FormErrorAlert titled `title` of a form's server error `error` (the server's English message
 * shows in the page's language); nothing while there is none (null).
 */
export function ServerErrorAlert({ title, error }: { title: string; error: string | null }) {
  return error ? (
    <FormErrorAlert title={title}>
      <LocalizedMessage text={error} />
    </FormErrorAlert>
  ) : null;
}

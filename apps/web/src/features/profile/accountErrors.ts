import { messages } from "@labcompare/validators/messages";
import { localizeMessage, type Translate } from "../../i18n/messagesByKey";
import { errorMessage, trpcFieldErrors } from "../../trpc";

/**
 * Shows a refused account change (`error`) on its form, in the page's language (`t`): the server's
 * field errors on their fields; a wrong current password on `passwordField`; a refusal of the new
 * value (`refusesNew(error)`: taken, the same, too weak…) on `newField`; anything else through
 * `onOther(message)` (the form's alert).
 */
export function showAccountError(
  error: unknown,
  {
    form,
    t,
    passwordField,
    newField,
    refusesNew,
    onOther,
  }: {
    form: { setErrors: (errors: Record<string, string>) => void };
    t: Translate;
    passwordField: string;
    newField: string;
    refusesNew: (error: unknown) => boolean;
    onOther: (message: string) => void;
  },
): void {
  const message = errorMessage(error, undefined, t);
  const fields = trpcFieldErrors(error, t);
  if (Object.keys(fields).length) form.setErrors(fields);
  else if (errorMessage(error) === messages.account.wrongPassword)
    form.setErrors({ [passwordField]: localizeMessage(message, t) });
  else if (refusesNew(error)) form.setErrors({ [newField]: localizeMessage(message, t) });
  else onOther(message);
}

/**
 * Asking for a new email-verification link (`auth.resendVerification`), from the /verify-email page
 * and from the dashboard's banner.
 */
import { useState } from "react";
import { useTranslation } from "../../i18n/useTranslation";
import { errorMessage, trpc } from "../../trpc";

/**
 * The resend request and its answer. Input: `onAnswer(sent)`, run once the server has answered (the
 * page and the banner refresh the account each in their own way). Output: `result` ("sent", or
 * "notSent" when the server sent nothing: three links an hour at most, or the address is already
 * confirmed; null until an answer), `send()`, `pending`, and `error`: a failed request's message in
 * the page's language (null when none).
 */
export function useResendVerification(onAnswer: (sent: boolean) => void) {
  const { t } = useTranslation();
  const [result, setResult] = useState<"sent" | "notSent" | null>(null);
  const resend = trpc.auth.resendVerification.useMutation({
    onSuccess: ({ sent }) => {
      setResult(sent ? "sent" : "notSent");
      onAnswer(sent);
    },
  });
  return {
    result,
    send: () => resend.mutate(),
    pending: resend.isPending,
    error: resend.isError ? errorMessage(resend.error, undefined, t) : null,
  };
}

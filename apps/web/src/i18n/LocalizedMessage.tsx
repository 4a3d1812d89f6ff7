/**
 * A message of the server or of a shared schema (English, from @labcompare/validators) in the page's
 * language, for texts passed around before they are shown (toasts: lib/notify.ts). Props: `text`.
 */
import { useTranslation } from "./useTranslation";
import { localizeMessage } from "./messagesByKey";

export function LocalizedMessage({ text }: { text: string }) {
  const { t } = useTranslation();
  return <>{localizeMessage(text, t)}</>;
}

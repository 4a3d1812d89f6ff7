/**
 * The data of "Share with a doctor": the account holder's links (results.shares.list), making one
 * (results.shares.create: its URL and PIN are answered once and kept only in this component's state)
 * and withdrawing one (results.shares.revoke), with the list refreshed and a toast.
 */
import { useTranslation } from "../../../i18n/useTranslation";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { errorMessage, trpc, type RouterOutputs } from "../../../trpc";

export type ShareLink = RouterOutputs["results"]["shares"]["list"][number];
export type CreatedShare = RouterOutputs["results"]["shares"]["create"];

/** The caller's links, newest first. */
export function useShareLinks() {
  return trpc.results.shares.list.useQuery();
}

/** results.shares.create; `onCreated` receives { id, url, expiresAt, pin? } (shown once). */
export function useCreateShare(onCreated: (created: CreatedShare) => void) {
  const { t } = useTranslation("share");
  const utils = trpc.useUtils();
  return trpc.results.shares.create.useMutation({
    onSuccess: (created) => {
      void utils.results.shares.list.invalidate();
      onCreated(created);
    },
    onError: (error) => notifyError(t("createFailed"), errorMessage(error, undefined, t)),
  });
}

/** results.shares.revoke with a toast "Link withdrawn". */
export function useRevokeShare() {
  const { t } = useTranslation("share");
  const utils = trpc.useUtils();
  return trpc.results.shares.revoke.useMutation({
    onSuccess: () => {
      void utils.results.shares.list.invalidate();
      notifySuccess(t("revoked"));
    },
    onError: (error) => notifyError(t("revokeFailed"), errorMessage(error, undefined, t)),
  });
}

/** "https://wa.me/?text=…": the message with the link, never the PIN (WhatsApp sends it, not the site). */
export function whatsAppHref(message: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${message} ${url}`)}`;
}

import { createElement, type ReactNode } from "react";
import { notifications } from "@mantine/notifications";
import { LocalizedMessage } from "../i18n/LocalizedMessage";

/** The close button's name in the page's language; DeferredNotifications sets it from the translations. */
let closeLabel = "Close notification";

/** Sets the toasts' close-button name (the page's language changed). */
export function setNotificationCloseLabel(label: string) {
  closeLabel = label;
}

/**
 * A toast's text: the server's and the schemas' English messages show in the page's language when the
 * toast renders (inside the page's translations); any other text (already translated) as given.
 */
function localized(text: string | undefined): ReactNode {
  return text ? createElement(LocalizedMessage, { text }) : "";
}

/** A red toast. `id` keeps one copy when the same notice could fire twice (React strict mode). */
export function notifyError(title: string, message?: string, id?: string) {
  notifications.show({
    id,
    color: "red",
    title: localized(title),
    message: localized(message),
    withBorder: true,
    closeButtonProps: { "aria-label": closeLabel },
  });
}

/** A green toast. */
export function notifySuccess(title: string, message?: string, id?: string) {
  notifications.show({
    id,
    color: "teal",
    title: localized(title),
    message: localized(message),
    withBorder: true,
    closeButtonProps: { "aria-label": closeLabel },
  });
}

import { notifications } from "@mantine/notifications";

const CLOSE = { "aria-label": "Close notification" };

/** A red toast. `id` keeps one copy when the same notice could fire twice (React strict mode). */
export function notifyError(title: string, message?: string, id?: string) {
  notifications.show({ id, color: "red", title, message: message ?? "", withBorder: true, closeButtonProps: CLOSE });
}

/** A green toast. */
export function notifySuccess(title: string, message?: string, id?: string) {
  notifications.show({ id, color: "teal", title, message: message ?? "", withBorder: true, closeButtonProps: CLOSE });
}

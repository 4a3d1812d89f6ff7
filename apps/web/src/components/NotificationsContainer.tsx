/** Mantine's toast container on its own, so DeferredNotifications can load it lazily. */
import { Notifications } from "@mantine/notifications";

export default Notifications;

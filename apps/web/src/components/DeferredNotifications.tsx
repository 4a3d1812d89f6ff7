/**
 * Mantine's toast container, loaded after the page instead of in the first bundle (it brings
 * react-transition-group and react-remove-scroll, which no page needs before its first toast).
 * `notifications.show` (lib/notify.ts) only needs the small store, which is in the first bundle; a
 * toast shown before the container has loaded is kept in the store and appears when it mounts. The
 * container loads when the browser is idle after the first render, or at the first toast. It also
 * gives the toasts' close button its name in the page's language.
 */
import { lazy, Suspense, useEffect, useState, type ComponentProps } from "react";
import { useNotifications } from "@mantine/notifications";
import { useTranslation } from "../i18n/useTranslation";
import { setNotificationCloseLabel } from "../lib/notify";

// A module of its own: a dynamic import of the package itself would keep all of it in the first bundle.
const Notifications = lazy(() => import("./NotificationsContainer"));

export function DeferredNotifications(props: ComponentProps<typeof Notifications>) {
  const [idle, setIdle] = useState(false);
  const pending = useNotifications().notifications.length > 0;
  const { t } = useTranslation();
  const closeLabel = t("notifications.close");
  useEffect(() => setNotificationCloseLabel(closeLabel), [closeLabel]);

  useEffect(() => {
    const ready = () => setIdle(true);
    if (typeof requestIdleCallback === "function") {
      const handle = requestIdleCallback(ready, { timeout: 3000 });
      return () => cancelIdleCallback(handle);
    }
    const handle = setTimeout(ready, 1000);
    return () => clearTimeout(handle);
  }, []);

  if (!idle && !pending) return null;
  return (
    <Suspense fallback={null}>
      <Notifications {...props} />
    </Suspense>
  );
}

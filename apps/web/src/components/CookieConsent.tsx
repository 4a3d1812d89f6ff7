/**
 * Analytics consent. The site's only essential cookie is the HttpOnly session cookie; Google
 * Analytics (gtag.js) sets optional cookies, so it is loaded only after the visitor presses
 * "Accept analytics", never before and never after "Reject". The choice is kept in localStorage and
 * can be changed from the footer's "Cookie settings" link (`openCookieSettings`).
 *
 * The banner appears only when an analytics ID is configured: the server's
 * <meta name="analytics-id" content="G-…"> or, failing that, content.seo.get's googleAnalyticsId.
 */
import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import { Anchor } from "@mantine/core";
import { useTranslation } from "../i18n/useTranslation";
import { Link } from "react-router-dom";
import { useSeoSettings } from "../lib/seo";

export type ConsentChoice = "accepted" | "rejected";

export const CONSENT_STORAGE_KEY = "labcompare_analytics_consent";
/** Measurement IDs look like G-XXXXXXX (older UA-… IDs are also accepted). */
const ANALYTICS_ID_PATTERN = /^[A-Z0-9][A-Z0-9-]{2,40}$/i;

// ---------- consent store (localStorage + an in-memory "settings open" flag) ----------

type Listener = () => void;
const listeners = new Set<Listener>();
let settingsOpen = false;

function emit() {
  listeners.forEach((l) => l());
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === CONSENT_STORAGE_KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** The stored choice, or null when the visitor has not chosen yet (or storage is unavailable). */
export function readConsent(): ConsentChoice | null {
  try {
    const raw = window.localStorage.getItem(CONSENT_STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { choice?: unknown };
    return parsed.choice === "accepted" || parsed.choice === "rejected" ? parsed.choice : null;
  } catch {
    return null;
  }
}

function writeConsent(choice: ConsentChoice) {
  try {
    window.localStorage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({ choice, at: new Date().toISOString() }),
    );
  } catch {
    // Private mode without storage: the choice lasts for this page view only.
  }
  settingsOpen = false;
  emit();
}

/** Reopens the consent banner (footer "Cookie settings"). */
export function openCookieSettings() {
  settingsOpen = true;
  emit();
}

/** The visitor's stored choice (null = not chosen yet), updated when it changes. */
export function useConsentChoice(): ConsentChoice | null {
  return useSyncExternalStore(subscribe, readConsent, () => null);
}

function useConsentState() {
  const choice = useSyncExternalStore(subscribe, readConsent, () => null);
  const open = useSyncExternalStore(
    subscribe,
    () => settingsOpen,
    () => false,
  );
  return { choice, open };
}

// ---------- analytics ----------

/** The configured analytics ID: the server's meta tag first, then the site settings; null when none. */
export function useAnalyticsId(): string | null {
  const meta =
    typeof document === "undefined"
      ? null
      : document.querySelector<HTMLMetaElement>('meta[name="analytics-id"]');
  const fromMeta = meta?.content.trim() || null;
  const settings = useSeoSettings();
  const id = fromMeta ?? settings.data?.googleAnalyticsId?.trim() ?? null;
  return id && ANALYTICS_ID_PATTERN.test(id) ? id : null;
}

// ---------- banner ----------

/** The banner's code: loaded only when it has to show (so it is not part of every page's first load). */
const CookieBanner = lazy(() => import("./CookieBanner"));

/** The banner (bottom of the screen) and the analytics loader; rendered once, by the footer. */
export function CookieConsent() {
  const analyticsId = useAnalyticsId();
  const { choice, open } = useConsentState();

  useEffect(() => {
    if (!analyticsId || choice === null) return;
    // The gtag.js loader is downloaded only once there is a choice to act on (not part of every page's first load).
    import("./analytics")
      .then((analytics) =>
        choice === "accepted"
          ? analytics.loadAnalytics(analyticsId)
          : analytics.disableAnalytics(analyticsId),
      )
      .catch(() => {
        // Offline or a failed deploy: without the loader there is no analytics to start or stop.
      });
  }, [analyticsId, choice]);

  const visible = !!analyticsId && (choice === null || open);
  if (!visible) return null;
  return (
    <Suspense fallback={null}>
      <CookieBanner choice={choice} open={open} onChoose={writeConsent} />
    </Suspense>
  );
}

/** The footer's "Cookie settings" control: reopens the banner when analytics is configured, else links to /cookies. */
export function CookieSettingsLink({ className }: { className?: string }) {
  const { t } = useTranslation();
  const analyticsId = useAnalyticsId();
  return analyticsId ? (
    <Anchor
      component="button"
      type="button"
      size="sm"
      className={className}
      onClick={openCookieSettings}
      ta="start"
    >
      {t("cookies.settings")}
    </Anchor>
  ) : (
    <Anchor component={Link} to="/cookies#your-choices" size="sm" className={className}>
      {t("cookies.settings")}
    </Anchor>
  );
}

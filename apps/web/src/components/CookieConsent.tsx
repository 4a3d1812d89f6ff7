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
import { Link } from "react-router-dom";
import { useSeoSettings } from "../lib/seo";

export type ConsentChoice = "accepted" | "rejected";

export const CONSENT_STORAGE_KEY = "labcompare_analytics_consent";
const GTAG_SRC = "https://www.googletagmanager.com/gtag/js";
/** Measurement IDs look like G-XXXXXXX (older UA-… IDs are also accepted). */
const ANALYTICS_ID_PATTERN = /^[A-Z0-9][A-Z0-9-]{2,40}$/i;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

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
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ choice, at: new Date().toISOString() }));
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
  const open = useSyncExternalStore(subscribe, () => settingsOpen, () => false);
  return { choice, open };
}

// ---------- analytics ----------

/** The configured analytics ID: the server's meta tag first, then the site settings; null when none. */
export function useAnalyticsId(): string | null {
  const meta = typeof document === "undefined" ? null : document.querySelector<HTMLMetaElement>('meta[name="analytics-id"]');
  const fromMeta = meta?.content.trim() || null;
  const settings = useSeoSettings();
  const id = fromMeta ?? settings.data?.googleAnalyticsId?.trim() ?? null;
  return id && ANALYTICS_ID_PATTERN.test(id) ? id : null;
}

/** Adds gtag.js for `id` once (only ever called after consent). */
function loadAnalytics(id: string) {
  if (document.querySelector(`script[src^="${GTAG_SRC}"]`)) {
    // Re-accepting after a reject in the same page view: switch collection back on.
    delete (window as unknown as Record<string, unknown>)[`ga-disable-${id}`];
    return;
  }
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtag() {
    // gtag.js expects the arguments object itself.
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer!.push(arguments);
  };
  window.gtag("js", new Date());
  window.gtag("config", id, { anonymize_ip: true });
  const script = document.createElement("script");
  script.async = true;
  script.src = `${GTAG_SRC}?id=${encodeURIComponent(id)}`;
  document.head.appendChild(script);
}

/** After a reject: stops collection (if gtag.js was loaded in this page view) and deletes the _ga cookies. */
function disableAnalytics(id: string) {
  (window as unknown as Record<string, unknown>)[`ga-disable-${id}`] = true;
  const host = window.location.hostname;
  const domains = ["", host, `.${host}`, `.${host.split(".").slice(-2).join(".")}`];
  for (const cookie of document.cookie.split(";")) {
    const name = cookie.split("=")[0]!.trim();
    if (name !== "_ga" && !name.startsWith("_ga_") && name !== "_gid") continue;
    for (const domain of domains) {
      document.cookie = `${name}=; Max-Age=0; path=/${domain ? `; domain=${domain}` : ""}`;
    }
  }
}

// ---------- banner ----------

/** The banner's code: loaded only when it has to show (issue 12: not part of every page's first load). */
const CookieBanner = lazy(() => import("./CookieBanner"));

/** The banner (bottom of the screen) and the analytics loader; rendered once, by the footer. */
export function CookieConsent() {
  const analyticsId = useAnalyticsId();
  const { choice, open } = useConsentState();

  useEffect(() => {
    if (!analyticsId) return;
    if (choice === "accepted") loadAnalytics(analyticsId);
    else if (choice === "rejected") disableAnalytics(analyticsId);
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
  const analyticsId = useAnalyticsId();
  return analyticsId ? (
    <Anchor component="button" type="button" size="sm" className={className} onClick={openCookieSettings} ta="left">
      Cookie settings
    </Anchor>
  ) : (
    <Anchor component={Link} to="/cookies#your-choices" size="sm" className={className}>
      Cookie settings
    </Anchor>
  );
}

/**
 * Google Analytics (gtag.js) switched on and off after the visitor's choice in the consent banner
 * (CookieConsent.tsx, which imports this module only once a choice exists).
 */
const GTAG_SRC = "https://www.googletagmanager.com/gtag/js";

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

/** Adds gtag.js for `id` once (only ever called after consent). */
export function loadAnalytics(id: string) {
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
export function disableAnalytics(id: string) {
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

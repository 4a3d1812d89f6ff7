import { useEffect, useLayoutEffect } from "react";
import { NavigationType, useLocation, useNavigationType } from "react-router-dom";

const STORAGE_KEY = "scroll-positions";
/** Scroll offsets (px) by history entry (location.key), kept for the tab's session so a reload restores them too. */
const positions = new Map<string, number>(readStored());

function readStored(): [string, number][] {
  try {
    return typeof sessionStorage === "undefined"
      ? []
      : (JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "[]") as [string, number][]);
  } catch {
    return [];
  }
}

/**
 * Scroll like a multi-page site: a new page (a link, or a redirect to another path) opens at the
 * top or at its #anchor; Back and Forward return to where the visitor was; a filter change that
 * replaces the URL of the same page stays put. Rendered once, in the layout.
 */
export function ScrollRestorer() {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    window.history.scrollRestoration = "manual";
    // One listener for the page's life: a scroll belongs to the entry shown when it happens (the
    // layout effect below switches `currentEntry` before it scrolls the next page).
    const onScroll = () => positions.set(currentEntry, window.scrollY);
    const save = () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-50)));
      } catch {
        // storage full or blocked: positions are kept for this page's life only
      }
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("pagehide", save);
    // The visitor may have scrolled the server-rendered page before it hydrated, unheard.
    onScroll();
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("pagehide", save);
    };
  }, []);

  // An entry the app did not create (the page the visitor landed on) has the key "default": its URL tells it apart.
  const entry = location.key === "default" ? `${location.pathname}${location.search}` : location.key;

  useLayoutEffect(() => {
    const previousPathname = currentPathname;
    currentEntry = entry;
    currentPathname = location.pathname;
    if (navigationType === NavigationType.Pop) {
      const saved = positions.get(entry);
      if (saved !== undefined) window.scrollTo({ top: saved, behavior: "instant" });
      return;
    }
    if (location.hash) {
      document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
      return;
    }
    if (navigationType === NavigationType.Push || location.pathname !== previousPathname)
      window.scrollTo({ top: 0, behavior: "instant" });
  }, [entry, location.hash, location.pathname, navigationType]); // each changes only with the history entry

  return null;
}

/** The history entry on screen (see `entry`) and its path (a replaced URL on the same path keeps its scroll). */
let currentEntry = "";
let currentPathname = typeof window === "undefined" ? "" : window.location.pathname;

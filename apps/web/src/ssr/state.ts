/**
 * The contract between the server render (entry-server.tsx) and the browser (main.tsx): where the
 * server puts the data the first paint used, and which queries the server may fetch.
 *
 * The server renders public pages as a visitor: only queries that are the same for everyone
 * (`catalog.*`, `content.*`) are fetched and embedded; the rest (the signed-in user, the saved
 * basket, bookings) stay loading in the HTML and are fetched by the browser after hydration, exactly
 * as they were before server rendering, so the markup both sides render first is the same.
 */
import type { SuperJSONResult } from "superjson";
import type { DeviceClass } from "../lib/viewport";

/**
 * Id of the `<script type="application/json">` element holding the state (JSON, not executed, so the
 * Content-Security-Policy needs no inline-script exception), right after `<div id="root">`.
 */
export const SSR_STATE_ELEMENT_ID = "ssr-state";

/** What the server embeds in a rendered page. */
export interface SsrState {
  /** React Query's dehydrated cache (the queries the page rendered with), serialised by superjson. */
  queries: SuperJSONResult;
  /** The device class the page was rendered for (lib/viewport.ts). */
  device: DeviceClass;
}

/** Procedure path prefixes whose answers do not depend on who asks. */
const SHARED_PROCEDURES = ["catalog.", "content."];

/** True when a tRPC React Query key (`[["catalog","search"], { input, type }]`) is one the server may fetch and embed. */
export function isSharedQueryKey(queryKey: readonly unknown[]): boolean {
  const path = queryKey[0];
  if (!Array.isArray(path)) return false;
  const name = `${path.join(".")}.`;
  return SHARED_PROCEDURES.some((prefix) => name.startsWith(prefix));
}

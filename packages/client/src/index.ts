/**
 * Typed tRPC client for scripts and tools (Node 20+, or any runtime with fetch).
 *
 *   const api = createClient({ url: "http://localhost:3000" });
 *   await api.auth.signIn.mutate({ email, password });   // the session cookie is kept from here on
 *   const labs = await api.admin.labs.list.query({ page: 1 });
 *
 * Calls are batched over HTTP (httpBatchLink) with superjson, so Dates and the rest arrive as the
 * server sent them. The client keeps cookies in a small jar: every Set-Cookie the server sends
 * (sign-in, session refresh, sign-out) is stored and sent back on later calls.
 */
import { createTRPCClient, httpBatchLink, type TRPCClient } from "@trpc/client";
import superjson from "superjson";
import type { AppRouter } from "@labcompare/api";
import { MAX_BATCH_SIZE } from "@labcompare/validators";

export type { AppRouter };
export { TRPCClientError } from "@trpc/client";

/**
 * Name → value cookies for one server. Understands `Cookie` headers ("a=1; b=2") and `Set-Cookie`
 * values (an empty value, `Max-Age=0` or a past `Expires` deletes the cookie). Ignores Path/Domain:
 * a script talks to one API.
 */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  /** `initial`: a Cookie header to start from, e.g. "labcompare_session=…". */
  constructor(initial?: string) {
    if (initial) this.setCookieHeader(initial);
  }

  /** Adds every cookie of a Cookie header ("a=1; b=2"). */
  setCookieHeader(header: string): void {
    for (const part of header.split(";")) {
      const eq = part.indexOf("=");
      if (eq <= 0) continue;
      this.cookies.set(part.slice(0, eq).trim(), part.slice(eq + 1).trim());
    }
  }

  /** Applies Set-Cookie header values from a response. */
  store(setCookieValues: string[]): void {
    for (const value of setCookieValues) {
      const [pair = "", ...attributes] = value.split(";");
      const eq = pair.indexOf("=");
      if (eq <= 0) continue;
      const name = pair.slice(0, eq).trim();
      const cookieValue = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => {
        const [key = "", raw = ""] = a.split("=").map((s) => s.trim());
        if (key.toLowerCase() === "max-age") return Number(raw) <= 0;
        if (key.toLowerCase() === "expires") return Date.parse(raw) <= Date.now();
        return false;
      });
      if (!cookieValue || expired) this.cookies.delete(name);
      else this.cookies.set(name, cookieValue);
    }
  }

  /** The Cookie header to send ("" when empty). */
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  /** One cookie's value, or undefined. */
  get(name: string): string | undefined {
    return this.cookies.get(name);
  }
}

export interface ClientOptions {
  /** The site's origin ("http://localhost:3000") or its tRPC endpoint ("…/trpc"). */
  url: string;
  /** A Cookie header to start with, e.g. a saved session cookie. */
  cookie?: string;
  /** A jar to share between clients or to read the session cookie from after sign-in. */
  jar?: CookieJar;
  /** Another fetch (tests, proxies); default the global fetch. */
  fetch?: typeof globalThis.fetch;
}

/** The tRPC endpoint for a site origin: "http://host:3000" → "http://host:3000/trpc" (unchanged when it already ends in /trpc). */
export function trpcEndpoint(url: string): string {
  const trimmed = url.replace(/\/+$/, "");
  return trimmed.endsWith("/trpc") ? trimmed : `${trimmed}/trpc`;
}

/**
 * A vanilla tRPC proxy client for the whole API (`client.admin.offers.importPreview.mutate(…)`),
 * typed by the server's AppRouter. Errors reject with TRPCClientError (`.message` is the server's
 * user-facing message, `.data?.code` the tRPC code).
 */
export function createClient(options: ClientOptions): TRPCClient<AppRouter> {
  const jar = options.jar ?? new CookieJar();
  if (options.cookie) jar.setCookieHeader(options.cookie);
  const baseFetch = options.fetch ?? globalThis.fetch;
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: trpcEndpoint(options.url),
        // The server refuses larger batches (maxBatchSize).
        maxItems: MAX_BATCH_SIZE,
        transformer: superjson,
        headers: () => {
          const cookie = jar.header();
          return cookie ? { cookie } : {};
        },
        fetch: async (input, init) => {
          const response = await baseFetch(input, init);
          jar.store(response.headers.getSetCookie());
          return response;
        },
      }),
    ],
  });
}

export type Client = ReturnType<typeof createClient>;

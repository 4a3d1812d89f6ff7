/**
 * Typed tRPC client for scripts and tools (Node 20+, or any runtime with fetch).
 *
 *   const api = createClient({ url: "http://localhost:3000" });
 *   await api.auth.signIn.mutate({ email, password });   // the session cookie is kept from here on
 *   const labs = await api.admin.labs.list.query({ page: 1 });
 *
 * Calls are batched over HTTP (httpBatchLink) with superjson, so Dates and the rest arrive as the
 * server sent them. The client keeps cookies in a jar (tough-cookie): every Set-Cookie the server sends
 * (sign-in, session refresh, sign-out) is stored and sent back on later calls.
 */
import { createTRPCClient, httpBatchLink, type TRPCClient } from "@trpc/client";
import superjson from "superjson";
import { Cookie, CookieJar as ToughCookieJar } from "tough-cookie";
import type { AppRouter } from "@labcompare/api";
import { MAX_BATCH_SIZE } from "@labcompare/validators";

export type { AppRouter };
export { TRPCClientError } from "@trpc/client";

/**
 * The cookies of one server, kept by tough-cookie. Understands `Cookie` headers ("a=1; b=2") and
 * `Set-Cookie` values (an empty value, `Max-Age=0` or a past `Expires` deletes the cookie). Ignores
 * Path/Domain: a script talks to one API.
 */
export class CookieJar {
  /** Every cookie is filed under this one URL; localhost counts as secure, so `Secure` cookies are kept too. */
  private static readonly SITE = "http://localhost/";
  private readonly jar = new ToughCookieJar(undefined, { allowSecureOnLocal: true });

  /** `initial`: a Cookie header to start from, e.g. "labcompare_session=…". */
  constructor(initial?: string) {
    if (initial) this.setCookieHeader(initial);
  }

  /** Adds every cookie of a Cookie header ("a=1; b=2"). */
  setCookieHeader(header: string): void {
    for (const part of header.split(";")) this.put(Cookie.parse(part.trim()));
  }

  /** Applies Set-Cookie header values from a response. */
  store(setCookieValues: string[]): void {
    for (const value of setCookieValues) this.put(Cookie.parse(value));
  }

  /** The Cookie header to send ("" when empty). */
  header(): string {
    return this.jar.getCookieStringSync(CookieJar.SITE);
  }

  /** One cookie's value, or undefined. */
  get(name: string): string | undefined {
    return this.jar.getCookiesSync(CookieJar.SITE).find((cookie) => cookie.key === name)?.value;
  }

  private put(cookie: Cookie | undefined): void {
    if (!cookie?.key) return;
    cookie.domain = null;
    cookie.path = "/";
    if (cookie.value === "") cookie.setMaxAge(0);
    this.jar.setCookieSync(cookie, CookieJar.SITE);
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

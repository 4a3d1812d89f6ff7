/**
 * The typed tRPC client (classic React Query integration). Only the router's type is imported from
 * @labcompare/api, never its code. Calls go to /trpc on the same origin with the session cookie.
 */
import { createTRPCReact, type CreateTRPCReact } from "@trpc/react-query";
import { httpBatchLink, TRPCClientError } from "@trpc/client";
import superjson from "superjson";
import { MAX_BATCH_SIZE } from "@labcompare/validators/transport";
import type { AppRouter, RouterInputs, RouterOutputs } from "@labcompare/api";
import { clientMessages, localizeMessage, type Translate } from "./i18n/serverMessages";

export type { AppRouter, RouterInputs, RouterOutputs };

export const trpc: CreateTRPCReact<AppRouter, unknown> = createTRPCReact<AppRouter>();

export function createTrpcClient() {
  return trpc.createClient({
    links: [
      httpBatchLink({
        url: "/trpc",
        // The server refuses larger batches (maxBatchSize).
        maxItems: MAX_BATCH_SIZE,
        transformer: superjson,
        fetch(url, options) {
          return fetch(url, { ...options, credentials: "include" });
        },
      }),
    ],
  });
}

/** The tRPC error code ("NOT_FOUND", "UNAUTHORIZED", …) of an error, when it is a tRPC error. */
export function trpcErrorCode(error: unknown): string | undefined {
  if (error instanceof TRPCClientError) {
    const data = (error as TRPCClientError<AppRouter>).data as { code?: string } | undefined;
    return data?.code;
  }
  return undefined;
}

/**
 * Field errors ({ field: message }, the first of each) the server attached to a validation failure,
 * if any; with `t` (the page's translate function), in the page's language.
 */
export function trpcFieldErrors(error: unknown, t?: Translate): Record<string, string> {
  if (!(error instanceof TRPCClientError)) return {};
  const data = (error as TRPCClientError<AppRouter>).data as
    | { zodError?: { fieldErrors?: Record<string, string[] | undefined> } | null }
    | undefined;
  const out: Record<string, string> = {};
  for (const [field, list] of Object.entries(data?.zodError?.fieldErrors ?? {})) {
    if (list?.[0]) out[field] = t ? localizeMessage(list[0], t) : list[0];
  }
  return out;
}

/**
 * The user-facing message of any error (tRPC errors carry the server's message, in English), else
 * `fallback`. With `t` (the page's translate function) it is in the page's language; without, it is
 * the English text, which code may compare with the constants of @labcompare/validators.
 */
export function errorMessage(error: unknown, fallback = "Something went wrong. Please try again.", t?: Translate): string {
  let message = fallback;
  if (error instanceof Error && error.message) {
    // A failed fetch (server down) reads badly as a toast: say so plainly.
    const offline = error.message === "Failed to fetch" || error.message.startsWith("NetworkError");
    message = offline ? clientMessages.networkError : error.message;
  }
  return t ? localizeMessage(message, t) : message;
}

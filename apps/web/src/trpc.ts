/**
 * The typed tRPC client (classic React Query integration). Only the router's type is imported from
 * @labcompare/api, never its code. Calls go to /trpc on the same origin with the session cookie.
 */
import { createTRPCQueryUtils, createTRPCReact, type CreateTRPCReact } from "@trpc/react-query";
import type { QueryClient } from "@tanstack/react-query";
import { httpBatchLink, TRPCClientError } from "@trpc/client";
import superjson from "superjson";
import { MAX_BATCH_SIZE } from "@labcompare/validators/transport";
import type { AppRouter, RouterInputs, RouterOutputs } from "@labcompare/api";
import {
  asMessageRef,
  clientMessages,
  localizeMessage,
  translateMessage,
  type Translate,
} from "./i18n/messagesByKey";

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

/** The procedures' cache helpers outside React (`prefetch()` before the first render), on `queryClient`. */
export function trpcUtils(queryClient: QueryClient, client: ReturnType<typeof createTrpcClient>) {
  return createTRPCQueryUtils<AppRouter>({ queryClient, client });
}
export type TrpcUtils = ReturnType<typeof trpcUtils>;

/** The tRPC error code ("NOT_FOUND", "UNAUTHORIZED", …) of an error, when it is a tRPC error. */
export function trpcErrorCode(error: unknown): string | undefined {
  if (error instanceof TRPCClientError) {
    const data = (error as TRPCClientError<AppRouter>).data as { code?: string } | undefined;
    return data?.code;
  }
  return undefined;
}

/** What a tRPC error's data says of its message: its key and parameters (trpc.ts of packages/api), and per field. */
interface MessageData {
  messageKey?: string | null;
  params?: Record<string, unknown> | null;
  paramKeys?: Record<string, unknown>;
  fieldMessages?: Record<string, unknown[] | undefined> | null;
  zodError?: { fieldErrors?: Record<string, string[] | undefined> } | null;
}

function messageData(error: unknown): MessageData | undefined {
  return error instanceof TRPCClientError
    ? ((error as TRPCClientError<AppRouter>).data as MessageData | undefined)
    : undefined;
}

/**
 * Field errors ({ field: message }, the first of each) the server attached to a validation failure,
 * if any; with `t` (the page's translate function), in the page's language, by each message's key
 * (`data.fieldMessages`).
 */
export function trpcFieldErrors(error: unknown, t?: Translate): Record<string, string> {
  const data = messageData(error);
  const out: Record<string, string> = {};
  for (const [field, list] of Object.entries(data?.zodError?.fieldErrors ?? {})) {
    const text = list?.[0];
    if (!text) continue;
    const ref = asMessageRef(data?.fieldMessages?.[field]?.[0]);
    out[field] = !t ? text : ref ? translateMessage(ref, t, text) : localizeMessage(text, t);
  }
  return out;
}

/**
 * A tRPC error's message in the language of `t`, by the key and parameters the server sent with it
 * (`error.data.messageKey`, `params`, `paramKeys`); an error without them (another client error, an
 * older answer) by its text (localizeMessage). Output: the text to show; the English `error.message`
 * when the page has no text for the key.
 */
export function localizeTrpcError(error: Error, t: Translate): string {
  const data = messageData(error);
  const ref = asMessageRef(data);
  return ref ? translateMessage(ref, t, error.message) : localizeMessage(error.message, t);
}

/** messages.generic.serverError (its key: "generic.serverError"), errorMessage's fallback. */
const SERVER_ERROR = "Something went wrong. Please try again.";

/**
 * The user-facing message of any error (tRPC errors carry the server's message, in English), else
 * `fallback`. With `t` (the page's translate function) it is in the page's language (a tRPC error by
 * its key: localizeTrpcError); without, it is the English text, which code may compare with the
 * constants of @labcompare/validators.
 */
export function errorMessage(error: unknown, fallback: string = SERVER_ERROR, t?: Translate): string {
  if (!(error instanceof Error) || !error.message) {
    if (!t) return fallback;
    return fallback === SERVER_ERROR
      ? translateMessage({ messageKey: "generic.serverError", params: {} }, t, fallback)
      : localizeMessage(fallback, t);
  }
  // A failed fetch (server down) reads badly as a toast: say so plainly.
  if (error.message === "Failed to fetch" || error.message.startsWith("NetworkError")) {
    return t
      ? translateMessage({ messageKey: "client.networkError", params: {} }, t, clientMessages.networkError)
      : clientMessages.networkError;
  }
  return t ? localizeTrpcError(error, t) : error.message;
}

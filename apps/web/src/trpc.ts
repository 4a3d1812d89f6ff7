/**
 * The typed tRPC client (classic React Query integration). Only the router's type is imported from
 * @labcompare/api, never its code. Calls go to /trpc on the same origin with the session cookie.
 */
import { createTRPCReact, type CreateTRPCReact } from "@trpc/react-query";
import { httpBatchLink, TRPCClientError } from "@trpc/client";
import superjson from "superjson";
import { MAX_BATCH_SIZE } from "@labcompare/validators/transport";
import type { AppRouter, RouterInputs, RouterOutputs } from "@labcompare/api";

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

/** Field errors ({ field: [message] }) the server attached to a validation failure, if any. */
export function trpcFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof TRPCClientError)) return {};
  const data = (error as TRPCClientError<AppRouter>).data as
    | { zodError?: { fieldErrors?: Record<string, string[] | undefined> } | null }
    | undefined;
  const out: Record<string, string> = {};
  for (const [field, list] of Object.entries(data?.zodError?.fieldErrors ?? {})) {
    if (list?.[0]) out[field] = list[0];
  }
  return out;
}

/** The user-facing message of any error (tRPC errors carry the server's message). */
export function errorMessage(error: unknown, fallback = "Something went wrong. Please try again."): string {
  if (error instanceof Error && error.message) {
    // A failed fetch (server down) reads badly as a toast: say so plainly.
    if (error.message === "Failed to fetch" || error.message.startsWith("NetworkError")) {
      return "Could not reach the server. Please check your connection and try again.";
    }
    return error.message;
  }
  return fallback;
}

/**
 * The one error services and helpers throw. It names what went wrong in domain terms and knows no
 * transport: the tRPC edge (trpc.ts) and the HTTP edge (apps/server/src/http-errors.ts) each map its
 * code to their own status once.
 */
import { describeMessage, type ErrorReason, type MessageRef } from "@labcompare/validators";

export type { ErrorReason, MessageRef };

/**
 * What kind of failure, as a client must react to it:
 * - BAD_REQUEST: the input breaks a rule (a weak password, a bad CSV, a cutoff passed);
 * - UNAUTHORIZED: no usable session, or wrong credentials;
 * - FORBIDDEN: signed in, but not allowed;
 * - NOT_FOUND: the row does not exist or is not visible to the caller;
 * - CONFLICT: the change clashes with the current state (taken name, full slot);
 * - UNPROCESSABLE_CONTENT: well-formed, but refused as a whole (an idempotency key reused for another request);
 * - TOO_MANY_REQUESTS: a rate limit or a busy resource refused it, try later;
 * - SERVICE_UNAVAILABLE: the database could not be used for a moment (unreachable, busy), try again soon;
 * - INTERNAL: the operation failed for a reason the caller cannot fix (the message is never shown).
 */
export type AppErrorCode =
  | "BAD_REQUEST"
  | "UNAUTHORIZED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "CONFLICT"
  | "UNPROCESSABLE_CONTENT"
  | "TOO_MANY_REQUESTS"
  | "SERVICE_UNAVAILABLE"
  | "INTERNAL";

export interface AppErrorOptions {
  /** Machine-readable reason a page tells apart (sent as `error.data.reason`). */
  reason?: ErrorReason;
  /** Extra values for the page (sent as `error.data.details`), e.g. `{ testId }`. */
  details?: Record<string, unknown>;
  /** The underlying error, kept for the log. */
  cause?: unknown;
}

/**
 * A domain error: `code` (AppErrorCode), the user-facing `message` (from `messages`), its key and
 * parameters (`messageRef`, describeMessage's answer when it is made, null for a text that is no
 * message), and, for errors a page must tell apart, `reason` and `details` (null when absent).
 */
export class AppError extends Error {
  override readonly name = "AppError";
  readonly reason: ErrorReason | null;
  readonly details: Record<string, unknown> | null;
  /** The message's key and parameters, taken when the error is made (a function's text is remembered for a bounded time). */
  readonly messageRef: MessageRef | null;

  constructor(
    readonly code: AppErrorCode,
    message: string,
    options: AppErrorOptions = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.reason = options.reason ?? null;
    this.details = options.details ?? null;
    this.messageRef = describeMessage(message);
  }
}

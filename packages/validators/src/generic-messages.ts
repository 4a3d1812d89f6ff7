/** Messages of any request (not found, server errors, refused bodies, rate limits), as `messages.generic`. */
import { keyMessages } from "./message-keys.ts";

/** Texts of any request, keyed `generic.<name>`. */
export const genericMessages = keyMessages("generic", {
  notFound: "Not found",
  serverError: "Something went wrong. Please try again.",
  serviceUnavailable: "The service is briefly unavailable. Please try again in a moment.",
  unsupportedBody: "Request refused: send JSON (Content-Type: application/json)",
  /** A per-IP limit of a costly public procedure was reached. */
  tooManyRequests: "Too many requests. Please wait a minute and try again.",
} as const);

/** Sign-in, sign-up and access messages, as `messages.auth`. */
import { keyMessages } from "./message-keys.ts";

const WEAK_PASSWORD = "This password is too easy to guess.";

/** Sign-in and permission texts, keyed `auth.<name>`; `weakPasswordRefused(advice)` prefixes the checker's advice. */
export const authMessages = keyMessages("auth", {
  invalidCredentials: "Invalid email or password",
  emailTaken: "An account with this email already exists",
  rateLimited: "Too many attempts. Please wait a minute and try again.",
  accountThrottled:
    "Too many failed sign-ins for this account. Please wait a minute before trying again, or reset your password.",
  busy: "The server is busy. Please try again in a moment.",
  signInRequired: "Please sign in to continue",
  forbidden: "You do not have permission to do this",
  badOrigin: "Request refused: it did not come from this site",
  /** The start of a refused password's message (weakPasswordRefused). */
  weakPassword: WEAK_PASSWORD,
  /**
   * A refused password: weakPassword, then the password checker's own advice (English sentences).
   * A page in another language may show its own sentence without `advice`.
   */
  weakPasswordRefused: (advice: string) => `${WEAK_PASSWORD} ${advice}`,
} as const);

/** Copy of a doctor's link to a person's results (results.shares.* and the /share/<token> page). */
import { keyMessages } from "./message-keys.ts";

export const shareMessages = keyMessages("share", {
  /** An expired or withdrawn link (HTTP 410 on the page; NOT_FOUND with reason SHARE_GONE for its data). */
  gone: "This link has expired or was withdrawn.",
  notFound: "Share link not found",
  reportNotFound: "Report not found",
  daysInvalid: "Choose from 1 to 30 days",
  pinWrong: "The PIN is not correct. Please try again.",
  /** Five wrong PINs: the link refuses PINs for 15 minutes. */
  pinLocked: "Too many wrong PINs. This link is locked for 15 minutes.",
  pinFormat: "Enter the 6-digit PIN",
} as const);

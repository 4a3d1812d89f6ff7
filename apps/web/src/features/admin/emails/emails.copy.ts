/** Copy of the admin Emails screen (the outbox): status and template names, column titles, notices. */
import type { RouterOutputs } from "../../../trpc";

export type EmailStatus = RouterOutputs["admin"]["emails"]["list"]["items"][number]["status"];

export const EMAIL_STATUSES = [
  "queued",
  "sending",
  "sent",
  "failed",
  "cancelled",
] as const satisfies readonly EmailStatus[];

export const STATUS_LABELS: Record<EmailStatus, string> = {
  queued: "Queued",
  sending: "Sending",
  sent: "Sent",
  failed: "Failed",
  cancelled: "Cancelled",
};

/** Badge colour and a text colour dark enough for WCAG AA on its light background. */
export const STATUS_COLORS: Record<EmailStatus, { color: string; text: string }> = {
  queued: { color: "blue", text: "#14558f" },
  sending: { color: "cyan", text: "#0b5566" },
  sent: { color: "green", text: "#1b5e2a" },
  failed: { color: "red", text: "#a51d1d" },
  cancelled: { color: "gray", text: "dark.6" },
};

/** What each template is, for people (unknown names are shown as they are). */
export const TEMPLATE_LABELS: Record<string, string> = {
  booking_created: "Booking received",
  booking_confirmed: "Booking confirmed",
  booking_cancelled: "Booking cancelled",
  booking_rescheduled: "Booking rescheduled",
  booking_reminder_24h: "Reminder (day before)",
  booking_reminder_morning: "Reminder (home collection today)",
  email_verification: "Email confirmation",
  password_reset: "Password reset",
  email_change_confirm: "New email confirmation",
  email_change_requested: "Email change requested",
  email_changed: "Email changed",
  signup_existing_account: "Sign-up with an existing email",
  result_ready: "Results ready",
};

export const emailsCopy = {
  title: "Emails",
  subtitle:
    "Every email the site sends, with its delivery status. Without SMTP_URL, messages stay queued here.",
  searchPlaceholder: "Recipient email",
  statusPlaceholder: "All statuses",
  columns: [
    "Created",
    "Recipient",
    "Message",
    "Status",
    { label: "Attempts", ta: "right" as const },
    "Next attempt",
    "Last error",
    "Actions",
  ],
  fetchError: "Error fetching emails",
  fetchOneError: "Error fetching the email",
  empty: "No emails yet.",
  emptyFiltered: "No emails match these filters.",
  countsLabel: "Emails by status",
  view: "View",
  viewLabel: (recipient: string, created: string) => `View email to ${recipient} (${created})`,
  sendAgain: "Send again",
  sendAgainLabel: (recipient: string) => `Send the email to ${recipient} again`,
  resentTitle: "Email queued again",
  resentMessage: (recipient: string) => `The email to ${recipient} will be sent again shortly.`,
  resendFailed: "Could not send the email again",
  drawerTitle: "Email",
  to: "To",
  template: "Message",
  created: "Created",
  sent: "Sent",
  attempts: "Attempts",
  nextAttempt: "Next attempt",
  lastError: "Last error",
  messageId: "Message-ID",
  subject: "Subject",
  textTab: "Text",
  htmlTab: "HTML",
  htmlFrameTitle: "HTML version of the email (links and scripts disabled)",
  htmlNote: "Shown in a sandbox: scripts, forms and links do not run here.",
  booking: "Booking",
} as const;

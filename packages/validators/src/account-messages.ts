/**
 * The signed-in patient's own screens: account self-service, dashboard and profile, as
 * `messages.account`, `messages.dashboard` and `messages.profile`.
 */
import { keyMessages } from "./message-keys.ts";

/** Account self-service (email verification, password reset and change, email change, sessions, data). */
export const accountMessages = keyMessages("account", {
  linkInvalid: "This link is invalid or has expired. Please ask for a new one.",
  resetRequested:
    "If an account exists for this email, we have sent a link to reset its password. Please check your inbox.",
  passwordReset: "Your password has been changed. Please sign in with your new password.",
  emailVerified: "Thank you: your email address is confirmed.",
  verificationSent: "We have sent you a new confirmation link.",
  verifyBanner: "Please confirm your email address: we sent you a link when you signed up.",
  wrongPassword: "The password is not correct",
  passwordChanged: "Your password has been changed. Other devices have been signed out.",
  samePassword: "The new password must differ from the current one",
  emailChangeSent: (email: string) =>
    `We have sent a confirmation link to ${email}. Your email changes when you open it.`,
  emailChanged: "Your email address has been changed.",
  sameEmail: "This is already your email address",
  sessionEnded: "Signed out of that device",
  signedOutEverywhere: "Signed out everywhere",
  deleted: "Your account has been deleted.",
  lastAdmin: "You are the last admin: make someone else an admin before deleting your account.",
  exportReady: "Your data has been downloaded.",
} as const);

/** The patient dashboard's texts, keyed `dashboard.<name>`. */
export const dashboardMessages = keyMessages("dashboard", {
  fetchError: "Error fetching data",
  empty: "No bookings found.",
} as const);

/** The profile screen's texts, keyed `profile.<name>`. */
export const profileMessages = keyMessages("profile", {
  fetchError: "Error fetching profile",
  updateError: "Error updating profile",
  updated: "Profile updated",
} as const);

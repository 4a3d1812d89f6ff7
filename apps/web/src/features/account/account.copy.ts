/**
 * Copy of the pages that emailed links open (/reset-password, /verify-email, /confirm-email). The
 * outcome messages themselves are the server's, in @labcompare/validators `messages.account`.
 */
export const accountCopy = {
  reset: {
    pageTitle: "Choose a new password",
    heading: "Choose a new password",
    intro: "Enter a new password for your account. Every device signed in to it will be signed out.",
    newPassword: "New password",
    newPasswordHint: "At least 8 characters. A few unrelated words make a strong password.",
    confirm: "Confirm new password",
    mismatch: "The passwords do not match",
    submit: "Set new password",
    signIn: "Sign in",
    askAgain: "Ask for a new link",
    failed: "Could not change the password",
  },
  verify: {
    pageTitle: "Confirm your email",
    heading: "Confirm your email",
    checking: "Confirming your email address…",
    alreadyVerified: "Your email address is already confirmed.",
    resend: "Send me a new link",
    signInToResend: "Sign in to get a new link",
    dashboard: "Go to my dashboard",
    signIn: "Sign in",
    notSent: "We have already sent several links in the last hour. Please check your inbox and spam folder, or try again later.",
  },
  confirm: {
    pageTitle: "Confirm your new email",
    heading: "Confirm your new email",
    checking: "Changing your email address…",
    nowIs: (email: string) => `From now on, sign in with ${email}.`,
    profile: "Go to my profile",
    signIn: "Sign in",
    tryAgain: "You can ask for the change again from your profile.",
  },
  missingToken: "This page needs the link from the email. Please open the link from the email again, or ask for a new one.",
} as const;

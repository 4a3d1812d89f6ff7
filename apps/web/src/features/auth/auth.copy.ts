/** Copy of the sign-in page's forms and its "forgot password" form (/auth?forgot=1). Server messages come from @labcompare/validators. */
export const authCopy = {
  email: "Email",
  emailPlaceholder: "you@example.com",
  forgotLink: "Forgot password?",
  forgotTitle: "Reset your password",
  forgotIntro: "Enter the email of your account and we will send you a link to choose a new password.",
  forgotSubmit: "Send reset link",
  forgotValidFor: "The link works for 30 minutes. If nothing arrives, check your spam folder.",
  backToSignIn: "Back to sign in",
  forgotFailed: "Could not send the link",
} as const;

import { Anchor } from "@mantine/core";
import { Link } from "react-router-dom";

/**
 * "Forgot password?" (`children`) under a sign-in form's password, at the end of the line: a link to
 * `to` (the forgot-password form) that hands it the `email` typed so far (router state).
 */
export function ForgotPasswordLink({ to, email, children }: { to: string; email: string; children: string }) {
  return (
    <Anchor component={Link} to={to} state={{ email }} size="sm" mt={-8} style={{ alignSelf: "flex-end" }}>
      {children}
    </Anchor>
  );
}

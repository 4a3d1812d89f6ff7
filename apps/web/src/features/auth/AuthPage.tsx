/**
 * Sign in / create account (SPEC section 2). Validation uses the shared zod schemas, so the form and
 * the server give the same messages. After success: the ?redirect= path when it is a same-site
 * path, else /admin/dashboard for admins and /dashboard for everyone else. "Forgot password?" under
 * the sign-in form opens the reset request (`?forgot=1`, also the link in account emails).
 */
import { useEffect, useState } from "react";
import { Alert, Anchor, Button, Card, Container, Group, Stack, Tabs, Text, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { zod4Resolver } from "mantine-form-zod-resolver";
import { IconAlertCircle } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router-dom";
import { signInInput, signUpInput } from "@labcompare/validators";
import { PageLoader } from "../../components/PageLoader";
import { homeFor, isMeKey, safeRedirect, useMe, useSignOut } from "../../lib/auth";
import { notifyError } from "../../lib/notify";
import { usePageTitle } from "../../lib/title";
import { errorMessage, trpc, trpcFieldErrors } from "../../trpc";
import { authCopy } from "./auth.copy";
import { ForgotPasswordForm } from "./ForgotPasswordForm";
import { RequiredPasswordInput } from "../../components/NewPasswordFields";

type Mode = "signin" | "signup";

/** /auth with the same-site redirect kept, optionally with the forgot-password form open. */
function authPath({ redirect, forgot = false }: { redirect: string | null; forgot?: boolean }): string {
  const params = new URLSearchParams();
  if (forgot) params.set("forgot", "1");
  if (redirect) params.set("redirect", redirect);
  const query = params.toString();
  return query ? `/auth?${query}` : "/auth";
}

export default function AuthPage() {
  usePageTitle("Sign in");
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get("redirect"));
  const { user, isPending } = useMe();
  const navigate = useNavigate();
  const [mode, setMode] = useState<Mode>(params.get("mode") === "signup" ? "signup" : "signin");
  const [justSignedIn, setJustSignedIn] = useState(false);
  const forgot = params.get("forgot") === "1";
  const location = useLocation();

  // Already signed in and sent here with a redirect (e.g. from the booking page): go straight there.
  useEffect(() => {
    if (user && redirect && !justSignedIn) void navigate(redirect, { replace: true });
  }, [user, redirect, justSignedIn, navigate]);

  if (isPending) return <PageLoader />;
  // The reset request stays reachable when signed in: account emails link here ("reset it now").
  if (forgot) {
    const email = (location.state as { email?: string } | null)?.email ?? "";
    return (
      <Container size={460} py={64}>
        <Title order={1} mb="lg" ta="center">
          {authCopy.forgotTitle}
        </Title>
        <Card shadow="sm" padding="xl">
          <ForgotPasswordForm initialEmail={email} signInPath={authPath({ redirect })} />
        </Card>
      </Container>
    );
  }
  if (user && !justSignedIn) return <SignedIn email={user.email} isAdmin={user.isAdmin} />;

  return (
    <Container size={460} py={64}>
      <Stack gap="xs" mb="lg" ta="center">
        <Title order={1}>{mode === "signin" ? "Welcome back" : "Create your account"}</Title>
        <Text c="dimmed">
          {mode === "signin" ? "Sign in to book tests and manage your bookings." : "Sign up to book lab tests and track your results."}
        </Text>
      </Stack>
      <Card shadow="sm" padding="xl">
        <Tabs value={mode} onChange={(v) => setMode((v as Mode) ?? "signin")} keepMounted={false}>
          <Tabs.List grow mb="lg">
            <Tabs.Tab value="signin">Sign In</Tabs.Tab>
            <Tabs.Tab value="signup">Create Account</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="signin">
            <AuthForm mode="signin" redirect={redirect} onSuccess={() => setJustSignedIn(true)} />
          </Tabs.Panel>
          <Tabs.Panel value="signup">
            <AuthForm mode="signup" redirect={redirect} onSuccess={() => setJustSignedIn(true)} />
          </Tabs.Panel>
        </Tabs>
      </Card>
    </Container>
  );
}

/** The sign-in or sign-up form (email and password); sign-in also links to "Forgot password?". */
function AuthForm({ mode, redirect, onSuccess }: { mode: Mode; redirect: string | null; onSuccess: () => void }) {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm({
    mode: "controlled",
    initialValues: { email: "", password: "" },
    validate: zod4Resolver(mode === "signin" ? signInInput : signUpInput, { errorPriority: "first" }),
    validateInputOnBlur: true,
  });

  const handlers = {
    onSuccess: async ({ user }: { user: { id: string; email: string; isAdmin: boolean } }) => {
      onSuccess();
      // Another account's cached data must not survive a sign-in.
      queryClient.removeQueries({ predicate: (q) => !isMeKey(q.queryKey) });
      // auth.me also says whether the account is lab staff (they land on the admin bookings).
      const me = await utils.auth.me.fetch(undefined, { staleTime: 0 }).catch(() => null);
      void navigate(homeFor(me?.user ?? user, redirect), { replace: true });
    },
    onError: (error: unknown) => {
      const message = errorMessage(error);
      setServerError(message);
      form.setErrors(trpcFieldErrors(error));
      notifyError(mode === "signin" ? "Sign in failed" : "Sign up failed", message);
    },
  };
  const signIn = trpc.auth.signIn.useMutation(handlers);
  const signUp = trpc.auth.signUp.useMutation(handlers);
  const pending = signIn.isPending || signUp.isPending;

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        setServerError(null);
        (mode === "signin" ? signIn : signUp).mutate(values);
      })}
    >
      <Stack gap="md">
        {serverError && (
          <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
            {serverError}
          </Alert>
        )}
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          withAsterisk
          {...form.getInputProps("email")}
        />
        <RequiredPasswordInput
          label="Password"
          autoComplete={mode === "signin" ? "current-password" : "new-password"}
          placeholder={mode === "signin" ? "Your password" : "At least 8 characters"}
          description={mode === "signup" ? "At least 8 characters" : undefined}
          toggleLabel="Show or hide password"
          {...form.getInputProps("password")}
        />
        {mode === "signin" && (
          <Anchor component={Link} to={authPath({ redirect, forgot: true })} state={{ email: form.values.email }} size="sm" mt={-8} style={{ alignSelf: "flex-end" }}>
            {authCopy.forgotLink}
          </Anchor>
        )}
        <Button type="submit" fullWidth loading={pending}>
          {mode === "signin" ? "Sign In" : "Create Account"}
        </Button>
      </Stack>
    </form>
  );
}

/** /auth for a signed-in user (the mobile "Account" link): who is signed in, and sign out. */
function SignedIn({ email, isAdmin }: { email: string; isAdmin: boolean }) {
  const navigate = useNavigate();
  const signOut = useSignOut();
  return (
    <Container size={460} py={64}>
      <Card shadow="sm" padding="xl">
        <Stack gap="md">
          <Title order={1} fz="h2">
            Your account
          </Title>
          <Text>
            Signed in as <strong>{email}</strong>
          </Text>
          <Group grow>
            <Button component={Link} to="/dashboard">
              Dashboard
            </Button>
            {isAdmin && (
              <Button component={Link} to="/admin/dashboard" variant="outline">
                Admin
              </Button>
            )}
          </Group>
          <Button
            variant="default"
            loading={signOut.isPending}
            onClick={() => signOut.mutate(undefined, { onSettled: () => void navigate("/") })}
          >
            Sign Out
          </Button>
        </Stack>
      </Card>
    </Container>
  );
}

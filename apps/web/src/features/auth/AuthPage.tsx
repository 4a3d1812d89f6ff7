/**
 * Sign in / create account. Validation uses the shared zod schemas, so the form and
 * the server give the same messages. After success: the ?redirect= path when it is a same-site
 * path, else /admin/dashboard for admins and /dashboard for everyone else. "Forgot password?" under
 * the sign-in form opens the reset request (`?forgot=1`, also the link in account emails).
 */
import { useEffect, useState } from "react";
import { Alert, Button, Card, Container, Group, Stack, Tabs, Text, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconAlertCircle } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "../../i18n/useTranslation";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router-dom";
import { signInInput, signUpInput } from "@labcompare/validators";
import { useLocale } from "../../i18n/useLocale";
import { PageLoader } from "../../components/PageLoader";
import { Ltr } from "../../i18n/Ltr";
import { homeFor, isMeKey, safeRedirect, useMe, useSignOut } from "../../lib/auth";
import { useServerError } from "../../lib/serverError";
import { notifyError } from "../../lib/notify";
import { usePageTitle } from "../../lib/title";
import { useZodValidate } from "../../lib/zodForm";
import { errorMessage, trpc, trpcFieldErrors } from "../../trpc";
import { EmailField } from "./EmailField";
import { ForgotPasswordForm } from "./ForgotPasswordForm";
import { RequiredPasswordInput } from "../../components/NewPasswordFields";
import { ForgotPasswordLink } from "../../components/ForgotPasswordLink";

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
  const { t } = useTranslation("auth");
  usePageTitle(t("pageTitle"));
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
          {t("forgot.title")}
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
        <Title order={1}>{mode === "signin" ? t("signIn.title") : t("signUp.title")}</Title>
        <Text c="dimmed">{mode === "signin" ? t("signIn.intro") : t("signUp.intro")}</Text>
      </Stack>
      <Card shadow="sm" padding="xl">
        <Tabs value={mode} onChange={(v) => setMode((v as Mode) ?? "signin")} keepMounted={false}>
          <Tabs.List grow mb="lg">
            <Tabs.Tab value="signin">{t("signIn.tab")}</Tabs.Tab>
            <Tabs.Tab value="signup">{t("signUp.tab")}</Tabs.Tab>
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
function AuthForm({
  mode,
  redirect,
  onSuccess,
}: {
  mode: Mode;
  redirect: string | null;
  onSuccess: () => void;
}) {
  const { t } = useTranslation("auth");
  const locale = useLocale();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const serverError = useServerError();
  const validate = useZodValidate(mode === "signin" ? signInInput : signUpInput);
  const form = useForm({
    mode: "controlled",
    initialValues: { email: "", password: "" },
    validate,
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
      const message = errorMessage(error, undefined, t);
      serverError.set(message);
      form.setErrors(trpcFieldErrors(error, t));
      notifyError(mode === "signin" ? t("signIn.failed") : t("signUp.failed"), message);
    },
  };
  const signIn = trpc.auth.signIn.useMutation(handlers);
  const signUp = trpc.auth.signUp.useMutation(handlers);
  const pending = signIn.isPending || signUp.isPending;

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(
        serverError.clearThen((values) => {
          // A new account takes the page's language: its emails are written in it.
          if (mode === "signin") signIn.mutate(values);
          else signUp.mutate({ ...values, locale });
        }),
      )}
    >
      <Stack gap="md">
        {serverError.message && (
          <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
            {serverError.message}
          </Alert>
        )}
        <EmailField {...form.getInputProps("email")} />
        <RequiredPasswordInput
          label={t("password")}
          autoComplete={mode === "signin" ? "current-password" : "new-password"}
          placeholder={mode === "signin" ? t("signIn.passwordPlaceholder") : t("signUp.passwordHint")}
          description={mode === "signup" ? t("signUp.passwordHint") : undefined}
          toggleLabel={t("passwordToggle")}
          {...form.getInputProps("password")}
        />
        {mode === "signin" && (
          <ForgotPasswordLink to={authPath({ redirect, forgot: true })} email={form.values.email}>
            {t("forgot.link")}
          </ForgotPasswordLink>
        )}
        <Button type="submit" fullWidth loading={pending}>
          {mode === "signin" ? t("signIn.submit") : t("signUp.submit")}
        </Button>
      </Stack>
    </form>
  );
}

/** /auth for a signed-in user (the mobile "Account" link): who is signed in, and sign out. */
function SignedIn({ email, isAdmin }: { email: string; isAdmin: boolean }) {
  const { t } = useTranslation("auth");
  const navigate = useNavigate();
  const signOut = useSignOut();
  return (
    <Container size={460} py={64}>
      <Card shadow="sm" padding="xl">
        <Stack gap="md">
          <Title order={1} fz="h2">
            {t("signedIn.title")}
          </Title>
          <Text style={{ overflowWrap: "anywhere" }}>
            {t("signedIn.as")}{" "}
            <strong>
              <Ltr>{email}</Ltr>
            </strong>
          </Text>
          <Group grow>
            <Button component={Link} to="/dashboard">
              {t("signedIn.dashboard")}
            </Button>
            {isAdmin && (
              <Button component={Link} to="/admin/dashboard" variant="outline">
                {t("signedIn.admin")}
              </Button>
            )}
          </Group>
          <Button
            variant="default"
            loading={signOut.isPending}
            onClick={() => signOut.mutate(undefined, { onSettled: () => void navigate("/") })}
          >
            {t("signedIn.signOut")}
          </Button>
        </Stack>
      </Card>
    </Container>
  );
}

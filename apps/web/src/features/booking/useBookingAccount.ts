/**
 * The account step of a visitor's booking: `auth.signUp` (a new patient) or `auth.signIn` ("I have an
 * account") with the email and password typed in the booking form, before `booking.create` on the
 * same submit. Sign-up's and sign-in's rules, messages and rate limits are the server's, unchanged.
 * On success the session cookie is set, data cached for nobody in particular is kept (the tests and
 * slots on screen) and anything an account owns is dropped, and `auth.me` knows the patient at once
 * (then is read again); a returning patient's empty name, phone, date of birth and sex are filled
 * from the profile (and asked for when it lacks them, for a test that is theirs).
 * On failure the messages go on the form's fields (`patientEmail`, `password`) and in a toast, the
 * first field in error is focused, and every typed value stays.
 */
import { useLocale } from "../../i18n/useLocale";
import { useState, type RefObject } from "react";
import type { UseFormReturnType } from "@mantine/form";
import { useQueryClient } from "@tanstack/react-query";
import { isPublicKey } from "../../lib/auth";
import { focusFirstError } from "../../lib/forms";
import { notifyError } from "../../lib/notify";
import { formatPhone } from "../../lib/phone";
import { errorMessage, trpc, trpcErrorCode, trpcFieldErrors, type RouterOutputs } from "../../trpc";
import { useTranslation } from "../../i18n/useTranslation";
import type { AccountStep, BookingValues } from "./validate";
import { holderDetailsErrors, PERSON_ME } from "../../lib/person";

type Profile = RouterOutputs["profile"]["get"];

/** The server's refusal as messages on the booking form's fields. */
function fieldErrors(error: unknown, message: string): Record<string, string> {
  const fields = trpcFieldErrors(error);
  const errors: Record<string, string> = {};
  if (fields.email) errors.patientEmail = fields.email;
  if (fields.password) errors.password = fields.password;
  if (Object.keys(errors).length) return errors;
  switch (trpcErrorCode(error)) {
    case "CONFLICT": // "An account with this email already exists"
      return { patientEmail: message };
    case "UNAUTHORIZED": // "Invalid email or password"
    case "BAD_REQUEST": // a guessable password, with the reason
      return { password: message };
    default: // too many attempts, server busy, network: said in the toast
      return {};
  }
}

/**
 * `first(values)`: for a visitor (`step` not null) creates the account or signs in, then resolves to
 * the values to book with (password cleared, name and phone from the profile when left empty), or to
 * false when the submit stops there. Signed in (`step` null): the values unchanged.
 */
export function useBookingAccount(
  form: UseFormReturnType<BookingValues>,
  formRef: RefObject<HTMLFormElement | null>,
  step: AccountStep,
) {
  const { t } = useTranslation("booking");
  const locale = useLocale();
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const signUp = trpc.auth.signUp.useMutation();
  const signIn = trpc.auth.signIn.useMutation();
  const [pending, setPending] = useState(false);

  const stop = (errors: Record<string, string>) => {
    form.setErrors(errors);
    requestAnimationFrame(() => focusFirstError(formRef.current, errors));
    return false as const;
  };

  /** Signs up or in; the profile for a returning patient, or the refusal. */
  const call = async (kind: Exclude<AccountStep, null>, credentials: { email: string; password: string }) => {
    let user: RouterOutputs["auth"]["signUp"]["user"];
    try {
      // A new account takes the page's language: its emails are written in it.
      ({ user } = await (kind === "signup"
        ? signUp.mutateAsync({ ...credentials, locale })
        : signIn.mutateAsync(credentials)));
    } catch (error) {
      return { error };
    }
    queryClient.removeQueries({ predicate: (q) => !isPublicKey(q.queryKey) });
    // What sign-in said is enough to book and open the booking's page at once (a new account has no
    // labs and an unverified email); auth.me's full answer replaces it in the background.
    utils.auth.me.setData(undefined, { user: { ...user, staffLabIds: [], emailVerified: false } });
    void utils.auth.me.invalidate();
    const profile: Profile | null =
      kind === "signin" ? await utils.profile.get.fetch(undefined, { staleTime: 0 }).catch(() => null) : null;
    return { profile };
  };

  const first = async (v: BookingValues): Promise<BookingValues | false> => {
    if (!step) return v;
    setPending(true);
    const result = await call(step, { email: v.patientEmail, password: v.password }).finally(() =>
      setPending(false),
    );
    if ("error" in result) {
      const message = errorMessage(result.error, undefined, t);
      notifyError(step === "signup" ? t("signUpFailed") : t("signInFailed"), message, "booking-account");
      return stop(fieldErrors(result.error, message));
    }
    const p = result.profile;
    const next: BookingValues = {
      ...v,
      password: "",
      patientName: v.patientName.trim() || [p?.firstName, p?.lastName].filter(Boolean).join(" "),
      patientPhone: v.patientPhone || formatPhone(p?.phone),
      dateOfBirth: v.dateOfBirth || p?.dateOfBirth || "",
      sex: v.sex || p?.sex || "",
    };
    form.setValues(next);
    // A returning patient without a name on the profile is asked for it now, in the signed-in form.
    if (!next.patientName) return stop({ patientName: t("patientNameRequired") });
    // Likewise their date of birth and sex when the test is for them.
    const missing = next.person === PERSON_ME ? holderDetailsErrors(next) : {};
    if (Object.keys(missing).length) return stop(missing);
    return next;
  };

  return { first, isPending: pending };
}

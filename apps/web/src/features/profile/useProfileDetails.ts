/**
 * The state of the profile details form (ProfilePage.tsx): `profile` (profile.get), the Mantine
 * `form` (strings; validated with the shared `profileUpdateInput`) filled once from the server's
 * profile, and `update` (profile.update: on success the cache is updated, a notice shown and the
 * patient sent to /dashboard; on failure the fields' errors are set and a notice shown).
 */
import { useEffect, useRef } from "react";
import { useForm } from "@mantine/form";
import { useTranslation } from "../../i18n/useTranslation";
import { useNavigate } from "react-router-dom";
import { messages } from "@labcompare/validators/messages";
import { profileUpdateInput } from "@labcompare/validators/schemas";
import { useErrorToast } from "../../lib/hooks";
import { formatPhone } from "../../lib/phone";
import { notifyError, notifySuccess } from "../../lib/notify";
import { useZodValidate } from "../../lib/zodForm";
import { errorMessage, trpc, trpcFieldErrors } from "../../trpc";

/** The details form's values as profile.update takes them: an empty date of birth or sex is cleared (null). */
export const toProfileUpdate = (v: { dateOfBirth: string; sex: string }) => ({
  ...v,
  dateOfBirth: v.dateOfBirth || null,
  sex: v.sex || null,
});

/** The profile query, the details form and the update mutation (see the file comment). */
export function useProfileDetails() {
  const { t } = useTranslation("profile");
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const profile = trpc.profile.get.useQuery();
  useErrorToast(profile.error, messages.profile.fetchError);

  const validateProfile = useZodValidate(profileUpdateInput);
  const form = useForm({
    mode: "controlled",
    initialValues: { firstName: "", lastName: "", phone: "", dateOfBirth: "", sex: "" },
    validate: (values) => validateProfile(toProfileUpdate(values)),
  });

  // The form starts from the profile as the server has it now: cached data may predate a booking
  // that filled the profile in, and its refetch is then still under way.
  const loaded = useRef(false);
  useEffect(() => {
    if (profile.data && !profile.isFetching && !loaded.current) {
      loaded.current = true;
      const values = {
        firstName: profile.data.firstName ?? "",
        lastName: profile.data.lastName ?? "",
        phone: formatPhone(profile.data.phone),
        dateOfBirth: profile.data.dateOfBirth ?? "",
        sex: profile.data.sex ?? "",
      };
      form.setInitialValues(values);
      form.setValues(values);
    }
  }, [profile.data, profile.isFetching, form]);

  const update = trpc.profile.update.useMutation({
    onSuccess: (data) => {
      utils.profile.get.setData(undefined, data);
      notifySuccess(messages.profile.updated);
      void navigate("/dashboard");
    },
    onError: (error) => {
      form.setErrors(trpcFieldErrors(error, t));
      notifyError(messages.profile.updateError, errorMessage(error, undefined, t));
    },
  });

  return { profile, form, update };
}

/** The details form as useProfileDetails gives it. */
export type ProfileForm = ReturnType<typeof useProfileDetails>["form"];

/**
 * The family member dialog of /profile: add one or edit one (name, date of birth, sex, relation, and
 * for an adult the holder's confirmation of their permission) → `profile.family.add` or `.update`.
 * Checked in the browser with the shared schemas; the server's refusal (the limit of 10, a field)
 * shows in the dialog. Props: `member` (null: a new one), `opened`, `onClose`.
 */
import { Checkbox, Stack, TextInput } from "@mantine/core";
import { Dialog, DialogButtons } from "../../components/Dialog";
import { useForm } from "@mantine/form";
import { useTranslation } from "../../i18n/useTranslation";
import { BirthAndSexInputs, RelationSelect } from "../../components/person/PersonInputs";
import { ServerErrorAlert } from "../../components/FormErrorAlert";
import { emptyNewMember, isAdultBirthDate, newMemberErrors, type NewMemberValues } from "../../lib/person";
import { useServerError } from "../../lib/serverError";
import { localizeErrors } from "../../lib/zodForm";
import { notifySuccess } from "../../lib/notify";
import { errorMessage, trpc, trpcFieldErrors, type RouterOutputs } from "../../trpc";

export type FamilyMember = RouterOutputs["profile"]["family"]["list"][number];

const valuesOf = (m: FamilyMember | null): NewMemberValues =>
  m
    ? {
        name: m.name,
        dateOfBirth: m.dateOfBirth,
        sex: m.sex,
        relation: m.relation as NewMemberValues["relation"],
        consent: false,
      }
    : emptyNewMember();

export function FamilyMemberModal({
  member,
  opened,
  onClose,
}: {
  member: FamilyMember | null;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation("family");
  const utils = trpc.useUtils();
  const serverError = useServerError();
  const form = useForm<NewMemberValues>({
    mode: "controlled",
    initialValues: valuesOf(member),
    validate: (v) => {
      const errors = newMemberErrors({ ...v, consent: v.consent || Boolean(member?.consentAt) });
      return localizeErrors(
        Object.fromEntries(Object.entries(errors).map(([k, msg]) => [k.replace("newMember.", ""), msg])),
        t,
      );
    },
  });
  const done = () => {
    void utils.profile.family.list.invalidate();
    notifySuccess(t("section.saved"));
    serverError.set(null);
    onClose();
  };
  const onError = (error: unknown) => {
    const fields = trpcFieldErrors(error, t);
    if (Object.keys(fields).length) form.setErrors(fields);
    else serverError.set(errorMessage(error, undefined, t));
  };
  const add = trpc.profile.family.add.useMutation({ onSuccess: done, onError });
  const update = trpc.profile.family.update.useMutation({ onSuccess: done, onError });
  const pending = add.isPending || update.isPending;
  const adult = isAdultBirthDate(form.values.dateOfBirth);

  return (
    <Dialog
      opened={opened}
      onClose={onClose}
      title={member ? t("section.editTitle") : t("section.addTitle")}
      centered
      closeLabel={t("section.close")}
    >
      <form
        noValidate
        onSubmit={form.onSubmit(
          serverError.clearThen((v) => {
            const input = { ...v, sex: v.sex || "undisclosed", relation: v.relation || "other" } as const;
            if (member) update.mutate({ ...input, id: member.id });
            else add.mutate(input);
          }),
        )}
      >
        <Stack gap="md">
          <ServerErrorAlert title={t("section.failed")} error={serverError.message} />
          <TextInput label={t("memberName")} required data-autofocus {...form.getInputProps("name")} />
          <RelationSelect {...form.getInputProps("relation")} />
          <BirthAndSexInputs form={form} self={false} />
          {adult && !member?.consentAt && (
            <Checkbox label={t("consent")} {...form.getInputProps("consent", { type: "checkbox" })} />
          )}
          <DialogButtons
            cancel={t("section.cancel")}
            confirm={t("section.save")}
            onCancel={onClose}
            pending={pending}
          />
        </Stack>
      </form>
    </Dialog>
  );
}

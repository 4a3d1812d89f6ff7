/**
 * "Who is this test for?" in the booking form: Me (chosen at first), each active family member, and
 * Someone else… which asks for the new member inline (name, date of birth, sex, relation, and for an
 * adult the holder's confirmation of their permission). Props: `form` (the booking form), `members`
 * (the holder's family members, archived ones left out here).
 */
import { Checkbox, Group, Radio, Stack, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { useTranslation } from "../../i18n/useTranslation";
import { BirthAndSexInputs, RelationSelect } from "../../components/person/PersonInputs";
import { isAdultBirthDate, PERSON_ME, PERSON_NEW, personChoices } from "../../lib/person";
import type { BookingValues } from "./validate";

type Form = UseFormReturnType<BookingValues>;

export interface PersonChoiceProps {
  form: Form;
  members: readonly { id: string; name: string; archivedAt: Date | string | null }[];
}

export function PersonChoice({ form, members }: PersonChoiceProps) {
  const { t } = useTranslation("family");
  const choices = personChoices(members);
  return (
    <>
      <Radio.Group
        label={t("whoFor")}
        value={form.values.person}
        onChange={(v) => form.setFieldValue("person", v)}
        data-path="person"
      >
        <Group mt={6} gap="lg">
          {choices.map((c) => (
            <Radio
              key={c.value}
              value={c.value}
              label={c.value === PERSON_ME ? t("me") : c.value === PERSON_NEW ? t("someoneElse") : c.name}
            />
          ))}
        </Group>
      </Radio.Group>
      {form.values.person === PERSON_NEW && <NewMemberFields form={form} />}
    </>
  );
}

/** Someone else…: the family member added on submit. */
function NewMemberFields({ form }: { form: Form }) {
  const { t } = useTranslation("family");
  const m = form.values.newMember;
  return (
    <Stack gap="md" data-testid="new-family-member">
      <Group grow align="flex-start">
        <TextInput
          label={t("memberName")}
          required
          autoComplete="off"
          {...form.getInputProps("newMember.name")}
        />
        <RelationSelect {...form.getInputProps("newMember.relation")} />
      </Group>
      <BirthAndSexInputs form={form} path="newMember." self={false} />
      {isAdultBirthDate(m.dateOfBirth) && (
        <Checkbox label={t("consent")} {...form.getInputProps("newMember.consent", { type: "checkbox" })} />
      )}
    </Stack>
  );
}

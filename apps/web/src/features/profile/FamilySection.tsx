/**
 * "Family members" on /profile: the people the patient books tests for and keeps results of (at most
 * 10): each active member's name, relation and date of birth, with Edit and Remove; "Add a family
 * member" opens the dialog (FamilyMemberModal). Removing one with bookings or results archives it
 * (its bookings and results stay; it is no longer offered), which the toast says.
 */
import { useState } from "react";
import { Button, Group, Stack, Text } from "@mantine/core";
import { useTranslation } from "../../i18n/useTranslation";
import { MAX_FAMILY_MEMBERS } from "@labcompare/domain/person";
import { formatDate, MONTH_DAY_YEAR } from "@labcompare/domain/format";
import { useLocale } from "../../i18n/useLocale";
import { notifyError, notifySuccess } from "../../lib/notify";
import { errorMessage, trpc } from "../../trpc";
import { ProfileSection } from "./ProfileSection";
import { FamilyMemberModal, type FamilyMember } from "./FamilyMemberModal";
import { isPendingFor } from "../../lib/mutations";

export function FamilySection() {
  const { t } = useTranslation("family");
  const locale = useLocale();
  const utils = trpc.useUtils();
  const family = trpc.profile.family.list.useQuery();
  const [editing, setEditing] = useState<{ member: FamilyMember | null } | null>(null);
  const remove = trpc.profile.family.remove.useMutation({
    onSuccess: ({ archived }) => {
      void utils.profile.family.list.invalidate();
      notifySuccess(archived ? t("section.archived") : t("section.removed"));
    },
    onError: (error) => notifyError(t("section.removeFailed"), errorMessage(error, undefined, t)),
  });
  const active = (family.data ?? []).filter((m) => !m.archivedAt);
  const relation = (r: string) =>
    ({ child: t("relation.child"), parent: t("relation.parent"), spouse: t("relation.spouse") })[r] ??
    t("relation.other");

  return (
    <ProfileSection id="family-title" title={t("section.title")} description={t("section.description")}>
      <Stack gap="sm">
        {family.isSuccess && active.length === 0 && <Text c="dimmed">{t("section.empty")}</Text>}
        {active.map((m) => (
          <Group key={m.id} justify="space-between" wrap="wrap" data-testid="family-member">
            <div>
              <Text fw={600}>{m.name}</Text>
              <Text size="sm" c="dimmed">
                {t("section.memberLine", {
                  relation: relation(m.relation),
                  date: formatDate(m.dateOfBirth, MONTH_DAY_YEAR, { locale }),
                })}
              </Text>
            </div>
            <Group gap="xs">
              <Button variant="default" size="compact-md" onClick={() => setEditing({ member: m })}>
                {t("section.edit", { name: m.name })}
              </Button>
              <Button
                variant="subtle"
                color="red"
                size="compact-md"
                loading={isPendingFor(remove, { id: m.id })}
                onClick={() => remove.mutate({ id: m.id })}
              >
                {t("section.remove", { name: m.name })}
              </Button>
            </Group>
          </Group>
        ))}
        <Group>
          <Button
            variant="light"
            onClick={() => setEditing({ member: null })}
            disabled={active.length >= MAX_FAMILY_MEMBERS}
          >
            {t("section.add")}
          </Button>
        </Group>
      </Stack>
      {editing && (
        <FamilyMemberModal
          key={editing.member?.id ?? "new"}
          member={editing.member}
          opened
          onClose={() => setEditing(null)}
        />
      )}
    </ProfileSection>
  );
}

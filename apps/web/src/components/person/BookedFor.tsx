/**
 * Whom a booking is for, on the patient's pages: "For Layla (Child)" when it is a family member's;
 * nothing for the account holder's own. Props: `booking` ({ patientName, personRelation }) and the
 * Mantine Text props of the line.
 */
import { Text, type TextProps } from "@mantine/core";
import { useTranslation } from "../../i18n/useTranslation";

type Relation = "self" | "child" | "parent" | "spouse" | "other";

/** The relation's name in the page's language ("Child"); null for the holder. */
export function useRelationName(): (relation: Relation) => string | null {
  const { t } = useTranslation("family");
  return (relation) =>
    relation === "self"
      ? null
      : {
          child: t("relation.child"),
          parent: t("relation.parent"),
          spouse: t("relation.spouse"),
          other: t("relation.other"),
        }[relation];
}

export function BookedFor({
  booking,
  ...text
}: { booking: { patientName: string; personRelation: Relation } } & TextProps) {
  const { t } = useTranslation("family");
  const relation = useRelationName()(booking.personRelation);
  if (!relation) return null;
  return (
    <Text size="sm" data-testid="booked-for" {...text}>
      {t("forPerson", { name: booking.patientName, relation })}
    </Text>
  );
}

/**
 * The estimate of one visit under the patient's plan (patientShare of @labcompare/domain/insurance,
 * as compareBasket and tests.byId return it): "In network" / "Not in your network", "Your share
 * (estimate)" in AED, and why tests are not covered, in words.
 */
import { Badge, Group, Text } from "@mantine/core";
import { useTranslation } from "../../i18n/useTranslation";
import { formatAed, joinList } from "@labcompare/domain/format";
import type { PatientShare } from "@labcompare/domain/insurance";
import { useLocale } from "../../i18n/useLocale";

/** "In network" (green) or "Not in your network" (grey). Props: `inNetwork`. */
export function NetworkBadge({ inNetwork }: { inNetwork: boolean }) {
  const { t } = useTranslation("payer");
  return (
    <Badge
      color={inNetwork ? "teal" : "gray"}
      variant={inNetwork ? "light" : "outline"}
      w="fit-content"
      data-testid="network-badge"
    >
      {inNetwork ? t("inNetwork") : t("notInNetwork")}
    </Badge>
  );
}

/**
 * "Your share (estimate)  AED x" and, when tests are not covered, why: the lab is out of the plan's
 * network, a referral is needed and not held, or the plan excludes tests (named by `nameOf(testId)`;
 * without it, the one test of a test page). Props: `estimate`, `nameOf?`.
 */
export function PlanShareLines({
  estimate,
  nameOf,
}: {
  estimate: PatientShare;
  nameOf?: (testId: string) => string;
}) {
  const { t } = useTranslation("payer");
  const locale = useLocale();
  const reasons = new Set(estimate.uncovered.map((u) => u.reason));
  const excluded = estimate.uncovered.filter((u) => u.reason === "excluded");
  return (
    <>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" fw={700} c="brand.9">
          {t("yourShare")}
        </Text>
        <Text size="sm" fw={700} c="brand.9" data-testid="estimate-share" style={{ whiteSpace: "nowrap" }}>
          {formatAed(estimate.patientShareAed, locale)}
        </Text>
      </Group>
      {reasons.has("out_of_network") ? (
        <Text size="xs" c="dimmed">
          {t("outOfNetwork")}
        </Text>
      ) : reasons.has("referral_required") ? (
        <Text size="xs" c="orange.9">
          {t("referralRequired")}
        </Text>
      ) : excluded.length > 0 ? (
        <Text size="xs" c="orange.9">
          {nameOf
            ? t("excluded", {
                names: joinList(
                  excluded.map((u) => nameOf(u.testId)),
                  locale,
                ),
              })
            : t("excludedThis")}
        </Text>
      ) : null}
    </>
  );
}

/**
 * A comparison table's cell: the patient's share of a lab visit for one test (AED) and, when it is
 * the full price, why. Props: `estimate` (null: an empty cell).
 */
export function PlanShareCell({ estimate }: { estimate: PatientShare | null }) {
  const { t } = useTranslation("payer");
  const locale = useLocale();
  if (!estimate) return <td />;
  const reason = estimate.uncovered[0]?.reason;
  return (
    <td>
      <Text size="sm" fw={700} c="brand.9" style={{ whiteSpace: "nowrap" }} data-testid="estimate-share">
        {formatAed(estimate.patientShareAed, locale)}
      </Text>
      {reason && (
        <Text size="xs" c="dimmed" maw={200}>
          {reason === "out_of_network"
            ? t("outOfNetwork")
            : reason === "referral_required"
              ? t("referralRequired")
              : t("excludedThis")}
        </Text>
      )}
    </td>
  );
}

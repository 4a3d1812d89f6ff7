/**
 * The dashboard's "Results" tab: the patient's current reports, newest first (results.list, fetched
 * only when the tab is opened: each report shown is audited), each with its lab, date and number of
 * values, linking to its booking — or marked "Added by you" for a past result typed in by hand —
 * and a link to /results, the record across labs.
 */
import { Anchor, Badge, Button, Card, Group, Stack, Text } from "@mantine/core";
import { Link } from "react-router-dom";
import { useTranslation } from "../../i18n/useTranslation";
import { useLocale } from "../../i18n/useLocale";
import { resultDate, resultLabName, type Report } from "../../components/results/resultText";
import { trpc } from "../../trpc";

/** The Results tab's content. */
export function ResultsTab() {
  const { t } = useTranslation("dashboard");
  const results = trpc.results.list.useQuery();
  if (results.isPending) {
    return (
      <Text c="dimmed" role="status">
        {t("loading")}
      </Text>
    );
  }
  if (results.isError) return <Text c="dimmed">{t("resultsError")}</Text>;
  return (
    <Stack gap="sm">
      {results.data.length === 0 ? (
        <Text c="dimmed">{t("noResultsYet")}</Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {results.data.map((r) => (
            <ReportCard key={r.id} report={r} />
          ))}
        </Stack>
      )}
      <Button component={Link} to="/results" variant="light" size="sm" style={{ alignSelf: "flex-start" }}>
        {t("allResults")}
      </Button>
    </Stack>
  );
}

/** One report: lab, date, number of values, and its booking (or "Added by you"). */
function ReportCard({ report: r }: { report: Report }) {
  const { t } = useTranslation("dashboard");
  const locale = useLocale();
  return (
    <Card component="li" withBorder padding="sm" data-testid="result-card">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <div>
          <Text fw={600}>{resultLabName(r, locale)}</Text>
          <Text size="sm" c="dimmed">
            {resultDate(r.observations[0]?.effectiveAt ?? r.issuedAt, locale)} ·{" "}
            {t("valueCount", { count: r.observations.length })}
          </Text>
        </div>
        {r.booking ? (
          <Anchor component={Link} to={`/bookings/${r.booking.reference}`} size="sm">
            {t("viewBookingResults", { reference: r.booking.reference })}
          </Anchor>
        ) : (
          <Badge variant="light" color="gray" c="dark.7" tt="none" fz="xs">
            {t("addedByYou")}
          </Badge>
        )}
      </Group>
    </Card>
  );
}

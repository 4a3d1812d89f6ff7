/**
 * "Results ready" on the booking page: the booking's current reports (results.byBooking), each with
 * its values, units, reference ranges and flags in words, its date and, when the lab sent one, a
 * "Download PDF" link (GET /api/results/:id/file), and "Share with a doctor". Nothing shows before the lab has sent results.
 */
import { SectionCard } from "../../components/SectionCard";
import { Badge, Group, Stack, Text } from "@mantine/core";
import { ReportPdfLink } from "../../components/results/ReportPdfLink";
import { IconDownload } from "@tabler/icons-react";
import { useTranslation } from "../../i18n/useTranslation";
import { ObservationTable } from "../../components/results/ObservationTable";
import { resultDate, resultLabName, type Report } from "../../components/results/resultText";
import { useLocale } from "../../i18n/useLocale";
import { trpc } from "../../trpc";
import { ShareWithDoctor } from "../results/share/ShareWithDoctor";

/**
 * The results section of booking `reference` (the signed-in owner's); renders nothing until there are
 * results. `personId`: the family member the booking is for (null = the account holder), whose link
 * "Share with a doctor" makes.
 */
export function BookingResults({
  reference,
  personId = null,
}: {
  reference: string;
  personId?: string | null;
}) {
  const { t } = useTranslation("results");
  const results = trpc.results.byBooking.useQuery({ reference });
  if (!results.data || results.data.length === 0) return null;
  return (
    <SectionCard id="booking-results-title" title={t("resultsReady")} fz="h4" testId="booking-results">
      <Stack gap="lg">
        <Group justify="flex-end">
          <BookingShareButton reports={results.data} personId={personId} />
        </Group>
        {results.data.map((r) => (
          <ReportBlock key={r.id} report={r} />
        ))}
      </Stack>
    </SectionCard>
  );
}

/** "Share with a doctor" for this booking's reports: the first one alone to begin with, or all results. */
function BookingShareButton({ reports, personId }: { reports: Report[]; personId: string | null }) {
  const locale = useLocale();
  const choices = reports.map((r) => ({
    id: r.id,
    label: `${resultLabName(r, locale)} · ${resultDate(r.issuedAt, locale)}`,
  }));
  return <ShareWithDoctor personId={personId} reports={choices} reportId={choices[0]?.id ?? null} />;
}

/** One report: its date (and "Amended" for a later version), its values, and the PDF link when there is one. */
function ReportBlock({ report: r }: { report: Report }) {
  const { t } = useTranslation("results");
  const locale = useLocale();
  const date = resultDate(r.issuedAt, locale);
  const lab = resultLabName(r, locale);
  return (
    <div>
      <Group justify="space-between" gap="xs" mb="xs">
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {lab} · {date}
          </Text>
          {r.status === "amended" && (
            <Badge variant="light" color="gray" c="dark.7" tt="none" fz="xs">
              {t("table.amended")}
            </Badge>
          )}
        </Group>
        {r.hasFile && (
          <ReportPdfLink
            reportId={r.id}
            label={
              r.booking
                ? t("table.downloadPdf", { reference: r.booking.reference })
                : t("table.downloadPdfNoReference")
            }
          >
            <Group gap={4} component="span" wrap="nowrap">
              <IconDownload size={16} aria-hidden />
              {t("downloadPdf")}
            </Group>
          </ReportPdfLink>
        )}
      </Group>
      <ObservationTable observations={r.observations} caption={t("table.caption", { lab, date })} />
    </div>
  );
}

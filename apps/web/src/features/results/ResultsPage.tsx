/**
 * /results (signed-in only): the patient's one record across labs. Every numeric result grouped by
 * test (LOINC code, else the catalogue test; units apart unless exactly convertible — the server's
 * results.timeline), each with its latest value and flag in words and, from two values, a trend chart
 * with the reference band; results written as text in a table of their own; a "Download PDF" link by
 * each value whose report has a file; and "Add a past result" for a result from elsewhere (with its
 * PDF if the patient has it), marked "Added by you"; "Share with a doctor" and the links made. Dates
 * are Asia/Dubai. With family members, a person switcher (`?person=<member id>`) shows each person's
 * record (sharing and retest reminders follow it); a removed (archived) member's stays readable,
 * without "Add a past result".
 */
import { listComma } from "@labcompare/domain/format";
import { Alert, Container, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import { ReportPdfLink } from "../../components/results/ReportPdfLink";
import { HeadingText } from "../../components/HeadingText";
import { useTranslation } from "../../i18n/useTranslation";
import { ObservationTable } from "../../components/results/ObservationTable";
import { resultDate, resultLabName } from "../../components/results/resultText";
import { useLocale } from "../../i18n/useLocale";
import { usePageTitle } from "../../lib/title";
import { AddResultForm } from "./AddResultForm";
import { ResultsShareButton } from "./share/ResultsShareButton";
import { ShareLinksList } from "./share/ShareLinksList";
import { SeriesCard } from "./SeriesCard";
import { useResults } from "./useResults";
import { useSearchParams } from "react-router-dom";
import { trpc } from "../../trpc";
import { chosenPerson } from "../../lib/person";
import { PersonSwitcher } from "./PersonSwitcher";

/** The page; router.tsx shows it to signed-in users only. */
export default function ResultsPage() {
  const { t } = useTranslation("results");
  const locale = useLocale();
  usePageTitle(t("pageTitle"));
  const [params] = useSearchParams();
  const family = trpc.profile.family.list.useQuery();
  const members = family.data ?? [];
  const personId = chosenPerson(params.get("person"), members);
  const archived = members.some((m) => m.id === personId && m.archivedAt);
  const { timeline, reports } = useResults(family.isPending ? params.get("person") : personId);
  // Text values ("Negative") are not on any trend: listed per report below.
  const textReports = (reports.data ?? [])
    .map((r) => ({ ...r, observations: r.observations.filter((o) => o.valueNumber === null) }))
    .filter((r) => r.observations.length > 0);
  // The holder first (named "Me" by the dialog), then each member.
  const sharePeople = [{ id: null, name: "" }, ...members.map((m) => ({ id: m.id, name: m.name }))];
  const withFile = new Set((reports.data ?? []).filter((r) => r.hasFile).map((r) => r.id));

  return (
    <Container size="lg" py="xl">
      <Group justify="space-between" align="flex-start" mb="xs">
        <Title order={1}>{t("heading")}</Title>
        <ResultsShareButton people={sharePeople} personId={personId} />
      </Group>
      <Text c="dimmed" mb={members.length > 0 ? "md" : "xl"} maw={720}>
        {t("intro")}
      </Text>
      {members.length > 0 && (
        <Group mb="xl">
          <PersonSwitcher members={members} personId={personId} />
        </Group>
      )}
      <Stack gap="xl">
        <section aria-labelledby="series-title">
          <Title id="series-title" order={2} fz="h3" mb="md">
            {t("seriesHeading")}
          </Title>
          {timeline.isPending ? (
            <Stack gap="md" role="status" aria-label={t("loading")}>
              <Skeleton h={260} />
              <Skeleton h={160} />
            </Stack>
          ) : timeline.isError ? (
            <Alert color="red" variant="light">
              {t("loadError")}
            </Alert>
          ) : timeline.data.series.length === 0 ? (
            <Text c="dimmed">{t("empty")}</Text>
          ) : (
            <Stack gap="lg">
              {timeline.data.series.map((s) => (
                <SeriesCard key={s.key} series={s} withFile={withFile} personId={personId} />
              ))}
            </Stack>
          )}
        </section>

        {textReports.length > 0 && (
          <section aria-labelledby="other-results-title">
            <HeadingText
              id="other-results-title"
              order={2}
              fz="h3"
              mb={4}
              title={t("otherHeading")}
              text={t("otherIntro")}
              textMb="md"
            />
            <Stack gap="md">
              {textReports.map((r) => {
                const date = resultDate(r.observations[0]!.effectiveAt, locale);
                const lab = resultLabName(r, locale);
                return (
                  <div key={r.id}>
                    <Group gap="sm" mb={4}>
                      <Text size="sm" fw={600}>
                        {lab}
                        {listComma(locale)}
                        {date}
                      </Text>
                      {r.hasFile && (
                        <ReportPdfLink reportId={r.id} label={t("downloadPointPdf", { lab, date })}>
                          {t("downloadPdf")}
                        </ReportPdfLink>
                      )}
                    </Group>
                    <ObservationTable
                      observations={r.observations}
                      caption={t("table.caption", { lab, date })}
                    />
                  </div>
                );
              })}
            </Stack>
          </section>
        )}

        {!archived && <AddResultForm key={personId ?? "me"} personId={personId} />}
        <ShareLinksList />
      </Stack>
    </Container>
  );
}

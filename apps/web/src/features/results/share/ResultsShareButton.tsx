/**
 * "Share with a doctor" for /results: the person's reports (results.list, the page's own cache) as
 * the reports that may be shared alone, named "Lab · date".
 */
import { resultDate, resultLabName } from "../../../components/results/resultText";
import { useLocale } from "../../../i18n/useLocale";
import { trpc } from "../../../trpc";
import type { SharePerson } from "./ShareDialog";
import { ShareWithDoctor } from "./ShareWithDoctor";

/** The button; `people` and `personId` as ShareDialog takes them (the holder alone by default). */
export function ResultsShareButton({
  people,
  personId,
}: {
  people?: SharePerson[];
  personId?: string | null;
}) {
  const locale = useLocale();
  const reports = trpc.results.list.useQuery(personId ? { personId } : undefined);
  const choices = (reports.data ?? []).map((r) => ({
    id: r.id,
    label: `${resultLabName(r, locale)} · ${resultDate(r.issuedAt, locale)}`,
  }));
  return <ShareWithDoctor people={people} personId={personId} reports={choices} />;
}

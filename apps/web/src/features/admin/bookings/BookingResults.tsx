/**
 * The drawer's Results section for a confirmed or completed booking: every version uploaded (the
 * superseded ones marked), each with its status, issue time in UAE time, uploader, values and a
 * "Download PDF" link, then the upload form.
 */
import { Anchor, Badge, Card, Group, List, Stack, Text } from "@mantine/core";
import { HeadingText } from "../../../components/HeadingText";
import { formatDate, MONTH_SHORT_DAY2_YEAR_TIME } from "@labcompare/domain/format";
import { messages } from "@labcompare/validators/messages";
import { useErrorToast } from "../../../lib/hooks";
import { trpc, type RouterOutputs } from "../../../trpc";
import { resultsCopy as t } from "./results.copy";
import { ResultUploadForm } from "./ResultUploadForm";

type Report = RouterOutputs["admin"]["bookings"]["reports"][number];

/** Statuses a booking can receive results in. */
const UPLOADABLE = new Set(["confirmed", "completed"]);

/** True when booking `b` shows the Results section. */
export const showsResults = (b: { status: string }) => UPLOADABLE.has(b.status);

/** "6.1 % (ref 4.0–5.6) H" for one observation. */
function observationLine(o: Report["observations"][number]): string {
  const value = [o.valueNumber ?? o.valueText, o.unit].filter(Boolean).join(" ");
  const range = o.refLow !== null || o.refHigh !== null ? `${o.refLow ?? ""}–${o.refHigh ?? ""}` : o.refText;
  return `${o.name}: ${value}${range ? ` (ref ${range})` : ""}${o.flag ? ` ${o.flag}` : ""}`;
}

function Version({ r }: { r: Report }) {
  const superseded = r.supersededAt !== null;
  return (
    <Card
      withBorder
      padding="sm"
      component="li"
      aria-label={t.version(r.version)}
      opacity={superseded ? 0.75 : 1}
    >
      <Group justify="space-between" gap="xs">
        <Group gap="xs">
          <Text fw={700}>{t.version(r.version)}</Text>
          <Badge variant="light" color={r.status === "final" ? "teal" : "orange"}>
            {t.status[r.status]}
          </Badge>
          <Badge variant="outline" color={superseded ? "gray" : "brand"}>
            {superseded ? t.superseded : t.current}
          </Badge>
        </Group>
        {r.hasFile && (
          <Anchor href={`/api/results/${r.id}/file`} size="sm" aria-label={t.downloadLabel(r.version)}>
            {t.download}
          </Anchor>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        {t.issued(formatDate(r.issuedAt, MONTH_SHORT_DAY2_YEAR_TIME))}{" "}
        {t.uploadedBy(r.uploadedBy?.email ?? null)}
      </Text>
      {r.note && (
        <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
          {r.note}
        </Text>
      )}
      {r.observations.length > 0 && (
        <List size="sm" spacing={2} mt={4}>
          {r.observations.map((o) => (
            <List.Item key={o.id}>{observationLine(o)}</List.Item>
          ))}
        </List>
      )}
    </Card>
  );
}

/** The Results section of booking `b` (reference and booked tests). */
export function BookingResults({
  b,
}: {
  b: { reference: string; items: { testId: string; name: string }[] };
}) {
  const reports = trpc.admin.bookings.reports.useQuery({ reference: b.reference });
  useErrorToast(reports.error, messages.results.reportsFetchError);
  return (
    <Stack gap="sm">
      <HeadingText order={3} fz="h4" title={t.title} text={t.intro} />
      {reports.data && reports.data.length === 0 && <Text size="sm">{t.none}</Text>}
      {reports.data && reports.data.length > 0 && (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: "none" }} aria-label={t.versionsLabel}>
          {reports.data.map((r) => (
            <Version key={r.id} r={r} />
          ))}
        </Stack>
      )}
      <ResultUploadForm reference={b.reference} tests={b.items} />
    </Stack>
  );
}

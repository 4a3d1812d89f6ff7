/**
 * results.timeline: the patient's numeric results across every current report (lab uploads and
 * their own entries), as one series per analyte and unit. Grouping: the LOINC code, else the
 * catalogue test; values of one analyte in different units are separate series unless
 * @labcompare/domain/results/units lists an exact conversion (HbA1c % ↔ mmol/mol), in which case they
 * join one series in the unit of its latest value. Text values ("Negative") are not in any series:
 * results.list carries them. Each report's lab is named once, in `reports`
 * (@labcompare/domain/results/timeline).
 */
import { convertResult, normaliseUnit, seriesIdentity } from "@labcompare/domain/results/units";
import type { TimelineReportLab } from "@labcompare/domain/results/timeline";
import {
  readTimelineObservations,
  type ObservationFlag,
  type Prisma,
  type PrismaClient,
  type TimelineObservationRow,
} from "@labcompare/db";
import { auditViews } from "./results.service.ts";
import { personReportsWhere, personScope } from "../family/person.ts";

/** One measurement on a series. */
export interface TimelinePoint {
  /** ISO 8601 instant in UTC ("2026-03-02T05:30:00.000Z"): a string keeps the answer plain JSON, which the transformer sends without superjson's walk of every point. */
  effectiveAt: string;
  /** In the series' unit. */
  value: number;
  flag: ObservationFlag | null;
  /** Its report: `Timeline.reports` names the report's lab and source. */
  reportId: string;
}

/** The series (below), and the lab and source of every report with a value on them. */
export interface Timeline {
  series: TimelineSeries[];
  reports: TimelineReportLab[];
}

/**
 * A series: `key` stable for the analyte and unit family, `loincCode` (null when grouped by test),
 * the catalogue `testId`, `name` and `nameAr` (the test's Arabic name) of its latest value, its `unit` (the latest value's; null when
 * unitless), the reference range of its latest value that has one (in the series' unit), and its
 * points oldest first.
 */
export interface TimelineSeries {
  key: string;
  loincCode: string | null;
  testId: string;
  name: string;
  nameAr: string | null;
  unit: string | null;
  refLow: number | null;
  refHigh: number | null;
  points: TimelinePoint[];
}

interface Measured {
  loincCode: string | null;
  testId: string;
  name: string;
  nameAr: string | null;
  value: number;
  unit: string;
  refLow: number | null;
  refHigh: number | null;
  /** effectiveAt in epoch milliseconds, for ordering. */
  atMs: number;
  point: Omit<TimelinePoint, "value">;
}

/**
 * Groups `rows` (numeric observations, any order) into series (see the module's description; series
 * ordered by name, then unit) and names the lab of each of their reports once (in order of first value read).
 */
export function buildTimeline(rows: readonly TimelineObservationRow[]): Timeline {
  return { series: buildSeries(rows), reports: reportLabs(rows) };
}

/** The lab and source of each report among `rows`, once. */
function reportLabs(rows: readonly TimelineObservationRow[]): TimelineReportLab[] {
  const reports = new Map<string, TimelineReportLab>();
  for (const o of rows) {
    if (!reports.has(o.reportId))
      reports.set(o.reportId, {
        id: o.reportId,
        source: o.source,
        labName: o.labName,
        labNameAr: o.labNameAr,
      });
  }
  return [...reports.values()];
}

function buildSeries(rows: readonly TimelineObservationRow[]): TimelineSeries[] {
  const groups = new Map<string, Measured[]>();
  for (const o of rows) {
    const id = seriesIdentity(o.loincCode, o.unit);
    const key = `${id.loincCode ? `loinc:${id.loincCode}` : `test:${o.testId}`}|${id.unitFamily}`;
    const list = groups.get(key) ?? [];
    list.push({
      loincCode: id.loincCode,
      testId: o.testId,
      name: o.name,
      nameAr: o.nameAr,
      value: o.value,
      unit: normaliseUnit(o.unit),
      refLow: o.refLow,
      refHigh: o.refHigh,
      atMs: o.effectiveAtMs,
      point: {
        effectiveAt: new Date(o.effectiveAtMs).toISOString(),
        flag: o.flag as ObservationFlag | null,
        reportId: o.reportId,
      },
    });
    groups.set(key, list);
  }
  const series: TimelineSeries[] = [];
  for (const [key, list] of groups) {
    list.sort((a, b) => a.atMs - b.atMs || a.point.reportId.localeCompare(b.point.reportId));
    const latest = list[list.length - 1]!;
    const to = (value: number | null, m: Measured) =>
      value === null ? null : convertResult(value, m.unit, latest.unit, m.loincCode);
    const withRange = [...list].reverse().find((m) => m.refLow !== null || m.refHigh !== null);
    series.push({
      key,
      loincCode: latest.loincCode,
      testId: latest.testId,
      name: latest.name,
      nameAr: latest.nameAr,
      unit: latest.unit || null,
      refLow: withRange ? to(withRange.refLow, withRange) : null,
      refHigh: withRange ? to(withRange.refHigh, withRange) : null,
      // Every unit of one key converts exactly (seriesIdentity), so `to` never returns null here.
      points: list.map((m) => ({ ...m.point, value: to(m.value, m)! })),
    });
  }
  return series.sort((a, b) => a.name.localeCompare(b.name) || (a.unit ?? "").localeCompare(b.unit ?? ""));
}

/**
 * results.timeline for `userId`: { series, reports } over the current reports about `personId` (a
 * family member of theirs; absent = the account holder; see buildTimeline). Each report whose values
 * are shown gets a "report.view" audit row, as in results.list. NOT_FOUND "Person not found" for a
 * member that is not theirs.
 */
export async function getTimeline(
  db: PrismaClient,
  userId: string,
  personId?: string | null,
): Promise<Timeline> {
  const scope = await personScope(db, userId, personId);
  const timeline = await readTimeline(db, { ...personReportsWhere(scope), supersededAt: null });
  await auditViews(db, userId, timeline.reports);
  return timeline;
}

/** The timeline of the reports `where` finds (their ids first, then one statement for their values). */
export async function readTimeline(db: PrismaClient, where: Prisma.ReportWhereInput): Promise<Timeline> {
  const reports = await db.report.findMany({ where, select: { id: true } });
  return buildTimeline(
    await readTimelineObservations(
      db,
      reports.map((r) => r.id),
    ),
  );
}

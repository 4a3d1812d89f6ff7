/**
 * The results timeline names each report's lab once (`reports`), not on every value: a patient with
 * 500 reports has thousands of values, and a lab name per value doubled the answer. Screens that
 * show a lab beside each value join them back with `pointsWithLabs`.
 */

/** A report on the timeline: who measured its values. */
export interface TimelineReportLab {
  id: string;
  /** "lab" (an upload of the booking's lab) or "patient" (their own entry). */
  source: "lab" | "patient";
  /** The booking lab's name, else the lab name the patient typed, else "". */
  labName: string;
  /** The booking lab's Arabic name (null for a typed lab name, or a lab without one). */
  labNameAr: string | null;
}

/** A value with its report's lab and source. */
export type PointWithLab<P> = P & Omit<TimelineReportLab, "id">;

/** A series whose values carry their report's lab and source. */
export type SeriesWithLabs<S extends { points: readonly unknown[] }> = Omit<S, "points"> & {
  points: PointWithLab<S["points"][number]>[];
};

/**
 * The timeline's series with each value's lab and source from `reports` (a value whose report is
 * missing there gets source "lab" and an empty lab name). Input and output keep the series' order
 * and their points' order.
 */
export function pointsWithLabs<P extends { reportId: string }, S extends { points: readonly P[] }>(timeline: {
  series: readonly S[];
  reports: readonly TimelineReportLab[];
}): SeriesWithLabs<S>[] {
  const byId = new Map(timeline.reports.map((r) => [r.id, r]));
  return timeline.series.map((s) => ({
    ...s,
    points: s.points.map((p) => {
      const report = byId.get(p.reportId);
      return {
        ...p,
        source: report?.source ?? "lab",
        labName: report?.labName ?? "",
        labNameAr: report?.labNameAr ?? null,
      };
    }),
  }));
}

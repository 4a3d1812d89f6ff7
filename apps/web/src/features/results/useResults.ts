/**
 * The data of /results: the record across labs (results.timeline), every current report for the
 * text results (results.list), and adding a past result with its optional PDF (POST /api/results)
 * with the cache refresh and a toast.
 */
import { useState } from "react";
import { useTranslation } from "../../i18n/useTranslation";
import { messages } from "@labcompare/validators/messages";
import { pointsWithLabs, type SeriesWithLabs } from "@labcompare/domain/results/timeline";
import { localizeErrorBody } from "../../i18n/messagesByKey";
import { notifySuccess } from "../../lib/notify";
import { errorMessage, trpc, type RouterOutputs } from "../../trpc";
import { postForm } from "../../lib/postForm";

type Timeline = RouterOutputs["results"]["timeline"];
/** A numeric series on /results, each value with its report's lab and source. */
export type Series = SeriesWithLabs<Timeline["series"][number]>;
export type SeriesPoint = Series["points"][number];

/** The timeline's series with each value's lab (the answer names a report's lab once). */
const withLabs = (timeline: Timeline) => ({ series: pointsWithLabs(timeline) });

/**
 * The numeric series (`timeline.data.series`, values with their labs) and the reports of the
 * signed-in patient, or of their family member `personId`.
 */
export function useResults(personId: string | null = null) {
  const input = personId ? { personId } : undefined;
  const timeline = trpc.results.timeline.useQuery(input, { select: withLabs });
  const reports = trpc.results.list.useQuery(input);
  return { timeline, reports };
}

/** A past result as the form holds it, with the report's PDF when the patient attaches one. */
export type OwnResultForm = Record<
  "testId" | "value" | "unit" | "effectiveDate" | "labName" | "flag",
  string
> & { file: File | null; personId?: string };

/** Why POST /api/results refused: the server's `message`, and the form field it concerns when it names one. */
export interface OwnResultRefusal {
  message: string;
  field: keyof OwnResultForm | null;
}

/**
 * Adds a past result through POST /api/results (multipart/form-data, with the session cookie): the
 * fields of results.addOwn (`personId` for a family member's) and the optional `file`. `submit` resolves null when stored (the record
 * is fetched again, a toast confirms, and `onDone` runs: the form resets), else the refusal — its
 * field is the server's, or the test for an unknown test (404), or the file for a refused file
 * (400/413 when one is attached).
 */
export function useAddOwnResult(onDone: () => void) {
  const { t } = useTranslation("results");
  const utils = trpc.useUtils();
  const [pending, setPending] = useState(false);

  async function submit(values: OwnResultForm): Promise<OwnResultRefusal | null> {
    const body = new FormData();
    for (const [name, value] of Object.entries(values)) {
      if (typeof value === "string") body.append(name, value);
    }
    if (values.file) body.append("file", values.file, values.file.name);
    setPending(true);
    try {
      const res = await postForm<{ id: string }>("/api/results", body);
      const { answer } = res;
      if (!res.ok) {
        const named = answer.field && answer.field in values ? (answer.field as keyof OwnResultForm) : null;
        const field =
          named ??
          (res.status === 404
            ? "testId"
            : values.file && (res.status === 400 || res.status === 413)
              ? "file"
              : null);
        return { message: localizeErrorBody(answer, t, messages.generic.serverError), field };
      }
      void utils.results.timeline.invalidate();
      void utils.results.list.invalidate();
      notifySuccess(t("ownAdded"));
      onDone();
      return null;
    } catch (error) {
      return { message: errorMessage(error, undefined, t), field: null };
    } finally {
      setPending(false);
    }
  }
  return { submit, pending };
}

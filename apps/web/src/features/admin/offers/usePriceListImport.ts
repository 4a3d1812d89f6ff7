/**
 * The price-list import's state: the chosen file and its text, the preview (admin.offers.
 * importPreview, writes nothing), the problem or applied summary shown under the form, and "Apply"
 * (importApply, then the catalogue and audit log refetch). Choosing another lab or file clears the
 * preview and the outcome. Input: the chosen `labId`.
 */
import { useState } from "react";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { errorMessage, trpc, type RouterOutputs } from "../../../trpc";
import { useInvalidateCatalog, type ImportPreview } from "../lib";

type ImportResult = RouterOutputs["admin"]["offers"]["importApply"];

/** "Lab: 2 added, 1 changed, 5 unchanged, 1 bad row skipped." (the bad rows only when there are some). */
export function importSummary(
  result: Pick<ImportResult, "added" | "changed" | "unchanged" | "badRows"> & { lab: { name: string } },
): string {
  const bad = result.badRows.length;
  return `${result.lab.name}: ${result.added} added, ${result.changed} changed, ${result.unchanged} unchanged${
    bad ? `, ${bad} bad ${bad === 1 ? "row" : "rows"} skipped` : ""
  }.`;
}

export function usePriceListImport(labId: string | null) {
  const [file, setFile] = useState<File | null>(null);
  const [csv, setCsv] = useState<string | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [applied, setApplied] = useState<string | null>(null);
  const invalidate = useInvalidateCatalog();
  const utils = trpc.useUtils();

  const reset = () => {
    setPreview(null);
    setProblem(null);
    setApplied(null);
  };

  const previewMutation = trpc.admin.offers.importPreview.useMutation({
    onSuccess: (result) => setPreview(result),
    onError: (error) => {
      setProblem(errorMessage(error));
      notifyError("Could not read the price list", errorMessage(error));
    },
  });
  const apply = trpc.admin.offers.importApply.useMutation({
    onSuccess: (result) => {
      const summary = importSummary(result);
      notifySuccess("Price list applied", summary);
      setPreview(null);
      setApplied(summary);
      void invalidate();
      void utils.admin.audit.invalidate();
    },
    onError: (error) => notifyError("Could not apply the price list", errorMessage(error)),
  });

  const onFile = async (f: File | null) => {
    setFile(f);
    reset();
    setCsv(f ? await f.text() : null);
  };

  return {
    file,
    csv,
    problem,
    applied,
    reset,
    onFile,
    previewing: previewMutation.isPending,
    runPreview: () => labId && csv !== null && previewMutation.mutate({ labId, csv }),
    /** PreviewResult's props while a preview is shown, else null. */
    result: preview && {
      preview,
      applying: apply.isPending,
      canApply: preview.toAdd.length > 0 || preview.toChange.length > 0,
      onApply: () => labId && csv !== null && apply.mutate({ labId, csv }),
      onCancel: reset,
    },
  };
}

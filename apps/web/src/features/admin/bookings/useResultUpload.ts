/**
 * Sends a results upload to POST /api/bookings/:reference/results as multipart/form-data (fetch with
 * the session cookie): `file` (PDF), `observations` (CSV text), `note`. On success the booking's
 * reports, detail and lists refetch and a toast names the new version; on refusal the server's
 * message is kept for the form to show.
 */
import { useState } from "react";
import { messages } from "@labcompare/validators/messages";
import { notifySuccess } from "../../../lib/notify";
import { errorMessage, trpc } from "../../../trpc";
import { postForm } from "../../../lib/postForm";

export interface ResultUpload {
  file: File | null;
  observationsCsv: string | null;
  note: string;
}

/** `submit(upload)` resolves true when stored; `problem` is the server's message of the last refusal. */
export function useResultUpload(reference: string) {
  const utils = trpc.useUtils();
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(upload: ResultUpload): Promise<boolean> {
    const body = new FormData();
    if (upload.file) body.append("file", upload.file, upload.file.name);
    if (upload.observationsCsv) body.append("observations", upload.observationsCsv);
    if (upload.note.trim()) body.append("note", upload.note.trim());
    setPending(true);
    setProblem(null);
    try {
      const { ok, answer } = await postForm<{ id: string; version: number }>(
        `/api/bookings/${encodeURIComponent(reference)}/results`,
        body,
      );
      if (!ok) {
        setProblem(answer.error ?? messages.generic.serverError);
        return false;
      }
      notifySuccess(messages.results.uploadedTitle, messages.results.uploaded(answer.version ?? 1));
      void utils.admin.bookings.invalidate();
      void utils.admin.dashboard.invalidate();
      return true;
    } catch (error) {
      setProblem(errorMessage(error));
      return false;
    } finally {
      setPending(false);
    }
  }
  return { submit, pending, problem };
}

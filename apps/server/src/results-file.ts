/**
 * Result files over HTTP:
 * - GET /api/results/:id/file — a report's PDF to its patient, the booking lab's staff and admins
 *   (reportForViewer); anyone else, and visitors, get 404 (never 403, so ids cannot be probed).
 *   The bytes are checked against the SHA-256 taken at upload before one is sent.
 * - GET /api/results/export.fhir.json[?personId=<family member id>] — the signed-in patient's results
 *   (or a family member's) as a FHIR R4 Bundle; 401 for a visitor, 400 a malformed personId, 404 a
 *   person who is not theirs.
 * Every download and export writes an audit row. Nothing here is cached by a browser or proxy.
 */
import type { FastifyInstance, FastifyReply } from "fastify";
import {
  getVerified,
  recordReportAccess,
  recordReportExport,
  reportFileName,
  reportForViewer,
  resultsFhirBundle,
} from "@labcompare/api";
import { AppError } from "@labcompare/api/app-error";
import { messages, personIdInput } from "@labcompare/validators";
import { errorBody } from "./http-errors.ts";
import { errorForLog } from "./log-privacy.ts";
import { sessionUser } from "./session-user.ts";

const jsonError = (reply: FastifyReply, status: number, error: string) =>
  reply.status(status).send(errorBody(error));

/** Registers the two routes on `app` (which has db, auth and fileStore decorated). `siteUrl`: links in the export. */
/**
 * Sends a report's PDF (its file checked against the SHA-256 stored at upload) as an attachment, after
 * `beforeSend` (the audit row of the download). Answers 502 when the bytes changed or the file is
 * missing from the store, 503 when the store cannot be reached (each logged without the file's name).
 */
export async function sendReportPdf(
  app: FastifyInstance,
  reply: FastifyReply,
  report: Parameters<typeof reportFileName>[0] & { id: string; fileKey: string; fileSha256: string },
  beforeSend: () => Promise<void>,
): Promise<FastifyReply> {
  const log = { report: report.id, driver: app.fileStore.driver };
  let file;
  try {
    file = await getVerified(app.fileStore, report.fileKey, report.fileSha256);
  } catch (error) {
    // getVerified's AppError: the bytes changed since upload (damaged, or swapped in the store).
    if (error instanceof AppError) {
      app.log.error(log, "Result file failed its SHA-256 check: not sent");
      return jsonError(reply, 502, messages.results.fileUnavailable);
    }
    app.log.error({ ...log, err: errorForLog(error) }, "File store unavailable");
    return jsonError(reply, 503, messages.results.fileStoreDown);
  }
  if (!file) {
    app.log.error(log, "Result file missing from the file store");
    return jsonError(reply, 502, messages.results.fileUnavailable);
  }
  await beforeSend();
  return reply
    .header("content-type", "application/pdf")
    .header("content-disposition", `attachment; filename="${reportFileName(report)}"`)
    .header("x-content-type-options", "nosniff")
    .send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));
}

export function registerResultFiles(app: FastifyInstance, options: { siteUrl: string }): void {
  app.get<{ Params: { id: string } }>(
    "/api/results/:id/file",
    { exposeHeadRoute: false },
    async (req, reply) => {
      reply.header("cache-control", "no-store");
      const user = await sessionUser(app, req);
      const access = user ? await reportForViewer(app.db.prisma, user, req.params.id) : null;
      const report = access?.report;
      if (!user || !access || !report?.fileKey || !report.fileSha256)
        return jsonError(reply, 404, messages.results.fileNotFound);
      const file = { ...report, fileKey: report.fileKey, fileSha256: report.fileSha256 };
      return sendReportPdf(app, reply, file, () =>
        recordReportAccess(app.db.prisma, user.id, "report.download", access.role, [report]),
      );
    },
  );

  app.get<{ Querystring: { personId?: string } }>(
    "/api/results/export.fhir.json",
    { exposeHeadRoute: false },
    async (req, reply) => {
      reply.header("cache-control", "no-store");
      const user = await sessionUser(app, req);
      if (!user) return jsonError(reply, 401, messages.auth.signInRequired);
      const query = personIdInput.safeParse({ personId: req.query.personId || undefined });
      if (!query.success) return jsonError(reply, 400, query.error.issues[0]!.message);
      const bundle = await resultsFhirBundle(
        app.db.prisma,
        user.id,
        options.siteUrl,
        new Date(),
        query.data.personId,
      );
      const reportIds = bundle.entry
        .filter((e) => e.resource.resourceType === "DiagnosticReport")
        .map((e) => e.resource.id);
      await recordReportExport(app.db.prisma, user.id, "fhir", reportIds);
      return reply
        .header("content-type", "application/fhir+json; charset=utf-8")
        .header("content-disposition", 'attachment; filename="labcompare-results.fhir.json"')
        .header("x-content-type-options", "nosniff")
        .send(JSON.stringify(bundle));
    },
  );
}

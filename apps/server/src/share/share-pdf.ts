/**
 * A report's PDF through a doctor's link: only a report within the link's scope that has a file,
 * checked against the SHA-256 taken at upload before it is sent, and audited ("resultShare.download").
 */
import type { FastifyInstance, FastifyReply } from "fastify";
import { recordShareDownload, sharedReportFile, type OpenShare } from "@labcompare/api";
import { messages } from "@labcompare/validators";
import { errorBody } from "../http-errors.ts";
import { sendReportPdf } from "../results-file.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Sends report `reportId`'s PDF of `share` on `reply` (attachment, its booking reference or date as
 * the name). 404 "Result not found" outside the scope or without a file; 502 when the bytes fail
 * their check or are missing; 503 when the file store does not answer.
 */
export async function sendSharedPdf(
  app: FastifyInstance,
  reply: FastifyReply,
  share: OpenShare,
  reportId: string,
  addressHmac: string,
): Promise<FastifyReply> {
  const report = UUID.test(reportId) ? await sharedReportFile(app.db.prisma, share, reportId) : null;
  if (!report?.fileKey || !report.fileSha256)
    return reply.status(404).send(errorBody(messages.results.fileNotFound));
  const file = { ...report, fileKey: report.fileKey, fileSha256: report.fileSha256 };
  return sendReportPdf(app, reply, file, () =>
    recordShareDownload(app.db.prisma, share, { addressHmac }, report.id),
  );
}

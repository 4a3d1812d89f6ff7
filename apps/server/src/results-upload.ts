/**
 * The two results uploads, multipart POSTs read as multipart-post.ts reads every one (answers
 * { error: message, messageKey, params } on refusal (errorBody): 401 visitor, 400 bad input, 411 no Content-Length, 413 too large,
 * 415 not multipart):
 * - POST /api/bookings/:reference/results — a lab's results: `file` (the report as PDF),
 *   `observations` (CSV text), `note`. 201 { id, version }; 404 a booking the caller may not see,
 *   409 a booking not confirmed or completed. See uploadReport.
 * - POST /api/results — a past result the signed-in patient adds by hand: results.addOwn's fields
 *   (`testId`, `value`, `unit`, `effectiveDate`, `labName`, `flag`, `personId`: a family member's id,
 *   empty = the account holder) and an optional `file` (its PDF). 201 the new report as results.list
 *   lists it; 400 { error, messageKey, params, field } for a wrong field, 400 a file that is not a
 *   readable PDF, 404 an unknown test or a person who is not the caller's active family member. See addOwnResult.
 */
import type { FastifyInstance } from "fastify";
import type { FileStore } from "@labcompare/api";
import { addOwnResult } from "@labcompare/api/results/results.service";
import { uploadReport } from "@labcompare/api/results/upload.service";
import { addOwnResultInput } from "@labcompare/validators";
import { errorBody } from "./http-errors.ts";
import { registerMultipartPost } from "./multipart-post.ts";

/** Registers both routes on `app` (which has `db` and `auth` decorated). `fileStore` keeps the PDFs. */
export async function registerResultsUpload(
  app: FastifyInstance,
  options: { fileStore: FileStore },
): Promise<void> {
  await registerMultipartPost<{ reference: string }>(app, {
    path: "/api/bookings/:reference/results",
    textFields: ["observations", "note"],
    async handle(req, reply, user, form) {
      const result = await uploadReport(app.db.prisma, options.fileStore, {
        reference: req.params.reference,
        actor: { id: user.id, isAdmin: user.isAdmin, staffLabIds: user.staffLabIds },
        pdf: form.file,
        observationsCsv: form.fields.observations ?? null,
        note: form.fields.note ?? null,
      });
      return reply.status(201).send(result);
    },
  });

  await registerMultipartPost(app, {
    path: "/api/results",
    textFields: Object.keys(addOwnResultInput.shape),
    async handle(_req, reply, user, form) {
      const input = addOwnResultInput.safeParse(form.fields);
      if (!input.success) {
        const issue = input.error.issues[0]!;
        return reply.status(400).send(errorBody(issue.message, { field: String(issue.path[0] ?? "") }));
      }
      const report = await addOwnResult(app.db.prisma, user.id, input.data, {
        pdf: form.file,
        fileStore: options.fileStore,
      });
      return reply.status(201).send(report);
    },
  });
}

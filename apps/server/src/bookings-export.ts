/**
 * GET /api/admin/bookings/export.csv?<the list's filters> — the console's bookings as CSV, streamed
 * (bookingsCsvStream in @labcompare/api: keyset batches, so memory stays that of one batch whatever
 * the number of rows, and no row cap). Authorised as admin.bookings: a visitor 401, a signed-in user
 * who is neither admin nor lab staff 403, lab staff only their labs (a lab filter outside them 403).
 */
import { Readable } from "node:stream";
import type { FastifyInstance, FastifyReply } from "fastify";
import { bookingsCsvStream, containsNul, labScopeOf, recordBookingsExport } from "@labcompare/api";
import { ADMIN_BOOKINGS_EXPORT_PATH, adminBookingsExportInput, messages } from "@labcompare/validators";
import { errorBody } from "./http-errors.ts";
import { sessionUser } from "./session-user.ts";

const refuse = (reply: FastifyReply, status: number, error: string) =>
  reply.status(status).send(errorBody(error));

/**
 * Registers the export route on `app` (db and auth decorated). Query: the list's filters as
 * adminBookingsExportInput reads them (q, status, labId, collectionMode, from, to, preset, sort,
 * payment, planId; strings). Answers, never cached:
 * - 200 text/csv; charset=utf-8, attachment "bookings-yyyy-MM-dd.csv" (today in Asia/Dubai): the
 *   text of admin.bookings.exportCsv (BOM, header, one CRLF-separated row per booking in list order),
 *   every matching booking in the caller's labs;
 * - 401 without a session, 403 for a user who is neither admin nor lab staff and for a lab filter
 *   outside the caller's labs, 400 for a filter the schema refuses (its message) or text with NUL;
 *   each a JSON errorBody.
 * Each served export adds an audit row ("booking.export", recordBookingsExport) before its first byte.
 * A database failure after the first bytes ends the response without its last chunk, so the download
 * shows as failed rather than as a shorter file.
 */
export function registerBookingsExport(app: FastifyInstance): void {
  app.get<{ Querystring: Record<string, unknown> }>(
    ADMIN_BOOKINGS_EXPORT_PATH,
    // A large export is compressed as it streams, gzip at level 3: a small share of the CPU of brotli.
    { exposeHeadRoute: false, compress: { encodings: ["gzip"], zlibOptions: { level: 3 } } },
    async (req, reply) => {
      reply.header("cache-control", "no-store");
      const user = await sessionUser(app, req);
      if (!user) return refuse(reply, 401, messages.auth.signInRequired);
      const labScope = labScopeOf(user);
      if (labScope === undefined) return refuse(reply, 403, messages.auth.forbidden);
      if (containsNul(req.query)) return refuse(reply, 400, messages.validation.inputHasNul);
      const filters = adminBookingsExportInput.safeParse(req.query);
      if (!filters.success) return refuse(reply, 400, filters.error.issues[0]!.message);
      // FORBIDDEN (a lab outside the scope) is thrown here, before any byte: the error handler answers 403.
      const { filename, chunks } = bookingsCsvStream(app.db.prisma, filters.data, labScope);
      await recordBookingsExport(app.db.prisma, user.id, filters.data, labScope);
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${filename}"`)
        .header("x-content-type-options", "nosniff")
        .send(Readable.from(chunks));
    },
  );
}

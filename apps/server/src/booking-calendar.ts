/**
 * GET /bookings/:reference.ics (English) and /ar/bookings/:reference.ics (Arabic) — the signed-in
 * owner's booking as an iCalendar file (text/calendar, made by bookingIcs in @labcompare/api) in the
 * address's language, as every page. Anyone else, or a visitor, gets 404 (never 403, so a reference
 * cannot be probed). Other /bookings/… paths fall through to the page handler.
 */
import type { FastifyInstance } from "fastify";
import { bookingIcs } from "@labcompare/api";
import { errorBody } from "./http-errors.ts";
import { sessionUser } from "./session-user.ts";
import { messages } from "@labcompare/validators";
import { ARABIC_PREFIX, LOCALES } from "@labcompare/domain/locale";
import { isBookingReference } from "@labcompare/domain/booking-rules";

/** The reference of a file name "LC-XXXXXX.ics" (the six characters in either case), else null. */
function icsReference(file: string): string | null {
  const reference = file.endsWith(".ics") ? file.slice(0, -".ics".length) : "";
  return isBookingReference(reference, { anyCase: true }) ? reference : null;
}

/**
 * Registers GET /bookings/LC-XXXXXX.ics and /ar/bookings/LC-XXXXXX.ics: the signed-in patient's
 * booking as an iCalendar file (times in Asia/Dubai) in English or Arabic. 404 { error: "Booking
 * not found", messageKey, params } without a session or for a booking that is not theirs; never cached.
 */
export function registerBookingCalendar(app: FastifyInstance): void {
  for (const locale of LOCALES) {
    const prefix = locale === "ar" ? ARABIC_PREFIX : "";
    app.get<{ Params: { file: string } }>(`${prefix}/bookings/:file`, async (req, reply) => {
      const reference = icsReference(req.params.file);
      if (!reference) return reply.callNotFound();
      const notFound = () =>
        reply.status(404).header("cache-control", "no-store").send(errorBody(messages.booking.notFound));
      const user = await sessionUser(app, req);
      if (!user) return notFound();
      const ics = await bookingIcs(app.db.prisma, user.id, reference, locale);
      if (!ics) return notFound();
      return reply
        .header("content-type", "text/calendar; charset=utf-8")
        .header("content-disposition", `attachment; filename="${reference.toUpperCase()}.ics"`)
        .header("cache-control", "private, no-store")
        .send(ics);
    });
  }
}

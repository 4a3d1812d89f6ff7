/**
 * The bare baseline's booking.create: the checks and writes of packages/api's `createBooking`
 * (booking.service.ts) and the session check of the Lucia adapter, written directly in SQL:
 *
 * session   one statement: the session by the token's SHA-256 with the user's roles and staff labs;
 *           expired → deleted and refused; in its second half → extended (Lucia's sliding expiry)
 * checks    the project's one checks statement (`bookingChecksStatement`: a booking of this
 *           idempotency key, the lab's rules, the tests, the lab's offers of them, a closure that
 *           day) · the time rules (`timeRefusal`), totals (`bookingTotals`), the expected total (no
 *           duplicate check here: the project checks once, in the transaction)
 * one tx    take a place (the same conditional upsert of booking_slot_usage) · a duplicate (same user,
 *           lab, slot and test, not cancelled) under the slot's row lock · the booking with its items
 *           (the project's row, `newBooking`, and its one insert statement) · the audit row · the
 *           outbox rows (the "received" email with its calendar invitation and the reminders, same
 *           data)
 * after     the profile's name and phone filled when empty: the project's one conditional upsert,
 *           same SQL text, sent every time
 *
 * Statement for statement as the project sends them (compared against the driver's query log of
 * both; the benchmark prints the count of each). The audit and outbox rows are written by hand
 * with the columns recordAudit and queueMessages write; every other statement is the project's. The
 * answer and the email data are built from the values already read, with the project's shape
 * (`toBookingDto`).
 */
import { createHash, randomUUID } from "node:crypto";
import { readSessionToken } from "@labcompare/auth";
import { SESSION_AND_USER_SQL, type SessionRow } from "@labcompare/db";
import {
  appointmentEndTime,
  bookingTotals,
  confirmationDeadline,
  directionsUrl,
  dubaiInstant,
  formatLongDate,
  slotCapacity,
  timeRefusal,
} from "@labcompare/domain";
import { parseLocale } from "@labcompare/domain/locale";
import { bookingCreateInput, messages, readStoredSchedule } from "@labcompare/validators";
import { buildBookingIcs } from "../packages/api/src/calendar/calendar.service.ts";
import {
  bookingChecksStatement,
  type BookingChecksRow,
} from "../packages/api/src/bookings/booking-checks.ts";
import { insertBookingStatement, newBooking } from "../packages/api/src/bookings/booking-insert.ts";
import { bookingSelect, toBookingDto, type BookingRow } from "../packages/api/src/bookings/booking-dto.ts";
import { SELF_PAY } from "../packages/api/src/insurance/booking-payment.ts";
import { toRules } from "../packages/api/src/bookings/slots.service.ts";
import { DUPLICATE_SQL, FILL_PROFILE_SQL, TAKE_PLACE_SQL } from "@labcompare/db";
import type { BareDb } from "./bare-db.ts";
import { aed } from "../packages/api/src/money.ts";

/** An error answer: HTTP status, tRPC-like code, reason. */
export class BareError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly reason: string | null = null,
  ) {
    super(message);
  }
}

const SESSION_IDLE_MS = 7 * 24 * 3_600_000;
const SESSION_ABSOLUTE_LIFETIME_MS = 30 * 24 * 3_600_000;
const LAST_USED_RESOLUTION_MS = 3_600_000;

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** The signed-in user of a request, as the project's createContext + Lucia find it; null when none. */
export async function bareSessionUser(
  db: BareDb,
  cookieHeader: string | undefined,
): Promise<{ id: string; email: string; roles: string[] } | null> {
  const token = readSessionToken(cookieHeader);
  if (!token) return null;
  const id = hashToken(token);
  // The project's session statement (packages/auth): instants as epoch milliseconds.
  const { rows } = await db.query<SessionRow>(SESSION_AND_USER_SQL, [id]);
  const row = rows[0];
  if (!row) return null;
  const now = Date.now();
  if (now - row.last_used_at > LAST_USED_RESOLUTION_MS) {
    void db.query(`UPDATE sessions SET last_used_at = now() WHERE id = $1`, [id]).catch(() => {});
  }
  const absolute = row.created_at + SESSION_ABSOLUTE_LIFETIME_MS;
  const expiresAt = Math.min(row.expires_at, absolute);
  if (now >= expiresAt) {
    await db.query(`DELETE FROM sessions WHERE id = $1`, [id]);
    return null;
  }
  if (now >= expiresAt - SESSION_IDLE_MS / 2) {
    await db.query(
      `UPDATE sessions SET expires_at = LEAST($1::timestamptz, created_at + make_interval(secs => $2)) WHERE id = $3`,
      [new Date(now + SESSION_IDLE_MS), SESSION_ABSOLUTE_LIFETIME_MS / 1000, id],
    );
  }
  return { id: row.user_id, email: row.email, roles: row.roles };
}

const HOUR = 3_600_000;

/** booking.create for `userId` with the raw input: the created booking in the project's answer shape. */
export async function bareCreateBooking(
  db: BareDb,
  userId: string,
  rawInput: unknown,
  now: Date = new Date(),
) {
  const parsed = bookingCreateInput.safeParse(rawInput);
  if (!parsed.success)
    throw new BareError(400, "BAD_REQUEST", parsed.error.issues[0]?.message ?? "Invalid input");
  const input = parsed.data;
  const b = messages.booking;

  // The project's checks statement: a repeat of the idempotency key, the lab's rules, the tests, the
  // lab's offers of them, a closure on the day.
  const testIds = input.testIds.map((id) => id.toLowerCase());
  const checks = bookingChecksStatement(userId, { ...input, testIds });
  const [checked] = (await db.query<BookingChecksRow>(checks.text, checks.values)).rows;
  const { lab, tests, offers, locale, closure } = checked!;
  // A repeat: the project answers the first booking; the benchmark never repeats a key.
  if (checked!.repeat_id)
    throw new BareError(409, "CONFLICT", "repeat of an idempotency key (not implemented in the bare route)");
  if (!lab) throw new BareError(404, "NOT_FOUND", b.labNotFound);
  if (tests.length !== testIds.length) throw new BareError(404, "NOT_FOUND", b.testNotFound);
  const notOffered = tests.find((t) => !offers.some((o) => o.testId === t.id));
  if (notOffered)
    throw new BareError(400, "BAD_REQUEST", b.testNotOffered(notOffered.name), "TEST_NOT_OFFERED");
  const mode = input.collectionMode;
  const home = mode === "home_collection";
  if (home) {
    if (!lab.homeCollection) throw new BareError(400, "BAD_REQUEST", b.labNoHomeCollection);
    const emirate = input.collectionEmirate;
    if (emirate && !lab.serviceEmirates.some((e) => e.toLowerCase() === emirate.toLowerCase())) {
      throw new BareError(400, "BAD_REQUEST", b.emirateNotServed(emirate), "EMIRATE_NOT_SERVED");
    }
  }
  const rules = toRules(lab);
  const refusal = timeRefusal(rules, input.scheduledDate, input.scheduledTime, mode, now, closure);
  if (refusal) throw new BareError(400, "BAD_REQUEST", `slot refused: ${refusal}`, "SLOT_UNAVAILABLE");
  const totals = bookingTotals(offers, mode);
  if (input.expectedTotalAed !== undefined && Number(input.expectedTotalAed).toFixed(2) !== totals.totalAed) {
    throw new BareError(409, "CONFLICT", b.priceChanged, "PRICE_CHANGED");
  }
  // The duplicate check runs once, in the transaction under the slot's lock (as createBooking).
  // The project's duplicate statement; $6 (the booking being moved) is null for a new booking.
  const slot = [userId, lab.id, input.scheduledDate, input.scheduledTime, testIds, null];

  const capacity = slotCapacity(rules, mode);
  const startsAt = dubaiInstant(input.scheduledDate, input.scheduledTime);
  const offerOf = new Map(offers.map((o) => [o.testId, o]));
  // The checks list the tests by name, as the booking's items are ordered.
  const itemsByName = tests.map((test) => ({ offer: offerOf.get(test.id)!, test }));

  for (let attempt = 0; ; attempt++) {
    // The project's row (id, reference, creation time, price snapshot) and insert statement.
    const booking = newBooking(userId, input, { lab, tests, offers, locale }, totals, SELF_PAY, {
      familyMemberId: null,
      name: input.patientName,
      relation: "self",
      dateOfBirth: null,
      sex: null,
    });
    const { id, reference, createdAt } = booking;
    try {
      await db.tx(async (tx) => {
        if (!(await tx.query(`SELECT id FROM users WHERE id = $1::uuid FOR KEY SHARE`, [userId])).rows.length)
          throw new BareError(401, "UNAUTHORIZED", messages.auth.signInRequired);
        const taken = await tx.query(TAKE_PLACE_SQL, [
          lab.id,
          input.scheduledDate,
          input.scheduledTime,
          mode,
          capacity,
        ]);
        if (taken.rows.length !== 1) throw new BareError(409, "CONFLICT", b.slotFull, "SLOT_FULL");
        if ((await tx.query(DUPLICATE_SQL, slot)).rows.length)
          throw new BareError(409, "CONFLICT", b.duplicate, "DUPLICATE");
        const insert = insertBookingStatement(booking);
        await tx.query(insert.text, insert.values);
        await tx.query(
          `INSERT INTO audit_logs (id, actor_id, action, entity, entity_id, after, created_at) VALUES ($1, $2, 'booking.create', 'booking', $3, $4, $5)`,
          [
            randomUUID(),
            userId,
            id,
            JSON.stringify({
              status: booking.status,
              scheduledDate: input.scheduledDate,
              scheduledTime: input.scheduledTime,
            }),
            createdAt,
          ],
        );

        // The outbox rows of queueBookingMessages(…, "created"): the "received" email (saying by when
        // the lab confirms) or, at an auto-confirm lab, the "confirmed" one, with the calendar event
        // (PUBLISH), and the reminders planned from now.
        const scheduledDate = new Date(`${input.scheduledDate}T00:00:00.000Z`);
        // The lab's name, address and phone, as both the calendar event and the email show them.
        const labPlace = {
          name: lab.name,
          nameAr: lab.nameAr,
          address: lab.address,
          addressAr: lab.addressAr,
          area: lab.area,
          areaAr: lab.areaAr,
          emirate: lab.emirate,
          phone: lab.phone,
        };
        const icsLab = {
          ...labPlace,
          latitude: lab.latitude,
          longitude: lab.longitude,
          slotMinutes: lab.slotMinutes,
          homeCollectionWindowMinutes: lab.homeCollectionWindowMinutes,
        };
        const ics = buildBookingIcs(
          {
            id,
            reference,
            startsAt,
            scheduledDate,
            scheduledTime: input.scheduledTime,
            status: booking.status,
            collectionMode: mode,
            collectionAddress: home ? (input.collectionAddress ?? null) : null,
            calendarSequence: 0,
            paymentMethod: SELF_PAY.paymentMethod,
            estimatedShareAed: null,
            insurancePlan: null,
            items: itemsByName.map(({ test }) => ({
              test: {
                name: test.name,
                nameAr: test.nameAr,
                fastingHours: test.fastingHours,
                preparationInstructions: test.preparationInstructions,
                preparationInstructionsAr: test.preparationInstructionsAr,
              },
            })),
            lab: icsLab,
          },
          parseLocale(locale) ?? "en",
        );
        const deadline = confirmationDeadline(
          booking,
          {
            confirmationMinutes: lab.confirmationMinutes,
            weeklyHours: readStoredSchedule(lab.weeklyHours).weeklyHours,
          },
          now,
        );
        const data = {
          reference,
          patientName: input.patientName,
          tests: itemsByName.map(({ offer, test }) => ({
            name: test.name,
            nameAr: test.nameAr,
            priceAed: aed(offer.priceAed)!,
            fastingHours: test.fastingHours,
            preparationInstructions: test.preparationInstructions,
            preparationInstructionsAr: test.preparationInstructionsAr,
          })),
          subtotalAed: totals.subtotalAed,
          homeCollectionFeeAed: totals.homeCollectionFeeAed,
          totalAed: totals.totalAed,
          insurance: null,
          dateText: formatLongDate(input.scheduledDate),
          time: input.scheduledTime,
          endTime: appointmentEndTime(lab, mode, input.scheduledTime),
          collectionMode: mode,
          collectionAddress: home ? (input.collectionAddress ?? null) : null,
          lab: { ...labPlace, directionsUrl: directionsUrl(lab) },
          bookingUrl: `/bookings/${reference}`,
          cancelledBy: null,
          cancellationReason: null,
        };
        const first =
          booking.status === "confirmed"
            ? {
                template: "booking_confirmed",
                data: { ...data, calendar: { method: "PUBLISH", content: ics } },
                at: now,
              }
            : {
                template: "booking_created",
                data: {
                  ...data,
                  calendar: { method: "PUBLISH", content: ics },
                  confirmBy: deadline ? `${formatLongDate(deadline.date)} at ${deadline.time}` : undefined,
                },
                at: now,
              };
        const outbox: { template: string; data: unknown; at: Date }[] = [first];
        const dayBefore = new Date(startsAt.getTime() - 24 * HOUR);
        if (dayBefore.getTime() > now.getTime())
          outbox.push({ template: "booking_reminder_24h", data, at: dayBefore });
        if (home) {
          const morning = dubaiInstant(input.scheduledDate, "07:00");
          if (morning.getTime() > now.getTime() && morning.getTime() < startsAt.getTime())
            outbox.push({ template: "booking_reminder_morning", data, at: morning });
        }
        const params: unknown[] = [];
        const values = outbox.map((m, i) => {
          params.push(
            randomUUID(),
            input.patientEmail,
            userId,
            id,
            m.template,
            JSON.stringify(m.data),
            m.at,
            `<${randomUUID()}@labcompare.ae>`,
            createdAt,
          );
          const p = i * 9;
          return `($${p + 1}, $${p + 2}, $${p + 3}, $${p + 4}, $${p + 5}, $${p + 6}, 'queued', 0, $${p + 7}, $${p + 8}, $${p + 9})`;
        });
        await tx.query(
          `INSERT INTO notifications (id, recipient, user_id, booking_id, template, data, status, attempts, next_attempt_at, message_id, created_at) VALUES ${values.join(", ")}`,
          params,
        );
      });
    } catch (error) {
      const e = error as { code?: string; constraint?: string; message?: string };
      if (
        e.code === "23505" &&
        `${e.constraint ?? ""}${e.message ?? ""}`.includes("reference") &&
        attempt < 3
      )
        continue;
      throw error;
    }

    // fillProfileFromBooking: the name, phone, date of birth and sex typed at booking, into empty
    // profile fields, in the project's one statement (sent every time; its WHERE leaves a filled
    // profile untouched).
    const [first, ...rest] = input.patientName.trim().split(/\s+/);
    await db.query(FILL_PROFILE_SQL, [
      userId,
      first!,
      rest.length ? rest.join(" ") : null,
      input.patientPhone,
      input.dateOfBirth ?? null,
      input.sex ?? null,
    ]);

    // The answer: the project's toBookingDto of the new row's answer fields (bookingSelect's keys).
    const pick = <T extends object>(from: T, keys: object) =>
      Object.fromEntries(Object.keys(keys).map((k) => [k, from[k as keyof T]]));
    return toBookingDto(
      { ...pick(booking, bookingSelect), lab: pick(booking.lab, bookingSelect.lab.select) } as BookingRow,
      now,
    );
  }
}

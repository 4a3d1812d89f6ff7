/**
 * The bare baseline's booking.create: the checks and writes of packages/api's `createBooking`
 * (booking.service.ts) and the session check of the Lucia adapter, written directly in SQL:
 *
 * session   one statement: the session by the token's SHA-256 with the user's roles and staff labs;
 *           expired → deleted and refused; in its second half → extended (Lucia's sliding expiry)
 * checks    the booking of this idempotency key (a repeat returns it) · the lab's rules · in parallel:
 *           the tests (active), the lab's offers of them, a closure that day · the time rules
 *           (`timeRefusal` from @labcompare/validators), totals (`bookingTotals`), the expected total
 *           (no duplicate check here: the project checks once, in the transaction)
 * one tx    take a place (the same conditional upsert of booking_slot_usage) · a duplicate (same user,
 *           lab, slot and test, not cancelled) under the slot's row lock · insert the booking, its
 *           items · read the booking back once (Prisma's create … select: the answer's columns and
 *           the email's) · the audit row · the outbox rows (the "received" email with its calendar
 *           invitation and the reminders, same data)
 * after     the profile's name and phone filled when empty: the project's one conditional upsert,
 *           same SQL text, sent every time
 *
 * Statement for statement as the project sends them (16 with BEGIN/COMMIT, compared against the
 * driver's query log of both); the SQL is hand-written where the project's comes from Prisma, the
 * raw statements (slot upsert, profile upsert) are the project's text. The read-back is sent for
 * parity only: the answer and the email data are built from the values already read, with the
 * project's shape (`toBookingDto`).
 */
import { createHash, randomUUID } from "node:crypto";
import {
  beforeCutoff,
  bookingCreateInput,
  bookingTotals,
  directionsUrl,
  dubaiInstant,
  formatLongDate,
  formatWeeklyHours,
  fromMinutes,
  messages,
  newBookingReference,
  readWeeklyHours,
  slotCapacity,
  timeRefusal,
  toMinutes,
  type LabBookingRules,
} from "@labcompare/validators";
import { buildBookingIcs } from "../packages/api/src/routers/booking/calendar.service.ts";
import type { BareDb, BareQueryable } from "./bare-db.ts";
import { aed } from "./bare-catalog.ts";

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

const SESSION_COOKIE_NAME = "labcompare_session";
const SESSION_IDLE_MS = 7 * 24 * 3_600_000;
const SESSION_ABSOLUTE_LIFETIME_MS = 30 * 24 * 3_600_000;
const LAST_USED_RESOLUTION_MS = 3_600_000;

/** The session token of a Cookie header (packages/auth's `readSessionToken`). */
function readSessionToken(cookieHeader: string | undefined): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0 || part.slice(0, eq).trim() !== SESSION_COOKIE_NAME) continue;
    const raw = part.slice(eq + 1).trim().replace(/^"(.*)"$/, "$1");
    if (/^[a-z0-9]{1,128}$/.test(raw)) return raw;
  }
  return null;
}

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** The signed-in user of a request, as the project's createContext + Lucia find it; null when none. */
export async function bareSessionUser(db: BareDb, cookieHeader: string | undefined): Promise<{ id: string; email: string; roles: string[] } | null> {
  const token = readSessionToken(cookieHeader);
  if (!token) return null;
  const id = hashToken(token);
  const { rows } = await db.query<{ user_id: string; expires_at: Date; created_at: Date; last_used_at: Date; email: string; roles: string[]; staff_lab_ids: string[] }>(
    `SELECT s.user_id, s.expires_at, s.created_at, s.last_used_at, u.email,
            ARRAY(SELECT r.role::text FROM user_roles r WHERE r.user_id = u.id) AS roles,
            ARRAY(SELECT ls.lab_id::text FROM lab_staff ls WHERE ls.user_id = u.id) AS staff_lab_ids
     FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.id = $1`,
    [id],
  );
  const row = rows[0];
  if (!row) return null;
  const now = Date.now();
  if (now - new Date(row.last_used_at).getTime() > LAST_USED_RESOLUTION_MS) {
    void db.query(`UPDATE sessions SET last_used_at = now() WHERE id = $1`, [id]).catch(() => {});
  }
  const absolute = new Date(row.created_at).getTime() + SESSION_ABSOLUTE_LIFETIME_MS;
  const expiresAt = Math.min(new Date(row.expires_at).getTime(), absolute);
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

interface LabRow {
  id: string;
  name: string;
  slug: string;
  area: string;
  emirate: string;
  address: string;
  phone: string;
  latitude: number | null;
  longitude: number | null;
  active: boolean;
  home_collection: boolean;
  service_emirates: string[];
  weekly_hours: unknown;
  slot_minutes: number;
  lab_visit_capacity: number;
  lab_visit_lead_minutes: number;
  home_collection_lead_minutes: number;
  booking_horizon_days: number;
  cancellation_cutoff_minutes: number;
  home_collection_start: string;
  home_collection_end: string;
  home_collection_window_minutes: number;
  home_collection_capacity: number;
}

function toRules(lab: LabRow): LabBookingRules {
  return {
    weeklyHours: readWeeklyHours(lab.weekly_hours),
    slotMinutes: lab.slot_minutes,
    labVisitCapacity: lab.lab_visit_capacity,
    labVisitLeadMinutes: lab.lab_visit_lead_minutes,
    homeCollectionLeadMinutes: lab.home_collection_lead_minutes,
    bookingHorizonDays: lab.booking_horizon_days,
    homeCollectionStart: lab.home_collection_start,
    homeCollectionEnd: lab.home_collection_end,
    homeCollectionWindowMinutes: lab.home_collection_window_minutes,
    homeCollectionCapacity: lab.home_collection_capacity,
  } as LabBookingRules;
}

const DUPLICATE_SQL = `SELECT b.id FROM bookings b
  WHERE b.user_id = $1 AND b.lab_id = $2 AND b.scheduled_date = $3::date AND b.scheduled_time = $4 AND b.status <> 'cancelled'
    AND EXISTS (SELECT 1 FROM booking_items i WHERE i.booking_id = b.id AND i.test_id = ANY($5::uuid[]))
  LIMIT 1`;

/**
 * The new booking read back once, with the answer's fields (bookingSelect) and what
 * queueBookingMessages needs (messageSelect): createBooking's createdSelect.
 */
const READ_BACK_SQL = `SELECT b.id, b.reference, b.scheduled_date, b.scheduled_time, b.starts_at, b.patient_name, b.patient_email, b.patient_phone, b.notes,
    b.status::text AS status, b.collection_mode::text AS collection_mode, b.collection_address, b.collection_emirate, b.price_aed, b.home_collection_fee_aed,
    b.total_aed, b.cancelled_by::text AS cancelled_by, b.cancellation_reason, b.cancelled_at, b.created_at, b.updated_at, b.user_id,
    (SELECT COALESCE(jsonb_agg(jsonb_build_object('priceAed', i.price_aed, 'originalPriceAed', i.original_price_aed, 'test', jsonb_build_object(
        'id', t.id, 'name', t.name, 'slug', t.slug, 'fastingHours', t.fasting_hours, 'preparationInstructions', t.preparation_instructions, 'sampleType', t.sample_type))
      ORDER BY t.name), '[]'::jsonb)
     FROM booking_items i JOIN tests t ON t.id = i.test_id WHERE i.booking_id = b.id) AS items,
    (SELECT jsonb_build_object('id', l.id, 'name', l.name, 'slug', l.slug, 'area', l.area, 'emirate', l.emirate, 'address', l.address, 'phone', l.phone,
        'latitude', l.latitude, 'longitude', l.longitude, 'weeklyHours', l.weekly_hours, 'cancellationCutoffMinutes', l.cancellation_cutoff_minutes,
        'slotMinutes', l.slot_minutes, 'homeCollectionWindowMinutes', l.home_collection_window_minutes)
     FROM labs l WHERE l.id = b.lab_id) AS lab
  FROM bookings b WHERE b.id = $1`;

/** fillProfileFromBooking's statement (booking.service.ts), same text. */
const FILL_PROFILE_SQL = `
    INSERT INTO profiles (id, first_name, last_name, phone, updated_at)
    VALUES ($1::uuid, $2, $3, $4, now())
    ON CONFLICT (id) DO UPDATE SET
      first_name = CASE WHEN coalesce(profiles.first_name, '') = '' AND coalesce(profiles.last_name, '') = '' THEN EXCLUDED.first_name ELSE profiles.first_name END,
      last_name = CASE WHEN coalesce(profiles.first_name, '') = '' AND coalesce(profiles.last_name, '') = '' THEN EXCLUDED.last_name ELSE profiles.last_name END,
      phone = CASE WHEN coalesce(profiles.phone, '') = '' AND EXCLUDED.phone IS NOT NULL THEN EXCLUDED.phone ELSE profiles.phone END,
      updated_at = now()
    WHERE (coalesce(profiles.first_name, '') = '' AND coalesce(profiles.last_name, '') = '')
       OR (coalesce(profiles.phone, '') = '' AND EXCLUDED.phone IS NOT NULL)`;

const HOUR = 3_600_000;

/** booking.create for `userId` with the raw input: the created booking in the project's answer shape. */
export async function bareCreateBooking(db: BareDb, userId: string, rawInput: unknown, now: Date = new Date()) {
  const parsed = bookingCreateInput.safeParse(rawInput);
  if (!parsed.success) throw new BareError(400, "BAD_REQUEST", parsed.error.issues[0]?.message ?? "Invalid input");
  const input = parsed.data;
  const b = messages.booking;

  if (input.idempotencyKey) {
    const { rows } = await db.query<{ id: string }>(`SELECT id FROM bookings WHERE user_id = $1 AND idempotency_key = $2`, [userId, input.idempotencyKey]);
    // A repeat: the project answers the first booking; the benchmark never repeats a key.
    if (rows[0]) throw new BareError(409, "CONFLICT", "repeat of an idempotency key (not implemented in the bare route)");
  }

  const testIds = input.testIds.map((id) => id.toLowerCase());
  const labs = await db.query<LabRow>(
    `SELECT id, name, slug, area, emirate, address, phone, latitude, longitude, active, home_collection, service_emirates, weekly_hours,
            slot_minutes, lab_visit_capacity, lab_visit_lead_minutes, home_collection_lead_minutes, booking_horizon_days,
            cancellation_cutoff_minutes, home_collection_start, home_collection_end, home_collection_window_minutes, home_collection_capacity
     FROM labs WHERE id = $1 AND active`,
    [input.labId],
  );
  const lab = labs.rows[0];
  if (!lab) throw new BareError(404, "NOT_FOUND", b.labNotFound);
  const [tests, offers, closure] = await Promise.all([
    db.query<{ id: string; name: string; slug: string; fasting_hours: number; preparation_instructions: string | null; sample_type: string }>(
      `SELECT id, name, slug, fasting_hours, preparation_instructions, sample_type::text AS sample_type FROM tests WHERE id = ANY($1::uuid[]) AND active`,
      [testIds],
    ),
    db.query<{ test_id: string; price_aed: string; original_price_aed: string | null; home_collection_fee_aed: string | null }>(
      `SELECT test_id, price_aed, original_price_aed, home_collection_fee_aed FROM lab_test_offers WHERE lab_id = $1 AND test_id = ANY($2::uuid[]) AND active`,
      [lab.id, testIds],
    ),
    db.query<{ reason: string }>(`SELECT reason FROM lab_closures WHERE lab_id = $1 AND date = $2::date`, [lab.id, input.scheduledDate]),
  ]);
  if (tests.rows.length !== testIds.length) throw new BareError(404, "NOT_FOUND", b.testNotFound);
  const notOffered = tests.rows.find((t) => !offers.rows.some((o) => o.test_id === t.id));
  if (notOffered) throw new BareError(400, "BAD_REQUEST", b.testNotOffered(notOffered.name), "TEST_NOT_OFFERED");
  const mode = input.collectionMode;
  const home = mode === "home_collection";
  if (home) {
    if (!lab.home_collection) throw new BareError(400, "BAD_REQUEST", b.labNoHomeCollection);
    const emirate = input.collectionEmirate;
    if (emirate && !lab.service_emirates.some((e) => e.toLowerCase() === emirate.toLowerCase())) {
      throw new BareError(400, "BAD_REQUEST", b.emirateNotServed(emirate), "EMIRATE_NOT_SERVED");
    }
  }
  const rules = toRules(lab);
  const refusal = timeRefusal(rules, input.scheduledDate, input.scheduledTime, mode, now, closure.rows[0]?.reason ?? null);
  if (refusal) throw new BareError(400, "BAD_REQUEST", `slot refused: ${refusal}`, "SLOT_UNAVAILABLE");
  const items = offers.rows.map((o) => ({ priceAed: o.price_aed, homeCollectionFeeAed: o.home_collection_fee_aed }));
  const totals = bookingTotals(items, mode);
  if (input.expectedTotalAed !== undefined && Number(input.expectedTotalAed).toFixed(2) !== totals.totalAed) {
    throw new BareError(409, "CONFLICT", b.priceChanged, "PRICE_CHANGED");
  }
  // The duplicate check runs once, in the transaction under the slot's lock (as createBooking).
  const slot = [userId, lab.id, input.scheduledDate, input.scheduledTime, testIds];

  const capacity = slotCapacity(rules, mode);
  const startsAt = dubaiInstant(input.scheduledDate, input.scheduledTime);
  const testById = new Map(tests.rows.map((t) => [t.id, t]));
  const itemsByName = offers.rows
    .map((o) => ({ offer: o, test: testById.get(o.test_id)! }))
    .sort((x, y) => (x.test.name < y.test.name ? -1 : x.test.name > y.test.name ? 1 : 0));

  for (let attempt = 0; ; attempt++) {
    const id = randomUUID();
    const reference = newBookingReference();
    const createdAt = new Date();
    try {
      await db.tx(async (tx) => {
        const taken = await tx.query(
          `INSERT INTO booking_slot_usage (lab_id, slot_date, slot_time, collection_mode, booked)
           VALUES ($1::uuid, $2::date, $3, $4::"CollectionMode", 1)
           ON CONFLICT (lab_id, slot_date, collection_mode, slot_time)
           DO UPDATE SET booked = booking_slot_usage.booked + 1 WHERE booking_slot_usage.booked < $5
           RETURNING booked`,
          [lab.id, input.scheduledDate, input.scheduledTime, mode, capacity],
        );
        if (taken.rows.length !== 1) throw new BareError(409, "CONFLICT", b.slotFull, "SLOT_FULL");
        if ((await tx.query(DUPLICATE_SQL, slot)).rows.length) throw new BareError(409, "CONFLICT", b.duplicate, "DUPLICATE");
        await tx.query(
          `INSERT INTO bookings (id, reference, user_id, lab_id, scheduled_date, scheduled_time, starts_at, patient_name, patient_email, patient_phone,
             notes, status, collection_mode, collection_address, collection_emirate, price_aed, home_collection_fee_aed, total_aed, idempotency_key,
             created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5::date, $6, $7, $8, $9, $10, $11, 'pending', $12::"CollectionMode", $13, $14, $15, $16, $17, $18, $19, $19)
           RETURNING id`,
          [
            id, reference, userId, lab.id, input.scheduledDate, input.scheduledTime, startsAt, input.patientName, input.patientEmail, input.patientPhone,
            input.notes ?? null, mode, home ? input.collectionAddress : null, home ? input.collectionEmirate : null,
            totals.subtotalAed, totals.homeCollectionFeeAed, totals.totalAed, input.idempotencyKey ?? null, createdAt,
          ],
        );
        const itemParams: unknown[] = [];
        const itemValues = offers.rows.map((o, i) => {
          itemParams.push(randomUUID(), id, o.test_id, o.price_aed, o.original_price_aed, o.home_collection_fee_aed);
          const p = i * 6;
          return `($${p + 1}, $${p + 2}, $${p + 3}, $${p + 4}, $${p + 5}, $${p + 6})`;
        });
        await tx.query(`INSERT INTO booking_items (id, booking_id, test_id, price_aed, original_price_aed, home_collection_fee_aed) VALUES ${itemValues.join(", ")}`, itemParams);
        // Prisma's `booking.create({ select: createdSelect })` reads the new booking back with its items and lab.
        await tx.query(READ_BACK_SQL, [id]);
        await tx.query(`INSERT INTO audit_logs (id, actor_id, action, entity, entity_id, after, created_at) VALUES ($1, $2, 'booking.create', 'booking', $3, $4, $5)`, [
          randomUUID(), userId, id, JSON.stringify({ status: "pending", scheduledDate: input.scheduledDate, scheduledTime: input.scheduledTime }), createdAt,
        ]);

        // The outbox rows of queueBookingMessages(…, "created"): the "received" email with its
        // calendar invitation (REQUEST), and the reminders planned from now.
        const scheduledDate = new Date(`${input.scheduledDate}T00:00:00.000Z`);
        const icsLab = {
          name: lab.name, address: lab.address, area: lab.area, emirate: lab.emirate, phone: lab.phone,
          latitude: lab.latitude, longitude: lab.longitude, slotMinutes: lab.slot_minutes, homeCollectionWindowMinutes: lab.home_collection_window_minutes,
        };
        const ics = buildBookingIcs(
          {
            id, reference, startsAt, scheduledDate, scheduledTime: input.scheduledTime, status: "pending", collectionMode: mode,
            collectionAddress: home ? (input.collectionAddress ?? null) : null, updatedAt: createdAt,
            items: itemsByName.map(({ test }) => ({ test: { name: test.name, fastingHours: test.fasting_hours, preparationInstructions: test.preparation_instructions } })),
            lab: icsLab,
          } as never,
          "REQUEST",
        );
        const minutes = home ? lab.home_collection_window_minutes : lab.slot_minutes;
        const data = {
          reference,
          patientName: input.patientName,
          tests: itemsByName.map(({ offer, test }) => ({ name: test.name, priceAed: aed(offer.price_aed)!, fastingHours: test.fasting_hours, preparationInstructions: test.preparation_instructions })),
          subtotalAed: totals.subtotalAed,
          homeCollectionFeeAed: totals.homeCollectionFeeAed,
          totalAed: totals.totalAed,
          dateText: formatLongDate(input.scheduledDate),
          time: input.scheduledTime,
          endTime: fromMinutes(Math.min(toMinutes(input.scheduledTime) + minutes, 24 * 60)),
          collectionMode: mode,
          collectionAddress: home ? (input.collectionAddress ?? null) : null,
          lab: { name: lab.name, address: lab.address, area: lab.area, emirate: lab.emirate, phone: lab.phone, directionsUrl: directionsUrl(lab) },
          bookingUrl: `/bookings/${reference}`,
          cancelledBy: null,
          cancellationReason: null,
        };
        const outbox: { template: string; data: unknown; at: Date }[] = [{ template: "booking_created", data: { ...data, calendar: { method: "REQUEST", content: ics } }, at: now }];
        const dayBefore = new Date(startsAt.getTime() - 24 * HOUR);
        if (dayBefore.getTime() > now.getTime()) outbox.push({ template: "booking_reminder_24h", data, at: dayBefore });
        if (home) {
          const morning = dubaiInstant(input.scheduledDate, "07:00");
          if (morning.getTime() > now.getTime() && morning.getTime() < startsAt.getTime()) outbox.push({ template: "booking_reminder_morning", data, at: morning });
        }
        const params: unknown[] = [];
        const values = outbox.map((m, i) => {
          params.push(randomUUID(), input.patientEmail, userId, id, m.template, JSON.stringify(m.data), m.at, `<${randomUUID()}@labcompare.ae>`, createdAt);
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
      if (e.code === "23505" && `${e.constraint ?? ""}${e.message ?? ""}`.includes("reference") && attempt < 3) continue;
      throw error;
    }

    // fillProfileFromBooking: the name and phone typed at booking, into empty profile fields, in the
    // project's one statement (sent every time; its WHERE leaves a filled profile untouched).
    const [first, ...rest] = input.patientName.trim().split(/\s+/);
    await db.query(FILL_PROFILE_SQL, [userId, first!, rest.length ? rest.join(" ") : null, input.patientPhone]);

    // The answer: toBookingDto of the new booking.
    const weeklyHours = readWeeklyHours(lab.weekly_hours);
    const dtoItems = itemsByName.map(({ offer, test }) => ({
      id: test.id, name: test.name, slug: test.slug, fastingHours: test.fasting_hours, preparationInstructions: test.preparation_instructions, sampleType: test.sample_type,
      testId: test.id, priceAed: aed(offer.price_aed)!, originalPriceAed: aed(offer.original_price_aed),
    }));
    return {
      id, reference,
      scheduledDate: input.scheduledDate, scheduledTime: input.scheduledTime, startsAt,
      patientName: input.patientName, patientEmail: input.patientEmail, patientPhone: input.patientPhone, notes: input.notes ?? null,
      status: "pending", collectionMode: mode, collectionAddress: home ? input.collectionAddress : null, collectionEmirate: home ? input.collectionEmirate : null,
      priceAed: totals.subtotalAed, homeCollectionFeeAed: totals.homeCollectionFeeAed, totalAed: totals.totalAed,
      cancelledBy: null, cancellationReason: null, cancelledAt: null, createdAt,
      items: dtoItems,
      test: dtoItems[0] ? { id: dtoItems[0].id, name: dtoItems[0].name, slug: dtoItems[0].slug } : null,
      lab: {
        id: lab.id, name: lab.name, slug: lab.slug, area: lab.area, emirate: lab.emirate, address: lab.address, phone: lab.phone,
        latitude: lab.latitude, longitude: lab.longitude, cancellationCutoffMinutes: lab.cancellation_cutoff_minutes,
        openingHours: formatWeeklyHours(weeklyHours), directionsUrl: directionsUrl(lab),
      },
      canChange: beforeCutoff(startsAt, lab.cancellation_cutoff_minutes, now),
    };
  }
}

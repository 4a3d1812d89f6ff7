/**
 * Distinct valid bookings for the booking.create benchmark, and the signed-in users that make them.
 *
 * Every request must be accepted: a different slot or test each time so neither the capacity rule
 * (labVisitCapacity places per slot) nor the duplicate rule (same user, lab, slot and test) refuses
 * it, inside each lab's opening hours (the project's own `slotTimes`/`timeRefusal`), from tomorrow
 * (past any lead time) to the day before the horizon, skipping closures. Consecutive requests go to
 * different labs at the same time (different slot counters, so requests do not queue on one row
 * lock); the k-th pass over the slots books each lab's k-th test, up to the capacity.
 *
 * Users: a booking is made by one of BENCH_USERS users in turn (default 200), each with its own
 * session, so no user piles up thousands of bookings (the duplicate check reads a user's bookings:
 * with one user it would grow slower as the run goes on, and more for the faster server).
 */
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { addDays, slotTimes, timeRefusal, type LabBookingRules } from "@labcompare/domain";
import { readWeeklyHours } from "@labcompare/validators";

export type Query = <R = Record<string, unknown>>(text: string) => Promise<R[]>;

export interface PlanLab {
  id: string;
  rules: LabBookingRules;
  /** Active offers of active tests, by test id. */
  offers: { testId: string; priceAed: string }[];
  closedDates: Set<string>;
}

export interface BenchUser {
  id: string;
  email: string;
  token: string;
}

export interface BookingInput {
  testIds: string[];
  labId: string;
  scheduledDate: string;
  scheduledTime: string;
  patientName: string;
  patientEmail: string;
  patientPhone: string;
  collectionMode: "lab_visit";
  idempotencyKey: string;
  expectedTotalAed: string;
}

/** The labs, their rules, offers and closures, read with plain SQL (PostgreSQL or PGlite). */
export async function loadPlanLabs(query: Query): Promise<PlanLab[]> {
  const labs = await query<Record<string, unknown>>(
    `SELECT id, weekly_hours, slot_minutes, lab_visit_capacity, lab_visit_lead_minutes, home_collection_lead_minutes, booking_horizon_days,
            home_collection_start, home_collection_end, home_collection_window_minutes, home_collection_capacity
     FROM labs WHERE active ORDER BY id`,
  );
  const offers = await query<{ lab_id: string; test_id: string; price_aed: string | number }>(
    `SELECT o.lab_id, o.test_id, o.price_aed FROM lab_test_offers o JOIN tests t ON t.id = o.test_id AND t.active WHERE o.active ORDER BY o.lab_id, o.test_id`,
  );
  const closures = await query<{ lab_id: string; date: string }>(
    `SELECT lab_id, to_char(date, 'YYYY-MM-DD') AS date FROM lab_closures`,
  );
  return labs.map((l) => ({
    id: String(l.id),
    rules: {
      weeklyHours: readWeeklyHours(l.weekly_hours),
      slotMinutes: Number(l.slot_minutes),
      labVisitCapacity: Number(l.lab_visit_capacity),
      labVisitLeadMinutes: Number(l.lab_visit_lead_minutes),
      homeCollectionLeadMinutes: Number(l.home_collection_lead_minutes),
      bookingHorizonDays: Number(l.booking_horizon_days),
      homeCollectionStart: String(l.home_collection_start),
      homeCollectionEnd: String(l.home_collection_end),
      homeCollectionWindowMinutes: Number(l.home_collection_window_minutes),
      homeCollectionCapacity: Number(l.home_collection_capacity),
    },
    offers: offers
      .filter((o) => o.lab_id === l.id)
      .map((o) => ({ testId: o.test_id, priceAed: Number(o.price_aed).toFixed(2) })),
    closedDates: new Set(closures.filter((c) => c.lab_id === l.id).map((c) => c.date)),
  }));
}

/** `count` users with sessions: ids, emails (`bench-<tag>-<i>@example.com`) and cookie tokens. */
export function makeUsers(tag: string, count: number): BenchUser[] {
  return Array.from({ length: count }, (_, i) => ({
    id: randomUUID(),
    email: `bench-${tag}-${i}@example.com`,
    // Lower-case letters and digits, as the project's tokens (readSessionToken accepts [a-z0-9]{1,128}).
    token: randomBytes(20).toString("hex"),
  }));
}

/** SQL inserting `users` with an empty profile and a fresh 7-day session each (as sign-up leaves them). */
export function insertUsersSql(users: BenchUser[]): string {
  const now = Date.now();
  const ts = (ms: number) => `'${new Date(ms).toISOString()}'`;
  const rows = (f: (u: BenchUser) => string) => users.map(f).join(",\n");
  return `
    INSERT INTO users (id, email, password_hash, created_at) VALUES
      ${rows((u) => `('${u.id}', '${u.email}', 'bench: no password', ${ts(now)})`)};
    INSERT INTO profiles (id, reminders_enabled, updated_at) VALUES
      ${rows((u) => `('${u.id}', true, ${ts(now)})`)};
    INSERT INTO sessions (id, user_id, expires_at, created_at, user_agent, last_used_at) VALUES
      ${rows((u) => `('${createHash("sha256").update(u.token).digest("hex")}', '${u.id}', ${ts(now + 7 * 86_400_000)}, ${ts(now)}, 'bench', ${ts(now)})`)};`;
}

export const sessionCookie = (token: string) => `labcompare_session=${token}`;

/** The Asia/Dubai date of `now` (UTC+4, no daylight saving). */
function dubaiToday(now: Date): string {
  return new Date(now.getTime() + 4 * 3_600_000).toISOString().slice(0, 10);
}

/**
 * An endless-until-exhausted source of distinct valid bookings, each for the next user in turn.
 * `next()` throws when every place from tomorrow to the horizon has been handed out.
 */
export function bookingPlan(labs: PlanLab[], initialUsers: BenchUser[], now: Date = new Date()) {
  let users = initialUsers;
  const today = dubaiToday(now);
  const lastDay = Math.min(...labs.map((l) => l.rules.bookingHorizonDays)) - 1;
  const maxCapacity = Math.max(...labs.map((l) => l.rules.labVisitCapacity));
  function* slots(): Generator<{ input: BookingInput; user: BenchUser }> {
    let n = 0;
    for (let k = 0; k < maxCapacity; k++) {
      for (let d = 1; d <= lastDay; d++) {
        const date = addDays(today, d);
        const times = labs.map((l) =>
          l.closedDates.has(date) || k >= l.rules.labVisitCapacity || k >= l.offers.length
            ? []
            : slotTimes(l.rules, date, "lab_visit"),
        );
        const longest = Math.max(...times.map((t) => t.length));
        for (let ti = 0; ti < longest; ti++) {
          for (let li = 0; li < labs.length; li++) {
            const slot = times[li]![ti];
            if (!slot) continue;
            const lab = labs[li]!;
            if (timeRefusal(lab.rules, date, slot.time, "lab_visit", new Date(), null)) continue;
            const offer = lab.offers[k]!;
            const user = users[n % users.length]!;
            n++;
            yield {
              user,
              input: {
                testIds: [offer.testId],
                labId: lab.id,
                scheduledDate: date,
                scheduledTime: slot.time,
                patientName: `Bench Patient ${n}`,
                patientEmail: user.email,
                patientPhone: "+971501234567",
                collectionMode: "lab_visit",
                idempotencyKey: randomUUID(),
                expectedTotalAed: offer.priceAed,
              },
            };
          }
        }
      }
    }
  }
  const it = slots();
  let handedOut = 0;
  return {
    next(): { input: BookingInput; user: BenchUser } {
      const r = it.next();
      if (r.done) throw new Error(`booking plan exhausted after ${handedOut} bookings`);
      handedOut++;
      return r.value;
    },
    get handedOut() {
      return handedOut;
    },
    /** Later bookings (the same places, continued) go to these users in turn. */
    useUsers(list: BenchUser[]) {
      users = list;
    },
  };
}
export type BookingPlan = ReturnType<typeof bookingPlan>;

/**
 * What the scale bench (bench/scale.ts) measures with, read from a database grown by `npm run
 * seed:scale`: the row counts, the tests most labs offer, the busiest lab-days ahead, the patients
 * with the most reports, a deep booking of the console's list, an insurance plan, and a signed-in
 * admin and patient (sessions inserted as sign-in leaves them, so no password is needed).
 */
import { createHash, randomBytes, randomUUID } from "node:crypto";
import pg from "pg";
import { ADMIN_PAGE_SIZE, encodeAdminBookingsCursor } from "@labcompare/validators";

export interface ScaleWorld {
  counts: Record<"labs" | "tests" | "offers" | "bookings" | "reports" | "observations", number>;
  /** Tests by number of active offers, most first: id, slug, name and how many labs offer it. */
  popularTests: { id: string; slug: string; name: string; labs: number }[];
  /** Labs with the most bookings, most first (slug for their page). */
  busyLabs: { id: string; slug: string }[];
  /** Lab-days from tomorrow with the most bookings: lab, Asia/Dubai date, bookings that day. */
  busyDays: { labId: string; date: string; bookings: number }[];
  /** Patients with the most reports, most first, each with a session cookie. */
  frequentPatients: { id: string; reports: number; cookie: string }[];
  /** Booking references and phones to search for in the console's list. */
  references: string[];
  phones: string[];
  /**
   * A cursor `deepPages` pages of ADMIN_PAGE_SIZE deep in the console's default order (newest
   * appointment first): 5,000, or the last page of a seed with fewer bookings; "" when there are none.
   */
  deepCursor: string;
  deepPages: number;
  /** An active insurance plan's slug, or null when the database has none. */
  planSlug: string | null;
  adminCookie: string;
  /** A new patient with a complete profile, for booking.create. */
  patient: { id: string; email: string; cookie: string };
}

type Query = <R>(text: string, values?: unknown[]) => Promise<R[]>;

/** A session row for `userId` as sign-in writes it; returns the cookie that carries its token. */
async function signIn(query: Query, userId: string): Promise<string> {
  const token = randomBytes(20).toString("hex");
  const id = createHash("sha256").update(token).digest("hex");
  await query(
    `INSERT INTO sessions (id, user_id, expires_at, created_at, user_agent, last_used_at)
     VALUES ($1, $2, now() + interval '7 days', now(), 'bench:scale', now())`,
    [id, userId],
  );
  return `labcompare_session=${token}`;
}

/** A new user with `role` (admin) or a patient profile with date of birth and sex, signed in. */
async function addUser(query: Query, kind: "admin" | "patient") {
  const id = randomUUID();
  const email = `bench-scale-${kind}-${id.slice(0, 8)}@example.com`;
  await query(
    `INSERT INTO users (id, email, password_hash, created_at) VALUES ($1, $2, 'bench: no password', now())`,
    [id, email],
  );
  await query(
    `INSERT INTO profiles (id, first_name, last_name, phone, date_of_birth, sex, reminders_enabled, updated_at)
     VALUES ($1, 'Scale', 'Bench', '+971501234567', '1985-03-01', 'female', false, now())`,
    [id],
  );
  if (kind === "admin")
    await query(`INSERT INTO user_roles (id, user_id, role, created_at) VALUES ($1, $2, 'admin', now())`, [
      randomUUID(),
      id,
    ]);
  return { id, email, cookie: await signIn(query, id) };
}

async function counts(query: Query): Promise<ScaleWorld["counts"]> {
  const [row] = await query<Record<string, string>>(`SELECT
    (SELECT count(*) FROM labs WHERE active) AS labs, (SELECT count(*) FROM tests WHERE active) AS tests,
    (SELECT count(*) FROM lab_test_offers WHERE active) AS offers, (SELECT count(*) FROM bookings) AS bookings,
    (SELECT count(*) FROM reports) AS reports, (SELECT count(*) FROM observations) AS observations`);
  return Object.fromEntries(Object.entries(row!).map(([k, v]) => [k, Number(v)])) as ScaleWorld["counts"];
}

/** Reads the world from `databaseUrl` and adds the bench's admin, patient and sessions. */
export async function loadScaleWorld(databaseUrl: string, patientCount = 40): Promise<ScaleWorld> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  const query: Query = async <R>(text: string, values?: unknown[]) =>
    (await pool.query(text, values)).rows as R[];
  try {
    const popularTests = await query<ScaleWorld["popularTests"][number]>(
      `SELECT t.id, t.slug, t.name, count(*)::int AS labs FROM lab_test_offers o JOIN tests t ON t.id = o.test_id AND t.active
       WHERE o.active GROUP BY t.id ORDER BY count(*) DESC, t.id LIMIT 400`,
    );
    const busyLabs = await query<ScaleWorld["busyLabs"][number]>(
      `SELECT l.id, l.slug FROM labs l JOIN bookings b ON b.lab_id = l.id WHERE l.active
       GROUP BY l.id ORDER BY count(*) DESC LIMIT 60`,
    );
    const busyDays = await query<ScaleWorld["busyDays"][number]>(
      `SELECT lab_id AS "labId", to_char(starts_at AT TIME ZONE 'Asia/Dubai', 'YYYY-MM-DD') AS date, count(*)::int AS bookings
       FROM bookings WHERE starts_at >= date_trunc('day', now() AT TIME ZONE 'Asia/Dubai') AT TIME ZONE 'Asia/Dubai' + interval '1 day'
       GROUP BY 1, 2 ORDER BY 3 DESC LIMIT 60`,
    );
    const patients = await query<{ id: string; reports: number }>(
      `SELECT user_id AS id, count(*)::int AS reports FROM reports WHERE family_member_id IS NULL
       GROUP BY user_id ORDER BY count(*) DESC LIMIT $1`,
      [patientCount],
    );
    const frequentPatients = [];
    for (const p of patients) frequentPatients.push({ ...p, cookie: await signIn(query, p.id) });
    const sample = await query<{ reference: string; phone: string }>(
      `SELECT reference, patient_phone AS phone FROM bookings TABLESAMPLE SYSTEM (1) WHERE patient_phone IS NOT NULL LIMIT 200`,
    );
    // 5,000 pages deep, or the last page of a smaller seed.
    const [deep] = await query<{ startsAt: Date; id: string; position: number }>(
      `WITH depth AS (SELECT LEAST(5000 * $1, GREATEST(count(*) - $1, 0))::int AS position FROM bookings)
       SELECT starts_at AS "startsAt", id, depth.position FROM bookings, depth
       ORDER BY starts_at DESC, created_at DESC, id DESC OFFSET (SELECT position FROM depth) LIMIT 1`,
      [ADMIN_PAGE_SIZE],
    );
    const [plan] = await query<{ slug: string }>(
      `SELECT slug FROM insurance_plans WHERE active ORDER BY slug LIMIT 1`,
    );
    return {
      counts: await counts(query),
      popularTests,
      busyLabs,
      busyDays,
      frequentPatients,
      references: sample.map((s) => s.reference),
      phones: sample.map((s) => s.phone),
      deepCursor: deep ? encodeAdminBookingsCursor(deep) : "",
      deepPages: deep ? Math.floor(deep.position / ADMIN_PAGE_SIZE) : 0,
      planSlug: plan?.slug ?? null,
      adminCookie: (await addUser(query, "admin")).cookie,
      patient: await addUser(query, "patient"),
    };
  } finally {
    await pool.end();
  }
}

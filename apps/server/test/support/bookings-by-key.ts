/** The bookings a test's clients made, read straight from the database, for acknowledged-once checks. */
import type pg from "pg";

/** Booking ids by idempotency key (a key with two ids would be a double booking). Input: a connected pg client. */
export async function bookingsByKey(check: pg.Client): Promise<Map<string, string[]>> {
  const rows = (
    await check.query<{ key: string; id: string }>(
      `SELECT idempotency_key::text AS key, id::text AS id FROM bookings`,
    )
  ).rows;
  const byKey = new Map<string, string[]>();
  for (const row of rows) byKey.set(row.key, [...(byKey.get(row.key) ?? []), row.id]);
  return byKey;
}

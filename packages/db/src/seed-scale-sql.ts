/**
 * The SQL text helpers of seedScale (./seed-scale.ts): literals, arrays, slugs, permutations and the
 * deterministic draws of `scaleSql`.
 */
import type { Database } from "./index.ts";

/** A SQL string literal. The inputs are this module's constants and seed files, but quote them properly anyway. */
export function lit(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}
/** A SQL text[] literal of `values`. */
export function textArray(values: readonly string[]): string {
  return `ARRAY[${values.map(lit).join(",")}]::text[]`;
}
/** A SQL numeric[] literal of `values`. */
export function numArray(values: readonly number[]): string {
  return `ARRAY[${values.map((v) => String(Number(v))).join(",")}]::numeric[]`;
}

/** A slug as slugify (@labcompare/validators) makes one: lower case, accents dropped, other runs as "-", at most 100 characters. */
export function slugOf(expr: string): string {
  return `rtrim(left(trim(both '-' from regexp_replace(translate(lower(${expr}), 'àáâäçèéêëíïñóôöúüß', 'aaaaceeeeiinooouus'), '[^a-z0-9]+', '-', 'g')), 100), '-')`;
}

/** Greatest common divisor of two non-negative integers. */
export function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** First prime of a few that is coprime with `m`: multiplying by it permutes 0..m-1. */
export function scrambler(m: number): number {
  return [7919, 104_729, 1_299_709, 15_485_863].find((p) => gcd(p, m) === 1)!;
}

/** A multiplier near m / φ coprime with `m`: consecutive numbers land far apart in 0..m-1. */
export function spreader(m: number): number {
  let p = Math.round(m * 0.6180339887);
  while (gcd(p, m) !== 1) p++;
  return p;
}

/**
 * The SQL helpers of one run: `pick`/`unit` draw deterministically from a row number and `salt`,
 * `uuid7` makes ordered ids, `exec` runs a script (an error names the SQL near its position), `count`
 * reads one `n`, `text` one `v`.
 */
export function scaleSql(db: Database, salt: string) {
  /** An integer in [0, n) drawn from `expr` (a row number) and `name`; the same inputs, the same number. */
  const pick = (expr: string, name: string, n: number | string) =>
    `((hashtext((${expr})::text || '|${name}|${salt}')::bigint & 2147483647) % (${n}))`;
  /** A number in [0, 1), as `pick`: double precision (numeric arithmetic over millions of draws is slow). */
  const unit = (expr: string, name: string) =>
    `((hashtext((${expr})::text || '|${name}|${salt}')::bigint & 2147483647) / 2147483648.0::float8)`;
  /** Rounds an AED amount as price lists do (5 AED, 10 AED from 1,000; halves up) and keeps it within 30–2,000. */
  const roundPrice = (x: string) =>
    `(CASE WHEN (${x}) >= 1000 THEN round((${x})::numeric / 10) * 10 ELSE round((${x})::numeric / 5) * 5 END)`;
  const listPrice = (x: string) => `least(2000, greatest(30, ${roundPrice(x)}))`;
  /** Runs a script; an error names the SQL near its position. */
  const exec = async (sql: string) => {
    try {
      await db.sql.exec(sql);
    } catch (error) {
      const position = Number((error as { position?: string }).position);
      if (Number.isFinite(position) && position > 0) {
        (error as Error).message +=
          ` (near: ${sql.slice(Math.max(0, position - 120), position + 60).replace(/\s+/g, " ")})`;
      }
      throw error;
    }
  };
  const count = async (sql: string) => Number((await db.sql.query<{ n: number | string }>(sql)).rows[0]!.n);
  /**
   * A time-ordered UUID (the UUIDv7 layout: the statement's millisecond timestamp, then `k` — a row
   * counter from 0, below 2^32 — and 40 random bits). Rows inserted in `k` order extend their table's
   * primary key at its end; random keys would touch pages all over an index larger than the
   * server's shared buffers.
   */
  const uuid7 = (k: string) =>
    `(lpad(to_hex((extract(epoch FROM statement_timestamp()) * 1000)::bigint), 12, '0') || '7' || substr(lpad(to_hex(${k}), 8, '0'), 1, 3)
      || '8' || substr(lpad(to_hex(${k}), 8, '0'), 4, 5) || substr(gen_random_uuid()::text, 25, 10))::uuid`;
  /** Reads one text `v` (null when NULL). */
  const text = async (sql: string) => (await db.sql.query<{ v: string | null }>(sql)).rows[0]?.v ?? null;

  return { salt, pick, unit, roundPrice, listPrice, uuid7, exec, count, text };
}
export type ScaleSql = ReturnType<typeof scaleSql>;

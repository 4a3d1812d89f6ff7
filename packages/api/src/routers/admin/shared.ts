/** Helpers shared by the admin services: paging, unique slugs, Prisma error codes, Asia/Dubai days. */
import { TRPCError } from "@trpc/server";
import { Prisma } from "@labcompare/db";
import { ADMIN_PAGE_SIZE, CLINIC_TIME_ZONE, slugify } from "@labcompare/validators";
import dayjs from "dayjs";
import utc from "dayjs/plugin/utc.js";
import timezone from "dayjs/plugin/timezone.js";

dayjs.extend(utc);
dayjs.extend(timezone);

export { ADMIN_PAGE_SIZE };

/** `skip`/`take` for a 1-based page of ADMIN_PAGE_SIZE rows. */
export function pageArgs(page: number, pageSize = ADMIN_PAGE_SIZE) {
  return { skip: (page - 1) * pageSize, take: pageSize };
}

/** The paged-list envelope every admin list returns. */
export function paged<T>(items: T[], total: number, page: number, pageSize = ADMIN_PAGE_SIZE) {
  return { items, total, page, pageSize, pageCount: Math.max(1, Math.ceil(total / pageSize)) };
}

/** True for Prisma's unique-constraint violation (P2002). */
export function isUniqueViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";
}

/** True for Prisma's foreign-key violation (P2003), e.g. deleting a row that bookings still reference. */
export function isForeignKeyViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2003";
}

/**
 * A slug for a new row: `wanted` (CONFLICT `takenMessage` when another row has it) or, when absent,
 * one generated from `name` with "-2", "-3"… appended until free. `existing(prefix)` lists the
 * slugs that start with a prefix.
 */
export async function chooseSlug(opts: {
  wanted: string | undefined;
  name: string;
  existing: (prefix: string) => Promise<string[]>;
  takenMessage: string;
}): Promise<string> {
  if (opts.wanted) {
    const taken = await opts.existing(opts.wanted);
    if (taken.includes(opts.wanted)) throw new TRPCError({ code: "CONFLICT", message: opts.takenMessage });
    return opts.wanted;
  }
  const base = slugify(opts.name);
  const taken = new Set(await opts.existing(base));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** The instant an Asia/Dubai calendar day (yyyy-MM-dd) starts. */
export function dubaiDayStart(date: string): Date {
  return dayjs.tz(date, CLINIC_TIME_ZONE).toDate();
}

/** A yyyy-MM-dd date `days` later (negative: earlier). */
export function addDays(date: string, days: number): string {
  return dayjs.utc(date).add(days, "day").format("YYYY-MM-DD");
}

/** A yyyy-MM-dd date as the Date Prisma uses for a @db.Date column (UTC midnight). */
export function dateColumn(date: string): Date {
  return new Date(`${date}T00:00:00.000Z`);
}

/** `createdAt` range for Asia/Dubai calendar days `from`..`to` (inclusive), either optional. */
export function dubaiDaysRange(from?: string, to?: string): { gte?: Date; lt?: Date } | undefined {
  if (!from && !to) return undefined;
  return {
    ...(from ? { gte: dubaiDayStart(from) } : {}),
    ...(to ? { lt: dubaiDayStart(addDays(to, 1)) } : {}),
  };
}

/**
 * Helpers shared by the console's services (admin/, bookings/admin-bookings.service.ts): paging (its
 * envelope also catalog.search's), unique slugs, Asia/Dubai days (audited writes: admin/audited-writes.ts).
 */
import { addDays, dubaiDayStart } from "@labcompare/domain";
import { ADMIN_PAGE_SIZE, slugify } from "@labcompare/validators";
import { AppError } from "./app-error.ts";
import { isRecordGone } from "./errors.ts";

export { ADMIN_PAGE_SIZE };

/** `skip`/`take` for a 1-based page of ADMIN_PAGE_SIZE rows. */
export function pageArgs(page: number, pageSize = ADMIN_PAGE_SIZE) {
  return { skip: (page - 1) * pageSize, take: pageSize };
}

/**
 * The paged-list envelope every admin list and catalog.search return: { items, total, page, pageSize,
 * pageCount (at least 1, also for no rows) }.
 */
export function paged<T>(items: T[], total: number, page: number, pageSize = ADMIN_PAGE_SIZE) {
  return { items, total, page, pageSize, pageCount: Math.max(1, Math.ceil(total / pageSize)) };
}

/**
 * The part of a Prisma model (lab, test, user, labTestOffer, auditLog) that listPage reads: W is its
 * filter, O its order, S the select and R the row that select reads.
 */
interface ListModel<W, O, S, R> {
  findMany(args: { where: W; orderBy: O; select: S; skip: number; take: number }): Promise<R[]>;
  count(args: { where: W }): Promise<number>;
}

/**
 * One page of a console list of `model`: the rows matching `query.where`, in `query.orderBy`, read
 * with `query.select`, alongside their count (the rows of every page). Output: the paged envelope of
 * the page's rows, each through `toDto` (whose parameter types the rows).
 */
export async function listPage<W, O, S, R, D>(
  model: ListModel<W, O, NoInfer<S>, NoInfer<R>>,
  page: number,
  query: { where: NoInfer<W>; orderBy: NoInfer<O>; select: S },
  toDto: (row: R) => D,
) {
  const [rows, total] = await Promise.all([
    model.findMany({ ...query, ...pageArgs(page) }),
    model.count({ where: query.where }),
  ]);
  return paged(rows.map(toDto), total, page);
}

/**
 * The console lists' search box: rows where `q` is in one of `columns` (any letter case) or in the
 * slug (slugs are lower-case). `Where` is the model's filter type (Prisma.LabWhereInput…), so a column
 * it does not have fails to compile. Output: a where clause with that OR, or {} without `q`.
 */
export function searchBoxWhere<Where extends { slug?: unknown }>(
  q: string | undefined,
  columns: Array<Exclude<keyof Where, "slug" | "AND" | "OR" | "NOT"> & string>,
): { OR?: Where[] } {
  if (!q) return {};
  const clauses = columns.map((column) => ({ [column]: { contains: q, mode: "insensitive" } }));
  return { OR: [...clauses, { slug: { contains: q.toLowerCase() } }] as Where[] };
}

/**
 * Runs `work` (a read-then-write transaction on one row); when a delete of that row at the same
 * moment made its write find nothing (P2025), throws `notFound()` instead of a server error.
 */
export async function notFoundWhenGone<T>(notFound: () => Error, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isRecordGone(error)) throw notFound();
    throw error;
  }
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
    if (taken.includes(opts.wanted)) throw new AppError("CONFLICT", opts.takenMessage);
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

/** `createdAt` range for Asia/Dubai calendar days `from`..`to` (inclusive), either optional. */
export function dubaiDaysRange(from?: string, to?: string): { gte?: Date; lt?: Date } | undefined {
  if (!from && !to) return undefined;
  return {
    ...(from ? { gte: dubaiDayStart(from) } : {}),
    ...(to ? { lt: dubaiDayStart(addDays(to, 1)) } : {}),
  };
}

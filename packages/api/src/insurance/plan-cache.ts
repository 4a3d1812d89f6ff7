/**
 * Insurance plans as a comparison needs them (terms, exclusions, network, names), kept between
 * requests by slug: a basket comparison or a test page with a plan then reads only prices. The host
 * empties it on every instance after an admin.insurance write (the router's `plansChanged`, announced
 * over the cache bus); entries also expire after `ttlMs`, for changes made outside the console.
 * A booking reads its plan afresh (booking-payment.ts), so what is booked never rests on a cached plan.
 */
import type { Prisma, PrismaClient } from "@labcompare/db";

/** The plan columns the share rule and the pages need. */
export const payerPlanSelect = {
  id: true,
  slug: true,
  name: true,
  nameAr: true,
  copayPercent: true,
  copayCapPerVisitAed: true,
  coversHomeCollection: true,
  requiresReferral: true,
  networkUpdatedAt: true,
  insurer: { select: { name: true, nameAr: true } },
  excludedTests: { select: { testId: true } },
  excludedCategories: { select: { categoryId: true } },
  // The network comes with the plan (one statement): at most one row per lab.
  networks: { select: { labId: true } },
} as const;

export type PayerPlanRow = Prisma.InsurancePlanGetPayload<{ select: typeof payerPlanSelect }>;

/** Reads the active plan `slug` (null: unknown or switched off). */
export function readActivePlan(db: PrismaClient, slug: string): Promise<PayerPlanRow | null> {
  return db.insurancePlan.findFirst({ where: { slug, active: true }, select: payerPlanSelect });
}

export interface PlanCacheOptions {
  /** How long an entry is used, ms (default 5 minutes). */
  ttlMs?: number;
  /** Entries kept at most (default 500; the oldest goes first). */
  maxEntries?: number;
  /** The clock, ms since the epoch. */
  now?: () => number;
}

/** Active plans by slug (unknown slugs too, as null), each read once until cleared or expired. */
export class PlanCache {
  private readonly entries = new Map<string, { at: number; plan: Promise<PayerPlanRow | null> }>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(options: PlanCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? 5 * 60_000;
    this.maxEntries = options.maxEntries ?? 500;
    this.now = options.now ?? Date.now;
  }

  /** The active plan `slug` from the cache, or read from `db` (concurrent callers share one read). */
  get(db: PrismaClient, slug: string): Promise<PayerPlanRow | null> {
    const hit = this.entries.get(slug);
    if (hit && this.now() - hit.at < this.ttlMs) return hit.plan;
    const plan = readActivePlan(db, slug);
    this.entries.delete(slug);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    const entry = { at: this.now(), plan };
    this.entries.set(slug, entry);
    // A failed read is not kept: the next request reads again.
    plan.catch(() => {
      if (this.entries.get(slug) === entry) this.entries.delete(slug);
    });
    return plan;
  }

  /** Forgets every plan (after a change to insurers, plans or networks). */
  clear(): void {
    this.entries.clear();
  }
}

const cacheByDatabase = new WeakMap<PrismaClient, PlanCache>();

/** The one PlanCache of database client `db` (every context on it shares it, as one instance does). */
export function planCacheFor(db: PrismaClient): PlanCache {
  let cache = cacheByDatabase.get(db);
  if (!cache) {
    cache = new PlanCache();
    cacheByDatabase.set(db, cache);
  }
  return cache;
}

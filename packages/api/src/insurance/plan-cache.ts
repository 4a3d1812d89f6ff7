/**
 * Insurance plans as a comparison needs them (terms, exclusions, network, names), kept between
 * requests by slug: a basket comparison or a test page with a plan then reads only prices. The host
 * empties it on every instance after an admin.insurance write (the router's `plansChanged`, announced
 * over the cache bus); entries also expire after `ttlMs`, for changes made outside the console.
 * A booking reads its plan afresh (booking-payment.ts), so what is booked never rests on a cached plan.
 */
import type { Prisma, PrismaClient } from "@labcompare/db";
import { perDatabase, ReadCache, type ReadCacheOptions } from "../read-cache.ts";

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

/** As ReadCache's options; the time to live defaults to 5 minutes. */
export type PlanCacheOptions = Partial<ReadCacheOptions>;

/** Active plans by slug (unknown slugs too, as null), each read once until cleared or expired. */
export class PlanCache {
  private readonly plans: ReadCache<PayerPlanRow | null>;

  constructor(options: PlanCacheOptions = {}) {
    this.plans = new ReadCache({ ttlMs: 5 * 60_000, ...options });
  }

  /** The active plan `slug` from the cache, or read from `db` (concurrent callers share one read). */
  get(db: PrismaClient, slug: string): Promise<PayerPlanRow | null> {
    return this.plans.get(slug, () => readActivePlan(db, slug));
  }

  /** Forgets every plan (after a change to insurers, plans or networks). */
  clear(): void {
    this.plans.clear();
  }
}

/** The one PlanCache of database client `db` (every context on it shares it, as one instance does). */
export const planCacheFor = perDatabase(() => new PlanCache());

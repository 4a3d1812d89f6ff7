/**
 * What every public page's layout reads and only an admin changes: the site settings (header, footer),
 * the SEO settings, each page's SEO row, the UAE areas (near me) and the insurance plans a visitor can
 * choose. A server-rendered page would otherwise read each of them again for every page it builds.
 * The host keeps one cache per database (`siteDataCacheFor`) and clears it with the page cache after
 * every admin change, on every instance (apps/server/src/seo/index.ts); entries also expire after
 * a minute, for changes made outside the console. Contexts built without the host read afresh.
 */
import type { PrismaClient } from "@labcompare/db";
import { normalizePagePath } from "@labcompare/validators";
import { listAreas } from "../catalog/compare.service.ts";
import { listChoosablePlans } from "../insurance/payer.service.ts";
import { perDatabase, ReadCache, type ReadCacheOptions } from "../read-cache.ts";
import { getPageSeo, getSeoSettings } from "./seo.service.ts";
import { getSiteSettings } from "./settings.service.ts";

/** How long an entry is used when nothing clears it, ms. */
const SITE_DATA_TTL_MS = 60_000;

/** The site-wide reads (see the file comment); each method's output is its service's. */
export class SiteDataCache {
  private readonly reads: ReadCache<unknown>;

  constructor(options: Partial<ReadCacheOptions> = {}) {
    this.reads = new ReadCache({ ttlMs: SITE_DATA_TTL_MS, maxEntries: 1_000, ...options });
  }

  private get<T>(key: string, read: () => Promise<T>): Promise<T> {
    return this.reads.get(key, read) as Promise<T>;
  }

  /** content.settings: getSiteSettings. */
  siteSettings(db: PrismaClient) {
    return this.get("site settings", () => getSiteSettings(db));
  }

  /** content.seo.get: getSeoSettings. */
  seoSettings(db: PrismaClient) {
    return this.get("seo settings", () => getSeoSettings(db));
  }

  /** content.seo.pageSeo: getPageSeo for `path` (with its language prefix; normalised as stored). */
  pageSeo(db: PrismaClient, path: string) {
    return this.get(`page seo ${normalizePagePath(path)}`, () => getPageSeo(db, path));
  }

  /** catalog.areas: listAreas. */
  areas(db: PrismaClient) {
    return this.get("areas", () => listAreas(db));
  }

  /** catalog.insurancePlans: listChoosablePlans. */
  choosablePlans(db: PrismaClient) {
    return this.get("choosable plans", () => listChoosablePlans(db));
  }

  /** Forgets everything (after an admin change). */
  clear(): void {
    this.reads.clear();
  }
}

/** Reads everything afresh: the default of contexts built without the host (tests, scripts). */
export const uncachedSiteData = new SiteDataCache({ ttlMs: 0 });

/** The one SiteDataCache of database client `db` (the host's tRPC routes and its page renders share it). */
export const siteDataCacheFor = perDatabase(() => new SiteDataCache());

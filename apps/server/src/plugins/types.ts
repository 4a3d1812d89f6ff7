/**
 * What the host's plugins decorate the Fastify instance with (fastify-plugin shares decorations with
 * the whole app): each is set by one plugin and read by the plugins registered after it (app.ts).
 */
import type { AuthLimits, CatalogLimits, FileStore } from "@labcompare/api";
import type { Auth } from "@labcompare/auth";
import type { Database } from "@labcompare/db";
import type { CacheBus } from "../cache-bus.ts";
import type { OutboxLiveness, Readiness } from "../health.ts";
import type { Metrics } from "../metrics.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The opened database (core.ts). */
    db: Database;
    /** Lucia sessions over the database (core.ts). */
    auth: Auth;
    /** Where result PDFs are kept: S3 when S3_BUCKET is set, else PostgreSQL (core.ts). */
    fileStore: FileStore;
    /** The site's public origin for links, e.g. "https://labcompare.ae" (core.ts). */
    siteUrl: string;
    /** Sign-in/sign-up and catalogue rate limits, shared through Redis when REDIS_URL is set (limits.ts). */
    limits: { auth: AuthLimits; catalog: CatalogLimits };
    /** Cache invalidation announced to every instance (cache-bus.ts). */
    cacheBus: CacheBus;
    /** The running email outbox worker, or null without SMTP_URL (outbox.ts). */
    outbox: OutboxLiveness | null;
    /** Whether the overload guard sheds requests now; null when it is off (overload.ts). */
    overloaded: (() => boolean) | null;
    /** Whether the home pages are still being rendered into the page cache after listening (web.ts). */
    pagesWarming: () => boolean;
    /** Prometheus metrics (metrics.ts). */
    metrics: Metrics;
    /** Readiness' shutdown switch (health.ts; server.ts turns it on SIGTERM). */
    readiness: Readiness;
  }
}

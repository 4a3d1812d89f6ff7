/**
 * The server's environment, validated once at start-up: a bad value stops the process with a
 * message naming the variable, rather than failing later on a request.
 */
import { resolve } from "node:path";
import { z } from "zod";
import { repoRoot } from "@labcompare/db/paths";

export { repoRoot };

/** An optional text variable: empty counts as unset. */
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => v || undefined);

/** `schema`, or unset when the variable is missing or empty (a compose file's `NAME=` lines). */
const unsetWhenEmpty = <T extends z.ZodType>(schema: T) =>
  schema.optional().or(z.literal("").transform(() => undefined));

/** One proxy for TRUST_PROXY: an IPv4 or IPv6 address, or a CIDR range. */
const proxyAddress = z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()]);

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    /** pino's level for the server's log; unset: "info" in production, "warn" otherwise. */
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).optional(),
    HOST: z.string().default("127.0.0.1"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    /** postgres://… ; unset = embedded PGlite in DATA_DIR. */
    DATABASE_URL: unsetWhenEmpty(
      z.string().regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL"),
    ),
    DATA_DIR: z.string().default(resolve(repoRoot, "data/pglite")),
    /** The site's public origin, e.g. https://labcompare.ae; used for the Origin check and links. */
    PUBLIC_URL: z.url().optional(),
    ADMIN_EMAIL: unsetWhenEmpty(z.email()),
    ADMIN_PASSWORD: unsetWhenEmpty(z.string().min(8, "must be at least 8 characters")),
    /** Seed the demo catalogue when the database has no categories (default on). */
    SEED_DEMO_DATA: z
      .enum(["true", "false"])
      .default("true")
      .transform((v) => v === "true"),
    /** Sign-in and sign-up attempts allowed per IP per minute. */
    AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
    /** Calls of catalog.compareBasket and of catalog.resolveList (each counted apart) allowed per IP per minute. */
    CATALOG_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
    /** Folder of the built web app (served in production). */
    WEB_DIST_DIR: z.string().default(resolve(repoRoot, "apps/web/dist")),
    /**
     * Whom Fastify believes about X-Forwarded-For (request.ip: rate limits, /metrics' loopback rule):
     * "false" nobody; "true" anyone (forgeable by any client that reaches the server directly); or the
     * proxies' addresses or CIDRs separated by commas ("172.28.0.10", "10.0.0.0/8,127.0.0.1"), so
     * request.ip is the nearest address in the chain that is not one of them. A hop count is refused:
     * Fastify 5 leaves request.ip at the socket's address with one.
     */
    TRUST_PROXY: z
      .string()
      .default("false")
      .transform((v, ctx) => {
        const value = v.trim();
        if (value === "true" || value === "false") return value === "true";
        const proxies = value.split(",").map((p) => p.trim());
        if (proxies.every((p) => proxyAddress.safeParse(p).success)) return proxies;
        ctx.addIssue({
          code: "custom",
          message:
            'must be "true", "false" or proxy addresses or CIDRs separated by commas (e.g. 172.28.0.10 or 10.0.0.0/8,127.0.0.1)',
        });
        return z.NEVER;
      }),
    /** redis://… ; set when several instances run: rate-limit counters and cache invalidation are shared. */
    REDIS_URL: unsetWhenEmpty(z.string().regex(/^rediss?:\/\//, "must be a redis:// or rediss:// URL")),
    /** Comma-separated host names images may come from (https), besides this site, e.g. "images.example.com". */
    IMAGE_HOSTS: z
      .string()
      .default("")
      .transform((v) =>
        v
          .split(",")
          .map((h) => h.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(z.array(z.string().regex(/^[a-z0-9.-]+(:\d+)?$/, "must be host names separated by commas"))),
    /** smtp://user:pass@host:587 (or smtps://…:465): where email goes. Unset = messages stay in the outbox (admin › Emails). */
    SMTP_URL: unsetWhenEmpty(z.string().regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")),
    /** The From address of every email. */
    MAIL_FROM: z.string().default("LabCompare UAE <no-reply@labcompare.local>"),
    /** URLs one sitemap file holds; past it /sitemap.xml is an index of /sitemap-N.xml files (sitemaps.org: ≤ 50,000). */
    SITEMAP_MAX_URLS: z.coerce.number().int().min(2).max(50_000).default(50_000),
    /** How often the outbox worker looks for due messages, ms. */
    OUTBOX_POLL_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
    /**
     * How long a claimed message is held by its sender, ms: longer than one SMTP send can take (after it
     * another instance sends the message again).
     */
    OUTBOX_LEASE_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(120_000),
    /** On shutdown, how long the message being sent may finish before the worker lets it go, ms. */
    OUTBOX_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
    /** The Vite dev server's origin, allowed by the Origin check in development. */
    DEV_SERVER_ORIGIN: z.url().default("http://localhost:5173"),
    /** Result PDFs go to this S3 bucket when set (then region and credentials are required); unset = PostgreSQL. */
    S3_BUCKET: unsetWhenEmpty(
      z
        .string()
        .regex(
          /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
          "must be an S3 bucket name (3-63 lower-case letters, digits, dots and hyphens)",
        ),
    ),
    /** The S3-compatible service's origin (MinIO, …), e.g. http://127.0.0.1:9000; unset = AWS. */
    S3_ENDPOINT: unsetWhenEmpty(z.url()),
    S3_REGION: optionalText,
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    /**
     * Key of the doctor's links (/share/<token>): signs the cookie a right PIN gives and keys the HMAC
     * of a viewer's address in the audit. Set the same value on every instance; unset = a random key
     * per process (a PIN then has to be entered again on another instance or after a restart).
     */
    SHARE_SECRET: unsetWhenEmpty(z.string().min(32, "must be at least 32 characters")),
    /** Bearer token that opens GET /metrics to a scraper off this host (loopback needs none); unset = loopback only. */
    METRICS_TOKEN: unsetWhenEmpty(z.string().min(16, "must be at least 16 characters")),
    /**
     * The overload guard (overload.ts): while the event loop's mean delay over a second passes this,
     * requests other than health checks and metrics get 503 with Retry-After; 0 = off. ms.
     */
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(1_000),
    /**
     * On SIGTERM, how long the server keeps serving with /health/ready answering 503 before it stops
     * accepting connections, so a balancer polling readiness stops sending first; ms.
     */
    SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(2_000),
    /**
     * OTLP/HTTP collector origin, e.g. http://127.0.0.1:4318 (traces go to <origin>/v1/traces); set =
     * OpenTelemetry traces of HTTP requests, tRPC procedures and SQL (tracing.ts); unset = no tracing.
     */
    OTEL_EXPORTER_OTLP_ENDPOINT: unsetWhenEmpty(z.url()),
    /** Encoding of the exported spans: protobuf (the OTLP default) or JSON. */
    OTEL_EXPORTER_OTLP_PROTOCOL: z.enum(["http/protobuf", "http/json"]).default("http/protobuf"),
    /** service.name of every span. */
    OTEL_SERVICE_NAME: z.string().trim().min(1).default("labcompare-api"),
  })
  .superRefine((env, ctx) => {
    if (!env.S3_BUCKET) return;
    for (const name of ["S3_REGION", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const) {
      if (!env[name])
        ctx.addIssue({ code: "custom", path: [name], message: "must be set when S3_BUCKET is set" });
    }
  });

export type Env = z.output<typeof envSchema>;

/** Parses `source` (default process.env); exits the process with a clear message when invalid. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    console.error(`Invalid environment:\n${lines.join("\n")}`);
    process.exit(1);
  }
  return parsed.data;
}

/** Environment for tests: defaults (the overload guard off) plus overrides, never reading process.env. */
export function testEnv(overrides: Partial<Record<keyof Env, string>> = {}): Env {
  // The overload guard off: a test's own set-up (seeding an embedded database) may hold the loop.
  return envSchema.parse({
    NODE_ENV: "test",
    SEED_DEMO_DATA: "false",
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: "0",
    ...overrides,
  });
}

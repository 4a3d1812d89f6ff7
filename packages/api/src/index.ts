import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "./root.ts";

export { appRouter, createCaller, type AppRouter } from "./root.ts";
export { createContextInner, type Context } from "./context.ts";
export { trpcErrorOf, withRequestId } from "./trpc-errors.ts";
export { labScopeOf } from "./trpc.ts";
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
export { bookingIcs, bookingEventUid } from "./calendar/calendar.service.ts";
export { bookingsCsvStream } from "./bookings/bookings-export.service.ts";
export { recordBookingsExport } from "./bookings/bookings-export-audit.ts";
export { containsNul } from "./input-nul.ts";
export {
  createAuthLimits,
  createCatalogLimits,
  type AuthLimits,
  type AuthLimitOptions,
  type CatalogLimits,
} from "./rate-limits.ts";
export { MAX_BATCH_SIZE } from "@labcompare/validators";
export { queueMessages } from "./notifications/outbox-queue.ts";
export {
  deliverDue,
  retryDelayMs,
  type MailTransport,
  type OutboxOptions,
  type RoundResult,
} from "./notifications/outbox.ts";
export {
  startOutboxWorker,
  releaseClaim,
  type OutboxWorker,
  type OutboxWorkerOptions,
} from "./notifications/outbox-worker.ts";
export { renderTemplate } from "./notifications/templates.ts";
export { templateNames, type TemplateName } from "./notifications/template-data.ts";
export { ensureSiteSettings, getSiteSettings } from "./content/settings.service.ts";
export {
  type FileStore,
  type StoredObject,
  type PutResult,
  getVerified,
  sha256Hex,
} from "./files/file-store.ts";
export { createPostgresFileStore } from "./files/postgres-file-store.ts";
export { createS3FileStore, type S3FileStore, type S3FileStoreOptions } from "./files/s3-file-store.ts";
export {
  reportForViewer,
  recordReportAccess,
  recordReportExport,
  reportFileName,
  type ReportViewer,
  type ReportViewerRole,
} from "./results/report-access.service.ts";
export {
  resultsFhirBundle,
  reportFilePath,
  type FhirBundle,
  type FhirResource,
} from "./results/fhir-export.service.ts";
export { closePdfChecks, pdfChecker } from "./pdf-check/pdf-check.ts";
export { PlanCache, planCacheFor } from "./insurance/plan-cache.ts";
export { SiteDataCache, siteDataCacheFor } from "./content/site-data.ts";
export { countOverdueCriticalReports } from "./results/critical-reports.service.ts";
export {
  findOpenShare,
  isShareLocked,
  recordShareDownload,
  recordShareView,
  trySharePin,
  type OpenShare,
  type PinOutcome,
  type ShareVisit,
} from "./sharing/share-access.service.ts";
export {
  readSharedRecord,
  sharedReportFile,
  sharerLocale,
  type SharedRecord,
} from "./sharing/share-record.service.ts";

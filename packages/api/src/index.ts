import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "./root.ts";

export { appRouter, createCaller, type AppRouter } from "./root.ts";
export { createContextInner, type Context } from "./context.ts";
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
export { bookingIcs, bookingEventUid } from "./routers/booking/calendar.service.ts";
export { createAuthLimits, type AuthLimits, type AuthLimitOptions } from "./rate-limits.ts";
export { MAX_BATCH_SIZE } from "@labcompare/validators";
export { startOutboxWorker, deliverDue, queueMessages, retryDelayMs, type MailTransport, type OutboxOptions } from "./notifications/outbox.ts";
export { renderTemplate, templateNames, type TemplateName } from "./notifications/templates.ts";
export { ensureSiteSettings, getSiteSettings } from "./routers/admin/settings/settings.service.ts";

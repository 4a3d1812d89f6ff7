export * from "./messages.ts";
export * from "./schemas.ts";
export * from "./admin.ts";
export * from "./pages.ts";
export * from "./seo-text.ts";
export * from "./schedule.ts";
export * from "./error-reasons.ts";

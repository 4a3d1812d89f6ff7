export * from "./messages.ts";
export * from "./schemas.ts";
export * from "./dates.ts";
export * from "./format.ts";
export * from "./admin.ts";
export * from "./pages.ts";
export * from "./seo-text.ts";

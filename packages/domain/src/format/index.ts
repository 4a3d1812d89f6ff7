/**
 * The one formatting module: money (AED), numbers, calendar dates, instants and times of day in
 * Asia/Dubai, the wordings of durations, and a lab's address as one line. Every function takes a
 * locale ("en" by default; "ar" is prepared for) where the text depends on it.
 */
export * from "./intl.ts";
export * from "./money.ts";
export * from "./dates.ts";
export * from "./text.ts";
export * from "./address.ts";

/**
 * describeMessage: every message text the server sends can be told by its key and parameters, while
 * the constants and functions stay plain strings. Constants by exact text, function texts by what
 * their calls recorded (bounded), and a message used as another's parameter under `paramKeys`.
 */
import { describe, expect, it, vi } from "vitest";
import { addOwnResultInput, describeMessage, MESSAGE_PARAMS, messageFields, messages } from "../src/index.ts";
import { resultUploadMessages } from "../src/results-messages.ts";

/** Every function of `source` as its key path. */
function functionKeys(source: object, prefix = ""): string[] {
  return Object.entries(source).flatMap(([name, value]) => {
    const key = prefix ? `${prefix}.${name}` : name;
    if (typeof value === "function") return [key];
    return value && typeof value === "object" ? functionKeys(value as object, key) : [];
  });
}

describe("describeMessage", () => {
  it("finds a constant by its exact text, with no parameters", () => {
    expect(describeMessage(messages.booking.slotFull)).toEqual({
      messageKey: "booking.slotFull",
      params: {},
    });
    expect(describeMessage(messages.results.fileNotFound)).toEqual({
      messageKey: "results.fileNotFound",
      params: {},
    });
    expect(describeMessage(messages.catalog.listTooLong)).toEqual({
      messageKey: "catalog.listTooLong",
      params: {},
    });
    // A text under several keys answers the alphabetically first (admin.labNotFound, booking.labNotFound).
    expect(describeMessage(messages.booking.labNotFound)?.messageKey).toBe("admin.labNotFound");
  });

  it("answers null for any other text", () => {
    expect(describeMessage("Something no message of ours says.")).toBeNull();
    expect(describeMessage("")).toBeNull();
    expect(describeMessage(undefined)).toBeNull();
    expect(messageFields("Refused for the test")).toEqual({});
  });

  it("keeps the messages plain strings", () => {
    expect(messages.booking.dayClosed("Eid Al Adha")).toBe(
      "The lab is closed on this day (Eid Al Adha). Please choose another date.",
    );
    expect(typeof messages.booking.slotFull).toBe("string");
  });

  it("finds a function's text with its parameters by name", () => {
    const text = messages.booking.dayClosed("National Day");
    expect(describeMessage(text)).toEqual({
      messageKey: "booking.dayClosed",
      params: { reason: "National Day" },
    });
    expect(describeMessage(messages.booking.transitionRefused("Completed", "Pending"))).toEqual({
      messageKey: "booking.transitionRefused",
      params: { from: "Completed", to: "Pending" },
    });
    expect(describeMessage(messages.booking.beyondHorizon(60))).toEqual({
      messageKey: "booking.beyondHorizon",
      params: { days: 60 },
    });
    // The section objects are the same functions as `messages`'s.
    expect(describeMessage(resultUploadMessages.unknownField("x-part"))).toEqual({
      messageKey: "results.unknownField",
      params: { name: "x-part" },
    });
  });

  it("describes a refused password with the checker's advice as a parameter", () => {
    const refused = messages.auth.weakPasswordRefused(
      "This is a top-10 common password. Add another word or two.",
    );
    expect(refused.startsWith(`${messages.auth.weakPassword} `)).toBe(true);
    expect(describeMessage(refused)).toEqual({
      messageKey: "auth.weakPasswordRefused",
      params: { advice: "This is a top-10 common password. Add another word or two." },
    });
  });

  it("describes a parameter that is itself a message under paramKeys", () => {
    const m = resultUploadMessages;
    expect(describeMessage(m.csvRow(3, m.rowColumns(8, 3)))).toEqual({
      messageKey: "results.csvRow",
      params: { line: 3, reason: "expected 8 values, found 3." },
      paramKeys: { reason: { messageKey: "results.rowColumns", params: { expected: 8, found: 3 } } },
    });
    expect(describeMessage(m.csvRow(4, m.nameRequired))).toEqual({
      messageKey: "results.csvRow",
      params: { line: 4, reason: m.nameRequired },
      paramKeys: { reason: { messageKey: "results.nameRequired", params: {} } },
    });
  });

  it("finds the message of each zod issue of a shared schema", () => {
    const parsed = addOwnResultInput.safeParse({});
    expect(parsed.success).toBe(false);
    for (const issue of parsed.error!.issues)
      expect(describeMessage(issue.message), issue.message).not.toBeNull();
  });

  it("remembers a bounded number of function texts, least recently used first, keeping those made before the first lookup", async () => {
    vi.resetModules();
    const fresh = await import("../src/message-keys.ts");
    const section = fresh.keyMessages("test", { part: (name: string) => `Unknown part ${name}` });
    const atLoad = section.part("made-at-load");
    const first = section.part("part-0");
    expect(fresh.describeMessage(first)).toEqual({ messageKey: "test.part", params: { p0: "part-0" } });
    const late = section.part("late-0");
    for (let i = 1; i <= fresh.RECORDED_MESSAGES_MAX; i++) section.part(`late-${i}`);
    expect(fresh.describeMessage(late)).toBeNull();
    expect(fresh.describeMessage(`Unknown part late-${fresh.RECORDED_MESSAGES_MAX}`)?.params).toEqual({
      p0: `late-${fresh.RECORDED_MESSAGES_MAX}`,
    });
    // Made before the first lookup (as zod messages built while modules load): never evicted.
    expect(fresh.describeMessage(atLoad)?.params).toEqual({ p0: "made-at-load" });
    expect(fresh.describeMessage(first)?.params).toEqual({ p0: "part-0" });
  });

  it("refreshes a text each time it is looked up", async () => {
    vi.resetModules();
    const fresh = await import("../src/message-keys.ts");
    const section = fresh.keyMessages("test", { part: (name: string) => `Part ${name}` });
    fresh.describeMessage("start the recently-used phase");
    const kept = section.part("kept");
    for (let i = 1; i < fresh.RECORDED_MESSAGES_MAX * 2; i++) {
      section.part(`filler-${i}`);
      if (i % 1000 === 0) expect(fresh.describeMessage(kept)?.messageKey).toBe("test.part");
    }
    expect(fresh.describeMessage(kept)?.params).toEqual({ p0: "kept" });
  });

  it("names the parameters of every message function", () => {
    const unnamed = functionKeys(messages).filter((key) => !MESSAGE_PARAMS[key]);
    expect(unnamed).toEqual([]);
    for (const key of Object.keys(MESSAGE_PARAMS)) expect(functionKeys(messages), key).toContain(key);
  });
});

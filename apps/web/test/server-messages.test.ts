/**
 * The server's messages in Arabic: the "messages" namespace holds every message constant of
 * packages/validators (a new message fails here until it is generated and translated:
 * `cd apps/web && npx tsx scripts/generate-messages.ts`, then fill ar/messages.json), and
 * `localizeMessage` turns English messages, plain or with parameters, into the page's language while
 * English pages keep them byte for byte.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { messages } from "@labcompare/validators/messages";
import { englishMessages, unclassifiedFunctions } from "../scripts/generate-messages";
import { createI18n } from "../src/i18n/i18n";
import { clientMessages, localizeMessage, messageLeaves, registerMessageSource, type MessageTree } from "../src/i18n/serverMessages";
import { errorMessage } from "../src/trpc";

const LOCALES_DIR = join(import.meta.dirname, "../src/i18n/locales");
const read = (locale: string) => JSON.parse(readFileSync(join(LOCALES_DIR, locale, "messages.json"), "utf8")) as MessageTree;
const en = read("en");
const ar = read("ar");
const arTexts = new Map(messageLeaves(ar));

registerMessageSource(en);
const arT = createI18n("ar", { messages: ar }).t;
const enT = createI18n("en", { messages: en }).t;

/** Every string constant of `source` as [path, text]. */
function constants(source: object, prefix = ""): [string, string][] {
  return Object.entries(source).flatMap(([key, value]): [string, string][] => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") return [[path, value]];
    return value && typeof value === "object" ? constants(value as object, path) : [];
  });
}

describe("the messages namespace", () => {
  it("has every string constant of packages/validators under its path, with its exact English", () => {
    const enTexts = new Map(messageLeaves(en));
    const missing = constants(messages).filter(([path, text]) => enTexts.get(path) !== text);
    expect(missing, "run scripts/generate-messages.ts and translate the new keys").toEqual([]);
  });

  it("is exactly what the generator writes (constants, templates and client messages)", () => {
    expect(en).toEqual(englishMessages());
  });

  it("classifies every message with parameters (translated as a template, or kept English)", () => {
    expect(unclassifiedFunctions()).toEqual([]);
  });

  it("translates a text repeated under several keys the same way", () => {
    const byEnglish = new Map<string, Set<string>>();
    for (const [path, text] of messageLeaves(en)) byEnglish.set(text, (byEnglish.get(text) ?? new Set()).add(arTexts.get(path) ?? ""));
    const differing = [...byEnglish].filter(([, arabic]) => arabic.size > 1).map(([text]) => text);
    expect(differing).toEqual([]);
  });

  it("keeps each template's placeholders in Arabic", () => {
    for (const [path, text] of messageLeaves(en)) {
      const names = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
      expect(names(arTexts.get(path) ?? ""), path).toEqual(names(text));
    }
  });
});

describe("localizeMessage", () => {
  it("answers the Arabic of a known message", () => {
    expect(localizeMessage(messages.account.wrongPassword, arT)).toBe("كلمة المرور غير صحيحة");
    expect(localizeMessage(messages.validation.passwordTooShort, arT)).toBe(arTexts.get("validation.passwordTooShort"));
  });

  it("carries the parameters of a templated message over", () => {
    const arabic = localizeMessage(messages.booking.dayClosed("Eid Al Adha"), arT);
    expect(arabic).toBe("المختبر مغلق في هذا اليوم (Eid Al Adha). يُرجى اختيار تاريخ آخر.");
    expect(localizeMessage(messages.booking.transitionRefused("Completed", "Pending"), arT)).toBe("لا يمكن أن ينتقل الحجز من Completed إلى Pending.");
    expect(localizeMessage(messages.account.emailChangeSent("new@example.com"), arT)).toContain("new@example.com");
  });

  it("leaves an unknown message unchanged", () => {
    const text = "Something no message of ours says.";
    expect(localizeMessage(text, arT)).toBe(text);
  });

  it("says a refused password in Arabic without the checker's English advice", () => {
    const refused = `${messages.auth.weakPassword} This is a top-10 common password. Add another word or two.`;
    expect(localizeMessage(refused, arT)).toBe(arTexts.get("auth.weakPassword"));
    expect(localizeMessage(refused, enT)).toBe(refused);
  });

  it("gives English pages every message byte for byte", () => {
    for (const [, text] of constants(messages)) expect(localizeMessage(text, enT)).toBe(text);
    for (const text of [messages.booking.dayClosed("National Day"), messages.booking.leadTime("2 hours"), messages.booking.beyondHorizon(60)]) {
      expect(localizeMessage(text, enT)).toBe(text);
    }
  });

  it("is what errorMessage answers with the page's t", () => {
    expect(errorMessage(new Error(messages.auth.invalidCredentials), undefined, arT)).toBe(arTexts.get("auth.invalidCredentials"));
    expect(errorMessage(new Error("Failed to fetch"), undefined, arT)).toBe(arTexts.get("client.networkError"));
    expect(errorMessage(new Error("Failed to fetch"))).toBe(clientMessages.networkError);
    expect(errorMessage(null, undefined, enT)).toBe(messages.generic.serverError);
  });
});

/**
 * The server's messages in Arabic, by key: the "messages" namespace holds every message constant of
 * packages/validators (a new message fails here until it is generated and translated:
 * `cd apps/web && npx tsx scripts/generate-messages.ts`, then fill ar/messages.json); a tRPC error
 * is translated by the key and parameters it carries (`data.messageKey`, `data.params`,
 * `data.paramKeys`, per field `data.fieldMessages`), a zod issue of a form by describeMessage of its
 * text; English pages keep every message byte for byte.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { TRPCClientError } from "@trpc/client";
import { describeMessage } from "@labcompare/validators/message-keys";
import { messages } from "@labcompare/validators/messages";
import { resultUploadMessages } from "@labcompare/validators/results-messages";
import { englishMessages, unclassifiedFunctions } from "../scripts/generate-messages";
import { createI18n } from "../src/i18n/i18n";
import {
  clientMessages,
  localizeMessage,
  messageLeaves,
  translateMessage,
  type MessageTree,
} from "../src/i18n/messagesByKey";
import { localizeErrors } from "../src/lib/zodForm";
import { errorMessage, localizeTrpcError, trpcFieldErrors } from "../src/trpc";

const LOCALES_DIR = join(import.meta.dirname, "../src/i18n/locales");
const read = (locale: string) =>
  JSON.parse(readFileSync(join(LOCALES_DIR, locale, "messages.json"), "utf8")) as MessageTree;
const en = read("en");
const ar = read("ar");
const arTexts = new Map(messageLeaves(ar));

const arT = createI18n("ar", { messages: ar }).t;
// An English page: the "messages" namespace is not loaded (locales/en/index.ts).
const enT = createI18n("en", { common: {} }).t;

/** Parameters an Arabic text leaves out: the password checker's English advice (the Arabic sentence gives its own). */
const ENGLISH_ONLY_PARAMS: Record<string, string[]> = { "auth.weakPasswordRefused": ["advice"] };

/** Every string constant of `source` as [path, text]. */
function constants(source: object, prefix = ""): [string, string][] {
  return Object.entries(source).flatMap(([key, value]): [string, string][] => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") return [[path, value]];
    return value && typeof value === "object" ? constants(value as object, path) : [];
  });
}

/** A tRPC error as the client gets it: `message` and the error formatter's `data`. */
function trpcError(message: string, data: Record<string, unknown>): TRPCClientError<never> {
  return TRPCClientError.from({
    error: { message, code: -32600, data: { code: "BAD_REQUEST", httpStatus: 400, ...data } },
  });
}

/** A tRPC error carrying describeMessage's key and parameters for `message`, as packages/api's formatter sends it. */
function keyedError(message: string): TRPCClientError<never> {
  const ref = describeMessage(message);
  return trpcError(message, {
    messageKey: ref?.messageKey ?? null,
    params: ref?.params ?? null,
    ...(ref?.paramKeys ? { paramKeys: ref.paramKeys } : {}),
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

  it("names the parameters of every message with parameters (translated as a template, or kept English)", () => {
    expect(unclassifiedFunctions()).toEqual([]);
  });

  it("has an Arabic text for every key", () => {
    expect(
      messageLeaves(en)
        .filter(([path]) => !arTexts.get(path))
        .map(([path]) => path),
    ).toEqual([]);
  });

  it("translates a text repeated under several keys the same way", () => {
    const byEnglish = new Map<string, Set<string>>();
    for (const [path, text] of messageLeaves(en))
      byEnglish.set(text, (byEnglish.get(text) ?? new Set()).add(arTexts.get(path) ?? ""));
    const differing = [...byEnglish].filter(([, arabic]) => arabic.size > 1).map(([text]) => text);
    expect(differing).toEqual([]);
  });

  it("keeps each template's placeholders in Arabic (but the English-only advice of a refused password)", () => {
    const names = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!).sort();
    for (const [path, text] of messageLeaves(en)) {
      const expected = names(text).filter((name) => !ENGLISH_ONLY_PARAMS[path]?.includes(name));
      expect(names(arTexts.get(path) ?? ""), path).toEqual(expected);
    }
  });
});

describe("translation by key", () => {
  it("a tRPC error: the Arabic of its key, with its parameters", () => {
    expect(localizeTrpcError(keyedError(messages.account.wrongPassword), arT)).toBe("كلمة المرور غير صحيحة");
    expect(localizeTrpcError(keyedError(messages.booking.dayClosed("Eid Al Adha")), arT)).toBe(
      "المختبر مغلق في هذا اليوم (Eid Al Adha). يُرجى اختيار تاريخ آخر.",
    );
    expect(
      localizeTrpcError(keyedError(messages.booking.transitionRefused("Completed", "Pending")), arT),
    ).toBe("لا يمكن أن ينتقل الحجز من Completed إلى Pending.");
    expect(localizeTrpcError(keyedError(messages.account.emailChangeSent("new@example.com")), arT)).toContain(
      "new@example.com",
    );
  });

  it("translates by the key sent, not by the English text", () => {
    const error = trpcError("Any English the server chose", {
      messageKey: "booking.dayClosed",
      params: { reason: "National Day" },
    });
    expect(localizeTrpcError(error, arT)).toBe(
      "المختبر مغلق في هذا اليوم (National Day). يُرجى اختيار تاريخ آخر.",
    );
    expect(localizeTrpcError(error, enT)).toBe("Any English the server chose");
  });

  it("a refused password in Arabic without the checker's English advice; in English all of it", () => {
    const refused = messages.auth.weakPasswordRefused(
      "This is a top-10 common password. Add another word or two.",
    );
    const error = keyedError(refused);
    expect(error.data).toMatchObject({
      messageKey: "auth.weakPasswordRefused",
      params: { advice: "This is a top-10 common password. Add another word or two." },
    });
    expect(localizeTrpcError(error, arT)).toBe(arTexts.get("auth.weakPasswordRefused"));
    expect(localizeTrpcError(error, enT)).toBe(refused);
  });

  it("a parameter that is a message is translated before it is put in (paramKeys)", () => {
    const m = resultUploadMessages;
    const text = m.csvRow(3, m.rowColumns(8, 3));
    const t = createI18n("ar", {
      messages: {
        results: {
          csvRow: "السطر {{line}}: {{reason}}",
          rowColumns: "متوقع {{expected}} قيم، وُجد {{found}}.",
        },
      },
    }).t;
    expect(localizeTrpcError(keyedError(text), t)).toBe("السطر 3: متوقع 8 قيم، وُجد 3.");
    // The lab console's messages stay English (NOT_LOCALIZED): the server's text as sent.
    expect(localizeTrpcError(keyedError(text), arT)).toBe(text);
  });

  it("an unknown key or a text that is no message stays as sent", () => {
    expect(
      localizeTrpcError(trpcError("Refused for the test", { messageKey: null, params: null }), arT),
    ).toBe("Refused for the test");
    expect(
      localizeTrpcError(trpcError("Something else", { messageKey: "no.such.key", params: {} }), arT),
    ).toBe("Something else");
    expect(localizeMessage("Something no message of ours says.", arT)).toBe(
      "Something no message of ours says.",
    );
  });

  it("each field of a validation failure by its key (data.fieldMessages)", () => {
    const error = trpcError(messages.validation.emailInvalid, {
      messageKey: "validation.emailInvalid",
      params: {},
      zodError: { formErrors: [], fieldErrors: { patientEmail: [messages.validation.emailInvalid] } },
      fieldMessages: { patientEmail: [{ messageKey: "validation.emailInvalid", params: {} }] },
    });
    expect(trpcFieldErrors(error, arT)).toEqual({ patientEmail: arTexts.get("validation.emailInvalid") });
    expect(trpcFieldErrors(error)).toEqual({ patientEmail: messages.validation.emailInvalid });
  });

  it("a form's zod issues by describeMessage of their text", () => {
    const errors = localizeErrors(
      {
        patientEmail: messages.validation.emailInvalid,
        password: messages.validation.passwordTooShort,
        other: "Not ours",
      },
      arT,
    );
    expect(errors).toEqual({
      patientEmail: arTexts.get("validation.emailInvalid"),
      password: arTexts.get("validation.passwordTooShort"),
      other: "Not ours",
    });
  });

  it("gives English pages every message byte for byte", () => {
    for (const [, text] of constants(messages)) {
      expect(localizeMessage(text, enT)).toBe(text);
      expect(localizeTrpcError(keyedError(text), enT)).toBe(text);
    }
    for (const text of [
      messages.booking.dayClosed("National Day"),
      messages.booking.leadTime("2 hours"),
      messages.booking.beyondHorizon(60),
    ]) {
      expect(localizeTrpcError(keyedError(text), enT)).toBe(text);
    }
  });

  it("errorMessage: by key with the page's t, the English text without", () => {
    expect(errorMessage(keyedError(messages.auth.invalidCredentials), undefined, arT)).toBe(
      arTexts.get("auth.invalidCredentials"),
    );
    expect(errorMessage(keyedError(messages.auth.invalidCredentials))).toBe(messages.auth.invalidCredentials);
    expect(errorMessage(new Error("Failed to fetch"), undefined, arT)).toBe(
      arTexts.get("client.networkError"),
    );
    expect(errorMessage(new Error("Failed to fetch"))).toBe(clientMessages.networkError);
    expect(errorMessage(null, undefined, arT)).toBe(arTexts.get("generic.serverError"));
    expect(errorMessage(null, undefined, enT)).toBe(messages.generic.serverError);
  });

  it("translateMessage keeps the parameters apart from i18next's options", () => {
    const t = createI18n("ar", { messages: { x: { y: "{{lng}} / {{count}}" } } }).t;
    expect(translateMessage({ messageKey: "x.y", params: { lng: "en", count: 2 } }, t, "English")).toBe(
      "en / 2",
    );
  });
});

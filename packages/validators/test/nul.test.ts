/**
 * The shared text schemas refuse U+0000 (PostgreSQL cannot store it) with the message a form shows
 * under the field, so client-side validation catches it before the server's NUL middleware does.
 */
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  bookingCreateInput,
  changePasswordInput,
  emailSchema,
  emailTokenInput,
  hasNoNul,
  idOrSlugSchema,
  messages,
  optionalText,
  optionalUrl,
  phoneSchema,
  profileUpdateInput,
  requiredText,
  resolveListInput,
  signInInput,
  signUpInput,
} from "../src/index.ts";

const NUL_MESSAGE = messages.validation.inputHasNul;

/** The messages of a failed parse (empty when it passed). */
function messagesOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

describe("NUL in the shared text schemas", () => {
  it("uses the message from messages.ts", () => {
    expect(NUL_MESSAGE).toBe("Text must not contain the NUL character");
    expect(hasNoNul("plain")).toBe(true);
    expect(hasNoNul("a\u0000b")).toBe(false);
  });

  it.each([
    ["requiredText", requiredText("Name is required", 200), "Omar\u0000Khalil"],
    ["optionalText", optionalText(500), "a note\u0000"],
    ["optionalUrl", optionalUrl, "https://example.com/\u0000.png"],
    ["emailSchema", emailSchema, "omar\u0000@example.com"],
    ["idOrSlugSchema", idOrSlugSchema, "cbc\u0000"],
    ["phoneSchema", phoneSchema, "050\u00001234567"],
    ["resolveListInput", resolveListInput, { text: "CBC,\u0000 TSH" }],
  ] as const)("%s refuses U+0000 with the NUL message", (_name, schema, value) => {
    expect(messagesOf(schema, value)).toContain(NUL_MESSAGE);
  });

  it("still accepts the same text without NUL", () => {
    expect(requiredText("Name is required").parse("  Omar Khalil ")).toBe("Omar Khalil");
    expect(optionalText().parse("")).toBeNull();
    expect(optionalUrl.parse("https://example.com/a.png")).toBe("https://example.com/a.png");
    expect(emailSchema.parse("omar@example.com")).toBe("omar@example.com");
    expect(phoneSchema.parse("050 123 4567")).toBe("+971501234567");
  });

  it("a NUL alone is the NUL message, not 'required' (trim does not remove it)", () => {
    expect(messagesOf(requiredText("Name is required"), "\u0000")).toEqual([NUL_MESSAGE]);
    expect(messagesOf(emailSchema, "\u0000")).toEqual([NUL_MESSAGE]);
  });

  it("reaches the form's field through the input schemas", () => {
    const booking = bookingCreateInput.safeParse({
      testIds: ["00000000-0000-4000-8000-000000000000"],
      labId: "00000000-0000-4000-8000-000000000001",
      scheduledDate: "2030-03-12",
      scheduledTime: "10:00",
      patientName: "Omar\u0000",
      patientEmail: "omar@example.com",
      notes: "ring\u0000 the bell",
    });
    expect(booking.success).toBe(false);
    const byField = booking.error!.issues.map((i) => [i.path.join("."), i.message]);
    expect(byField).toContainEqual(["patientName", NUL_MESSAGE]);
    expect(byField).toContainEqual(["notes", NUL_MESSAGE]);

    expect(messagesOf(signInInput, { email: "a@example.com", password: "pass\u0000word" })).toEqual([
      NUL_MESSAGE,
    ]);
    expect(messagesOf(signUpInput, { email: "a@example.com", password: "long enough\u0000pw" })).toEqual([
      NUL_MESSAGE,
    ]);
    expect(
      messagesOf(changePasswordInput, { currentPassword: "x\u0000", newPassword: "long enough pw" }),
    ).toEqual([NUL_MESSAGE]);
    expect(messagesOf(emailTokenInput, { token: `${"a".repeat(30)}\u0000` })).toEqual([NUL_MESSAGE]);
    expect(messagesOf(profileUpdateInput, { firstName: "Om\u0000ar", lastName: null, phone: null })).toEqual([
      NUL_MESSAGE,
    ]);
  });
});

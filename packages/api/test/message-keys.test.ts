/**
 * Every tRPC error carries its message's key and parameters beside the English message
 * (`data.messageKey`, `data.params`, `data.paramKeys` for a parameter that is a message), and a
 * validation failure each field's (`data.fieldMessages`, beside `data.zodError`), so a page translates
 * by key (apps/web/src/i18n/serverMessages.ts).
 */
import { describe, expect, it } from "vitest";
import superjson from "superjson";
import { z } from "zod";
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { messages, validationMessages } from "@labcompare/validators";
import { resultUploadMessages } from "@labcompare/validators/results-messages";
import { AppError } from "../src/app-error.ts";
import { publicProcedure, router } from "../src/trpc.ts";

interface ErrorBody {
  message: string;
  data: {
    code: string;
    messageKey: string | null;
    params: Record<string, unknown> | null;
    paramKeys?: Record<string, unknown>;
    fieldMessages: Record<string, unknown[]> | null;
    zodError: { fieldErrors: Record<string, string[]> } | null;
  };
}

const testRouter = router({
  closed: publicProcedure.query(() => {
    throw new AppError("BAD_REQUEST", messages.booking.dayClosed("Eid Al Adha"), {
      reason: "SLOT_UNAVAILABLE",
    });
  }),
  full: publicProcedure.query(() => {
    throw new AppError("CONFLICT", messages.booking.slotFull);
  }),
  csv: publicProcedure.query(() => {
    const m = resultUploadMessages;
    throw new AppError("BAD_REQUEST", m.csvRow(3, m.rowColumns(8, 3)));
  }),
  other: publicProcedure.query(() => {
    throw new AppError("BAD_REQUEST", "Refused for the test");
  }),
  bug: publicProcedure.query(() => Promise.reject(new TypeError("x is undefined"))),
  form: publicProcedure
    .input(
      z.object({
        patientEmail: z.email(validationMessages.emailInvalid),
        patientName: z.string().min(1, validationMessages.patientNameRequired),
      }),
    )
    .mutation(() => "ok"),
});

async function call(path: string, init?: RequestInit): Promise<ErrorBody> {
  const res = await fetchRequestHandler({
    endpoint: "/trpc",
    req: new Request(`http://local/trpc/${path}`, init),
    router: testRouter,
    createContext: () => ({}) as never,
  });
  return superjson.deserialize<ErrorBody>(((await res.json()) as { error: never }).error);
}

describe("tRPC errors carry their message's key and parameters", () => {
  it("an AppError from a message function: its key and named parameters", async () => {
    const body = await call("closed");
    expect(body.message).toBe(messages.booking.dayClosed("Eid Al Adha"));
    expect(body.data.messageKey).toBe("booking.dayClosed");
    expect(body.data.params).toEqual({ reason: "Eid Al Adha" });
  });

  it("an AppError with a constant: its key and no parameters", async () => {
    const body = await call("full");
    expect(body.data).toMatchObject({ messageKey: "booking.slotFull", params: {} });
  });

  it("a message inside a message: the inner key under paramKeys", async () => {
    const body = await call("csv");
    expect(body.data).toMatchObject({
      messageKey: "results.csvRow",
      params: { line: 3, reason: resultUploadMessages.rowColumns(8, 3) },
      paramKeys: { reason: { messageKey: "results.rowColumns", params: { expected: 8, found: 3 } } },
    });
  });

  it("a text that is no message, and a server error (the generic message's key)", async () => {
    expect((await call("other")).data).toMatchObject({ messageKey: null, params: null });
    const bug = await call("bug");
    expect(bug.message).toBe(messages.generic.serverError);
    expect(bug.data).toMatchObject({
      code: "INTERNAL_SERVER_ERROR",
      messageKey: "generic.serverError",
      params: {},
    });
  });

  it("a validation failure: each field's keys beside zodError, the first as the error's", async () => {
    const body = await call("form", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ json: { patientEmail: "nope", patientName: "" } }),
    });
    expect(body.data.code).toBe("BAD_REQUEST");
    expect(body.data.zodError?.fieldErrors).toEqual({
      patientEmail: [validationMessages.emailInvalid],
      patientName: [validationMessages.patientNameRequired],
    });
    expect(body.data.fieldMessages).toEqual({
      patientEmail: [{ messageKey: "validation.emailInvalid", params: {} }],
      patientName: [{ messageKey: "validation.patientNameRequired", params: {} }],
    });
    expect(body.message).toBe(validationMessages.emailInvalid);
    expect(body.data.messageKey).toBe("validation.emailInvalid");
  });
});

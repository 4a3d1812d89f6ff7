/**
 * Output schemas as tRPC runs them (src/output-check.ts): the answer trimmed to the schema, a wrong
 * answer refused as INTERNAL_SERVER_ERROR, and zod's compiled checks in use on the server (the
 * validators' config leaves run-time code generation on where there is no `document`).
 */
import { describe, expect, it } from "vitest";
import { initTRPC, TRPCError } from "@trpc/server";
import { globalConfig } from "zod/v4/core";
import { z } from "zod";
import "@labcompare/validators";
import { outputCheck } from "../src/output-check.ts";

const t = initTRPC.create();
const labOutput = z.object({ name: z.string(), priceAed: z.string() });
const router = t.router({
  lab: t.procedure
    .output(outputCheck(labOutput))
    .query(() => ({ name: "Ghafwood Labs", priceAed: "120.00", passwordHash: "secret" }) as never),
  wrong: t.procedure.output(outputCheck(labOutput)).query(() => ({ name: "Ghafwood Labs" }) as never),
});
const caller = t.createCallerFactory(router)({});

describe("output checks", () => {
  it("answer the schema's fields only", async () => {
    await expect(caller.lab()).resolves.toEqual({ name: "Ghafwood Labs", priceAed: "120.00" });
  });

  it("refuse an answer the schema does not take, as a server error", async () => {
    const failure = await caller.wrong().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(TRPCError);
    expect((failure as TRPCError).code).toBe("INTERNAL_SERVER_ERROR");
  });

  it("run zod's compiled checks on the server", () => {
    expect(typeof document).toBe("undefined");
    expect(globalConfig.jitless).toBe(false);
  });
});

/**
 * Procedures that only check their input and call a service, each wired in one line: a public query
 * answered by `read(db, input)`, and the signed-in caller's own queries and mutations answered by
 * `call(db, userId, input)`. Where a helper takes an output schema (publicQuery, checkedOwnQuery,
 * checkedOwnMutation) it checks (and trims) the answer; ownQuery and ownMutation answer with the
 * service's value as it is.
 */
import type { z } from "zod";
import type { PrismaClient } from "@labcompare/db";
import { authedProcedure, publicProcedure } from "./trpc.ts";
import { outputCheck } from "./output-check.ts";

/** A service answering from the database and the checked input. */
type Read<I, T> = (db: PrismaClient, input: I) => Promise<T>;
/** A service answering for the signed-in caller (`userId`) from the database and the checked input. */
type OwnCall<I, T> = (db: PrismaClient, userId: string, input: I) => Promise<T>;

// tRPC types a generic schema's parsed input, and the answer an output schema expects, as conditional
// types it cannot resolve inside a generic function. For zod schemas they are z.output<I> and
// z.input<O>, which the services' types are held to where they are passed; inside, a checked call's
// answer is typed `never` so that tRPC takes it.

/** The resolver answering `call(db, userId, input)` for the signed-in caller. */
const forCaller =
  <I, T>(call: OwnCall<I, T>) =>
  ({ ctx, input }: { ctx: { db: PrismaClient; user: { id: string } }; input: unknown }) =>
    call(ctx.db, ctx.user.id, input as I);

/** A public query: `input` checks the input, `read(db, input)` answers, `output` checks the answer. */
export function publicQuery<I extends z.ZodType, O extends z.ZodType>(
  input: I,
  output: O,
  read: Read<z.output<I>, z.input<O>>,
) {
  const answer = read as Read<z.output<I>, never>;
  return publicProcedure
    .input(input)
    .output(outputCheck(output))
    .query(({ ctx, input: value }) => answer(ctx.db, value as z.output<I>));
}

/** The caller's own query: `input` checks the input, `read(db, userId, input)` answers as it is. */
export const ownQuery = <I extends z.ZodType, T>(input: I, read: OwnCall<z.output<I>, T>) =>
  authedProcedure.input(input).query(forCaller(read));

/** The caller's own mutation: `input` checks the input, `write(db, userId, input)` answers as it is. */
export const ownMutation = <I extends z.ZodType, T>(input: I, write: OwnCall<z.output<I>, T>) =>
  authedProcedure.input(input).mutation(forCaller(write));

/** A service for the signed-in caller whose answer the output schema `O` checks. */
type CheckedCall<I extends z.ZodType, O extends z.ZodType> = OwnCall<z.output<I>, z.input<O>>;
/** A checked call as tRPC takes it inside these generic functions (see above). */
const asChecked = <I extends z.ZodType>(call: CheckedCall<I, z.ZodType>) =>
  forCaller(call as OwnCall<z.output<I>, never>);

/** The caller's own query, its answer `read(db, userId, input)` checked by `output`. */
export const checkedOwnQuery = <I extends z.ZodType, O extends z.ZodType>(
  input: I,
  output: O,
  read: CheckedCall<I, O>,
) => authedProcedure.input(input).output(outputCheck(output)).query(asChecked(read));

/** The caller's own mutation, its answer `write(db, userId, input)` checked by `output`. */
export const checkedOwnMutation = <I extends z.ZodType, O extends z.ZodType>(
  input: I,
  output: O,
  write: CheckedCall<I, O>,
) => authedProcedure.input(input).output(outputCheck(output)).mutation(asChecked(write));

/**
 * The form in which a procedure's output schema is given to tRPC: the zod schema's own synchronous
 * `parse`. tRPC prefers a schema's `parseAsync`, which zod runs through its generic checks; the
 * synchronous `parse` runs the object checks zod compiles on the server (validators' fields.ts), a
 * fraction of the CPU on large answers (docs/performance.md, "Server"). The answer and its errors
 * are the same: the parsed value (unknown keys trimmed), or the ZodError tRPC reports as
 * INTERNAL_SERVER_ERROR.
 */
import type { z } from "zod";

/** What tRPC takes as an output parser: the schema's types (`~standard`) and its synchronous `parse`. */
export type OutputCheck<S extends z.ZodType> = Pick<S, "~standard"> & {
  parse: (value: unknown) => z.output<S>;
};

/** `schema` as an output parser tRPC calls synchronously. Input: a zod schema; output: OutputCheck. */
export function outputCheck<S extends z.ZodType>(schema: S): OutputCheck<S> {
  return { "~standard": schema["~standard"], parse: (value) => schema.parse(value) };
}

/**
 * Client-side validation of the patient forms with the shared zod schemas (the server's rules and
 * messages), in the page's language: the one place where a Mantine form gets its zod resolver.
 */
import { useMemo } from "react";
import { useTranslation } from "../i18n/useTranslation";
import { zod4Resolver } from "mantine-form-zod-resolver";
import type { z } from "zod";
import { localizeMessage, type Translate } from "../i18n/messagesByKey";

/** A form's errors ({ path: message }) with each message in the language of `t`. */
export function localizeErrors(errors: Record<string, unknown>, t: Translate): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) {
    if (typeof message === "string" && message) out[path] = localizeMessage(message, t);
  }
  return out;
}

/**
 * Mantine `useForm`'s `validate` for `schema` (keep it a stable module-level value): the first
 * message per field (`errorPriority: "first"`), in the page's language. Input: the form's values;
 * output: { path: message } for the invalid fields.
 */
export function useZodValidate(
  schema: z.ZodType,
): (values: Record<string, unknown>) => Record<string, string> {
  const { t } = useTranslation();
  const resolve = useMemo(() => zod4Resolver(schema, { errorPriority: "first" }), [schema]);
  return (values) => localizeErrors(resolve(values), t);
}

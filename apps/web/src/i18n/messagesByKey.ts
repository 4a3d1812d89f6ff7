/**
 * The server's messages in the page's language, by key. The API and the shared zod schemas speak
 * English (packages/validators: messages.ts and its sibling modules); every message has a key
 * ("booking.dayClosed") and named parameters, which the server sends beside the English
 * (`error.data.messageKey` / `params` / `paramKeys` of a tRPC error, `messageKey` / `params` of an
 * HTTP route's body), and which `describeMessage` (validators/message-keys.ts) answers in the browser
 * for a zod issue's text. The namespace "messages" holds each key's text (en/messages.json generated
 * from the constants by scripts/generate-messages.ts, the Arabic in ar/messages.json).
 *
 * English pages do not load the "messages" namespace: `t` answers the English text it is given
 * (`defaultValue`), so their messages stay byte for byte the server's.
 */
import { describeMessage, type MessageRef } from "@labcompare/validators/message-keys";

export type { MessageRef };

/**
 * A translate function (`t` of useTranslation, any namespace), as used here: a "ns:key" built at run
 * time, so always with the text to answer when the key is missing (`defaultValue`).
 */
export type Translate = (key: string, options: { defaultValue: string } & Record<string, unknown>) => string;

/** Messages of the web app itself that read like the server's (a toast, a form's alert), under "client.<name>". */
export const clientMessages = {
  networkError: "Could not reach the server. Please check your connection and try again.",
} as const;

/** A namespace's nested texts. */
export type MessageTree = { [key: string]: string | MessageTree };

/** Every leaf of `tree` as [path "a.b", text]. */
export function messageLeaves(tree: MessageTree, prefix = ""): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === "string" ? [[path, value] as [string, string]] : messageLeaves(value, path);
  });
}

/** `value` (a key and its parameters as the server sent them) as a MessageRef when it has a key, else null. */
export function asMessageRef(value: unknown): MessageRef | null {
  const ref = value as MessageRef | null | undefined;
  return typeof ref?.messageKey === "string" && ref.messageKey ? ref : null;
}

/**
 * The message `ref` (a key with its parameters) in the language of `t`: the text of
 * "messages:<key>" with the parameters put in, a parameter that is itself a message (`paramKeys`)
 * translated first. Answers `english` (the server's text) when the page has no text for the key.
 */
export function translateMessage(ref: MessageRef, t: Translate, english: string): string {
  const values: Record<string, unknown> = { ...ref.params };
  for (const [name, inner] of Object.entries(ref.paramKeys ?? {})) {
    const english = values[name];
    if (asMessageRef(inner) && typeof english === "string")
      values[name] = translateMessage(inner, t, english);
  }
  // `replace`: the parameters never mix with i18next's own options (count, lng, ns).
  return t(`messages:${ref.messageKey}`, { replace: values, defaultValue: english });
}

/**
 * `message` (an English text of a shared zod schema, or of the server when its key did not come with
 * it) in the language of `t`, found by its key (describeMessage: exact text of a constant, or a text a
 * message function made in this page). Answers `message` unchanged when it is no known message.
 */
export function localizeMessage(message: string, t: Translate): string {
  const ref = describeMessage(message);
  return ref ? translateMessage(ref, t, message) : message;
}

/**
 * The refusal of a plain HTTP route (`{ error, messageKey?, params?, paramKeys? }`, as
 * apps/server/src/http-errors.ts's errorBody sends it) in the language of `t`, by its key when it has
 * one. Output: the text to show; `fallback` when the body has no `error`.
 */
export function localizeErrorBody(
  body: { error?: unknown } & Record<string, unknown>,
  t: Translate,
  fallback: string,
): string {
  if (typeof body.error !== "string" || !body.error) return fallback;
  const ref = asMessageRef(body);
  return ref ? translateMessage(ref, t, body.error) : localizeMessage(body.error, t);
}

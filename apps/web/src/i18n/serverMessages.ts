/**
 * The server's messages in the page's language. The API and the shared zod schemas speak English
 * (packages/validators: messages.ts and its sibling modules); the namespace "messages" holds each of
 * those texts under its path ("account.wrongPassword"), generated from the constants by
 * scripts/generate-messages.ts, with the Arabic in ar/messages.json. `localizeMessage` finds the
 * English text's key (exactly, or by the template of a message with parameters, such as
 * "The lab is closed on this day ({{reason}}). …") and answers the page's text for it.
 *
 * The English texts reach the browser only with the Arabic resources (locales/ar/index.ts registers
 * them): an English page needs no lookup, its messages are already in its language.
 */

/**
 * A translate function (`t` of useTranslation, any namespace), as used here: a "ns:key" built at run
 * time, so always with the text to answer when the key is missing (`defaultValue`).
 */
export type Translate = (key: string, options: { defaultValue: string } & Record<string, unknown>) => string;

/** Messages of the web app itself that read like the server's (a toast, a form's alert). */
export const clientMessages = {
  networkError: "Could not reach the server. Please check your connection and try again.",
} as const;

/** A namespace's nested texts. */
export type MessageTree = { [key: string]: string | MessageTree };

interface Template {
  key: string;
  pattern: RegExp;
  params: string[];
}

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

let exact: Map<string, string> | null = null;
let templates: Template[] = [];

/** Every leaf of `tree` as [path "a.b", text]. */
export function messageLeaves(tree: MessageTree, prefix = ""): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === "string" ? [[path, value] as [string, string]] : messageLeaves(value, path);
  });
}

/** The regular expression a filled-in template matches: the text exactly, each {{param}} any text. */
function templatePattern(template: string): RegExp {
  const parts = template.split(PLACEHOLDER);
  // split with a capturing group: even indexes are literal text, odd ones parameter names.
  const source = parts.map((part, i) => (i % 2 ? "(.+?)" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))).join("");
  return new RegExp(`^${source}$`, "s");
}

/**
 * Sets the English texts of the "messages" namespace (`english`: en/messages.json) that messages
 * are looked up in. The first key of a text repeated under several keys wins (they say the same).
 */
export function registerMessageSource(english: MessageTree): void {
  const byText = new Map<string, string>();
  const withParams: Template[] = [];
  for (const [key, text] of messageLeaves(english)) {
    if (text.includes("{{")) {
      withParams.push({ key, pattern: templatePattern(text), params: [...text.matchAll(PLACEHOLDER)].map((m) => m[1]!) });
    } else if (!byText.has(text)) {
      byText.set(text, key);
    }
  }
  exact = byText;
  templates = withParams;
}

/**
 * `message` (an English text of the server or of a zod schema) in the language of `t`: the text of
 * its key in the "messages" namespace, with the parameters of a templated message carried over
 * (a closure reason, an email address). Answers `message` unchanged when it is not a known message,
 * or when no English source is registered (English pages).
 */
export function localizeMessage(message: string, t: Translate): string {
  if (!exact) return message;
  const key = exact.get(message);
  if (key) return t(`messages:${key}`, { defaultValue: message });
  for (const { key: templateKey, pattern, params } of templates) {
    const match = pattern.exec(message);
    if (!match) continue;
    const values = Object.fromEntries(params.map((name, i) => [name, match[i + 1]]));
    return t(`messages:${templateKey}`, { ...values, defaultValue: message });
  }
  // A known message followed by English details (a refused password and the checker's advice): the
  // known message in the page's language, which stands without the details; in English, all of it.
  for (const [text, prefixKey] of exact) {
    if (!message.startsWith(`${text} `)) continue;
    const translated = t(`messages:${prefixKey}`, { defaultValue: message });
    return translated === text ? message : translated;
  }
  return message;
}

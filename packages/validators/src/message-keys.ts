/**
 * The key of every user-facing message, beside its English text. Message constants and functions
 * stay plain strings (servers, scripts and tests compare them as such); each section module registers
 * its object here once (`keyMessages`), which wraps its functions so each call remembers which key
 * and parameters made its text. `describeMessage(text)` answers them: the server sends them beside
 * the English (`messageKey`, `params`), and the browser translates zod issues the same way.
 *
 * - A constant is found by its exact text; a text under several keys answers the alphabetically first.
 * - A function's text is found by what its calls recorded. Callers control some parameters (an upload's
 *   unknown part name), so recordings are bounded: those made before the first lookup (module load:
 *   zod messages built from functions) are kept, up to RECORDED_MESSAGES_MAX; later ones are kept in a
 *   least-recently-used set of RECORDED_MESSAGES_MAX.
 * - A parameter that is itself a message (`csvRow(3, rowColumns(8, 3))`) is described too, under its
 *   name in `paramKeys`, so a page can translate it before putting it in.
 */

/** A message's key ("booking.dayClosed") and named parameters; `paramKeys` for parameters that are messages themselves. */
export interface MessageRef {
  messageKey: string;
  /** The arguments of a message function by name ({} for a constant); JSON values. */
  params: Record<string, unknown>;
  /** For each parameter whose value is itself a known message: that message's reference. */
  paramKeys?: Record<string, MessageRef>;
}

/** Parameter names by message key (MESSAGE_PARAMS of message-params.ts, once messages.ts has loaded). */
let paramNames: Readonly<Record<string, readonly string[]>> = {};

/**
 * Sets the parameter names of the message functions, by key (messages.ts gives MESSAGE_PARAMS; kept
 * apart so a page that needs no names does not ship them). A function without names answers p0, p1, ….
 */
export function nameMessageParams(names: Readonly<Record<string, readonly string[]>>): void {
  paramNames = { ...paramNames, ...names };
}

/** How many function texts are remembered (pinned at load, and again in the recently-used set). */
export const RECORDED_MESSAGES_MAX = 4000;

/** How deep parameters that are messages are described (a message in a message in a message). */
const NESTING_MAX = 2;

interface Recorded {
  key: string;
  args: readonly unknown[];
}

type Section = { [name: string]: unknown };

/** Registered sections, [key prefix, object], in registration order. */
const sections: [string, Section][] = [];
/** Text → key of every constant; rebuilt on the first lookup after a section registers. */
let constants: Map<string, string> | null = null;
/** Function texts recorded before the first lookup (module load), never evicted. */
const pinned = new Map<string, Recorded>();
/** Function texts recorded after it, least recently used first. */
const recent = new Map<string, Recorded>();
let lookedUp = false;

function record(text: string, recorded: Recorded): void {
  if (!lookedUp && pinned.size < RECORDED_MESSAGES_MAX) {
    pinned.set(text, recorded);
    return;
  }
  if (pinned.has(text)) return;
  recent.delete(text);
  recent.set(text, recorded);
  if (recent.size > RECORDED_MESSAGES_MAX) recent.delete(recent.keys().next().value!);
}

/** `fn` recording each text it answers under `key`, with its arguments. */
function recording(key: string, fn: (...args: never[]) => unknown): (...args: never[]) => unknown {
  return (...args: never[]) => {
    const text = fn(...args);
    if (typeof text === "string") record(text, { key, args });
    return text;
  };
}

/** Replaces every function of `section` (and of its nested objects) by a recording one, in place. */
function wrapFunctions(prefix: string, section: Section): void {
  for (const [name, descriptor] of Object.entries(Object.getOwnPropertyDescriptors(section))) {
    // A getter is read only when looked up (it may format with Intl, which costs a page load).
    if (!("value" in descriptor)) continue;
    const value: unknown = descriptor.value;
    const key = `${prefix}.${name}`;
    if (typeof value === "function") section[name] = recording(key, value as (...args: never[]) => unknown);
    else if (value && typeof value === "object" && !Array.isArray(value))
      wrapFunctions(key, value as Section);
  }
}

/**
 * Registers the messages of `section` under `prefix` ("booking": `booking.dayClosed`): its functions
 * (at any depth) are replaced in place by ones that record each text they answer. Call once per
 * section object, where it is defined. Output: `section` itself (same type), for `export const x = keyMessages(…)`.
 */
export function keyMessages<T extends object>(prefix: string, section: T): T {
  wrapFunctions(prefix, section as Section);
  sections.push([prefix, section as Section]);
  constants = null;
  return section;
}

/** Every string leaf of `section` under `prefix`, as [key, text] (getters read now). */
function stringLeaves(prefix: string, section: Section): [string, string][] {
  return Object.keys(section).flatMap((name): [string, string][] => {
    const key = `${prefix}.${name}`;
    const value = section[name];
    if (typeof value === "string") return [[key, value]];
    return value && typeof value === "object" && !Array.isArray(value)
      ? stringLeaves(key, value as Section)
      : [];
  });
}

function constantKeys(): Map<string, string> {
  if (constants) return constants;
  const leaves = sections.flatMap(([prefix, section]) => stringLeaves(prefix, section));
  leaves.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const byText = new Map<string, string>();
  for (const [key, text] of leaves) if (!byText.has(text)) byText.set(text, key);
  constants = byText;
  return byText;
}

function findRecorded(text: string): Recorded | undefined {
  const kept = pinned.get(text);
  if (kept) return kept;
  const used = recent.get(text);
  if (used) {
    recent.delete(text);
    recent.set(text, used);
  }
  return used;
}

function describe(text: string, depth: number): MessageRef | null {
  const recorded = findRecorded(text);
  if (recorded) {
    const names = paramNames[recorded.key] ?? [];
    const params: Record<string, unknown> = {};
    const paramKeys: Record<string, MessageRef> = {};
    recorded.args.forEach((value, i) => {
      const name = names[i] ?? `p${i}`;
      params[name] = value;
      const inner = typeof value === "string" && depth < NESTING_MAX ? describe(value, depth + 1) : null;
      if (inner) paramKeys[name] = inner;
    });
    return Object.keys(paramKeys).length
      ? { messageKey: recorded.key, params, paramKeys }
      : { messageKey: recorded.key, params };
  }
  const key = constantKeys().get(text);
  return key ? { messageKey: key, params: {} } : null;
}

/**
 * The key and parameters of a message text (a constant of a registered section, or a text a message
 * function answered and that is still remembered), or null for any other text. Input: the exact
 * English text. Output: `{ messageKey, params, paramKeys? }` (see MessageRef). Never throws.
 */
export function describeMessage(text: unknown): MessageRef | null {
  if (typeof text !== "string" || !text) return null;
  lookedUp = true;
  return describe(text, 0);
}

/**
 * `describeMessage(text)` as the fields an error body carries beside its English `error`:
 * `{ messageKey, params, paramKeys? }`, or {} for an unknown text (the body then carries the text only).
 */
export function messageFields(text: unknown): Partial<MessageRef> {
  return describeMessage(text) ?? {};
}

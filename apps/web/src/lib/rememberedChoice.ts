/**
 * A choice remembered in localStorage across pages and visits (the near-me point, the basket's
 * filters), read from React through useSyncExternalStore so every component sees a change at once.
 * Storage may be missing (the server render) or refused (private modes): the choice then lives in
 * the URL only, and nothing throws.
 */

/** How a choice is kept: `parse` the stored text (a bad text gives the empty choice), `serialize` it (null removes the key). */
export interface ChoiceCodec<T> {
  parse: (raw: string) => T;
  serialize: (value: T) => string | null;
}

/** The remembered choice: `get()` (stable between changes), `set(value)`, and `subscribe` for useSyncExternalStore. */
export interface RememberedChoice<T> {
  get: () => T;
  set: (value: T) => void;
  subscribe: (listener: () => void) => () => void;
}

/** A choice kept under localStorage `key`, `empty` when nothing (or nothing readable) is stored. */
export function rememberedChoice<T>(key: string, codec: ChoiceCodec<T>, empty: T): RememberedChoice<T> {
  const listeners = new Set<() => void>();
  let current = empty;
  try {
    const raw = window.localStorage.getItem(key);
    current = raw === null ? empty : codec.parse(raw);
  } catch {
    current = empty;
  }
  return {
    get: () => current,
    set(value: T) {
      current = value;
      try {
        const raw = codec.serialize(value);
        if (raw === null) window.localStorage.removeItem(key);
        else window.localStorage.setItem(key, raw);
      } catch {
        // Storage disabled: the choice stays in the URL only.
      }
      listeners.forEach((l) => l());
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

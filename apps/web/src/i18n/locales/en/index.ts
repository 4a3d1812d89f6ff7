/**
 * Every namespace of the English resources but "messages", as one chunk (i18n.ts). The server's
 * messages are English already: an English page answers their text as sent (messagesByKey.ts).
 */
import type { LocaleResources } from "../../i18n";

const files = import.meta.glob<Record<string, unknown>>(["./*.json", "!./messages.json"], { eager: true, import: "default" });

export const resources: LocaleResources = Object.fromEntries(Object.entries(files).map(([path, texts]) => [path.slice(2, -5), texts]));

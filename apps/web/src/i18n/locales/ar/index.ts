/** Every namespace of the Arabic resources, as one chunk (i18n.ts). */
import type { LocaleResources } from "../../i18n";

const files = import.meta.glob<Record<string, unknown>>("./*.json", { eager: true, import: "default" });

export const resources: LocaleResources = Object.fromEntries(Object.entries(files).map(([path, texts]) => [path.slice(2, -5), texts]));

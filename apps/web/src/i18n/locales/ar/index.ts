/** Every namespace of the Arabic resources, as one chunk (i18n.ts). */
import type { LocaleResources } from "../../i18n";
import { registerMessageSource } from "../../serverMessages";
import englishMessages from "../en/messages.json";

// The server and the shared schemas answer in English: an Arabic page finds their keys by these texts.
registerMessageSource(englishMessages);

const files = import.meta.glob<Record<string, unknown>>("./*.json", { eager: true, import: "default" });

export const resources: LocaleResources = Object.fromEntries(Object.entries(files).map(([path, texts]) => [path.slice(2, -5), texts]));

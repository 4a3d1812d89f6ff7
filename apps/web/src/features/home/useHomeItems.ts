/** The home page's titled entries (claims, steps): their copy in the page's language, with their icons. */
import type { Icon } from "@tabler/icons-react";
import { useTranslation } from "../../i18n/useTranslation";
import type { CopyKey } from "../../i18n/copyKey";

/** An entry of a home section: the key of its `title` and `text` in the "home" copy, and its icon. */
export type HomeItemEntry = readonly [key: CopyKey<"home", "title", "text">, icon: Icon];

/**
 * The `entries` in order, each with its title and text in the page's language (`key` stays the
 * copy's key, the same in every language).
 */
export function useHomeItems(entries: readonly HomeItemEntry[]) {
  const { t } = useTranslation("home");
  return entries.map(([key, icon]) => ({ key, title: t(`${key}.title`), text: t(`${key}.text`), icon }));
}

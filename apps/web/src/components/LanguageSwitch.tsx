/**
 * The language switch of the header and the phone menu: a plain link to this page (path, query and
 * hash kept) in the other language, so it works before hydration; a click also keeps the choice in
 * the `lang` cookie (a year), which decides where `/` leads next time, and for a signed-in patient
 * on the profile (profile.setLocale: the language of their emails) before the page changes. The page
 * loads anew: the address sets the language (domain/locale.ts). Props: `className`, `onClick` (the
 * phone menu closes).
 */
import { Anchor } from "@mantine/core";
import { useTranslation } from "../i18n/useTranslation";
import { useLocation } from "react-router-dom";
import { LOCALE_COOKIE, pathInLocale, type Locale } from "@labcompare/domain/locale";
import { useLocale } from "../i18n/useLocale";
import { useMe } from "../lib/auth";
import { trpc } from "../trpc";

/** Keeps `locale` as the visitor's choice. */
export function rememberLocale(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
}

export function LanguageSwitch({ className, onClick }: { className?: string; onClick?: () => void }) {
  const { t } = useTranslation();
  const other: Locale = useLocale() === "ar" ? "en" : "ar";
  const { pathname, search, hash } = useLocation();
  const { user } = useMe();
  const saveLocale = trpc.profile.setLocale.useMutation();
  const href = pathInLocale(`${pathname}${search}${hash}`, other);
  return (
    <Anchor
      href={href}
      lang={other}
      hrefLang={other}
      aria-label={t("language.switchToLabel")}
      className={className}
      data-testid="language-switch"
      onClick={(event) => {
        rememberLocale(other);
        onClick?.();
        if (!user) return;
        // The page changes once the choice is saved (or could not be: the cookie still holds it).
        event.preventDefault();
        saveLocale.mutate({ locale: other }, { onSettled: () => window.location.assign(href) });
      }}
    >
      {t("language.switchTo")}
    </Anchor>
  );
}

/**
 * A one-line offer of the Arabic page, on an English page, to a first-time visitor whose browser
 * asks for Arabic first (`navigator.languages`) and who has not chosen a language yet (no `lang`
 * cookie). Shown after hydration only: the server's HTML is the same for every visitor. Dismissing it
 * keeps English as the choice.
 */
import { useState } from "react";
import { Anchor, Box, CloseButton, Container, Group, Text } from "@mantine/core";
import { useTranslation } from "../i18n/useTranslation";
import { useLocation } from "react-router-dom";
import { LOCALE_COOKIE, pathInLocale } from "@labcompare/domain/locale";
import { useLocale } from "../i18n/useLocale";
import { useHydrated } from "../lib/hydration";
import { rememberLocale } from "./LanguageSwitch";
import { NAV_HEIGHT } from "./NavBar";

/** True when the browser prefers Arabic and no language was chosen on this site. */
function prefersArabicUnchosen(): boolean {
  const chosen = document.cookie.split("; ").some((c) => c.startsWith(`${LOCALE_COOKIE}=`));
  return !chosen && (navigator.languages[0] ?? navigator.language).toLowerCase().startsWith("ar");
}

export function LanguageOffer() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname, search, hash } = useLocation();
  const hydrated = useHydrated();
  const [dismissed, setDismissed] = useState(false);
  if (!hydrated || dismissed || locale !== "en" || !prefersArabicUnchosen()) return null;
  return (
    // Under the fixed header, over the page's top, until dismissed or followed.
    <Box
      pos="fixed"
      top={NAV_HEIGHT}
      left={0}
      right={0}
      bg="brand.0"
      style={{ zIndex: 99, borderBottom: "1px solid var(--mantine-color-brand-2)" }}
      data-testid="language-offer"
    >
      <Container size="lg" py={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs" lang="ar" dir="rtl">
          <Text size="sm">
            {t("language.offer")}{" "}
            <Anchor
              href={pathInLocale(`${pathname}${search}${hash}`, "ar")}
              hrefLang="ar"
              onClick={() => rememberLocale("ar")}
            >
              {t("language.offerLink")}
            </Anchor>
          </Text>
          <CloseButton
            aria-label={t("language.dismiss")}
            onClick={() => {
              rememberLocale("en");
              setDismissed(true);
            }}
          />
        </Group>
      </Container>
    </Box>
  );
}

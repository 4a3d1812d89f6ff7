/**
 * The site footer on every page: link columns, and the contact details (phone, email, WhatsApp,
 * address, social links) from `content.settings`, with a same-height placeholder while they load.
 */
import {
  Anchor,
  Box,
  Container,
  Divider,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { IconBrandWhatsapp, IconMail, IconMapPin, IconPhone } from "@tabler/icons-react";
import type { TFunction } from "i18next";
import { useTranslation } from "../i18n/useTranslation";
import { Link } from "react-router-dom";
import { PRODUCT_NAME } from "../config";
import { EnglishText } from "../i18n/EnglishText";
import { Ltr } from "../i18n/Ltr";
import { searchPath } from "../lib/paths";
import { displayPhone, phoneHref, useSiteSettings, whatsappHref } from "../lib/siteSettings";
import { CookieConsent, CookieSettingsLink } from "./CookieConsent";
import { Logo } from "./Logo";
import { NewTabAnchor } from "./NewTabAnchor";
import classes from "./Footer.module.css";

/** The link columns in the page's language; `legal` marks the column that ends with "Cookie settings". */
function footerColumns(
  t: TFunction,
): { title: string; legal?: boolean; links: { label: string; to: string }[] }[] {
  return [
    {
      title: t("footer.company"),
      links: [
        { label: t("footer.aboutUs"), to: "/about" },
        { label: t("footer.partnerLabs"), to: "/labs" },
        { label: t("footer.blog"), to: "/resources" },
        { label: t("footer.faqs"), to: "/faqs" },
      ],
    },
    {
      title: t("footer.popularTests"),
      // The search text stays English: it is what the catalogue's search matches.
      links: [
        { label: t("footer.cbc"), to: searchPath("cbc") },
        { label: t("footer.vitaminD"), to: searchPath("vitamin d") },
        { label: t("footer.tsh"), to: searchPath("tsh") },
        { label: t("footer.lipidProfile"), to: searchPath("lipid profile") },
      ],
    },
    {
      title: t("footer.legal"),
      legal: true,
      links: [
        { label: t("footer.terms"), to: "/terms" },
        { label: t("footer.privacy"), to: "/privacy" },
        { label: t("footer.cookiePolicy"), to: "/cookies" },
      ],
    },
  ];
}

export function Footer() {
  const { t } = useTranslation();
  const columns = footerColumns(t);
  return (
    <Box component="footer" className={classes.footer}>
      <Container size="lg" py={48}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 5 }} spacing="xl">
          <Stack gap="sm" className={classes.brand}>
            <Logo inverted />
            <Text size="sm" c="gray.4">
              {t("footer.tagline")}
            </Text>
          </Stack>
          {columns.map((col) => (
            <Stack key={col.title} gap="xs">
              <Title order={2} fz="sm" c="white" tt="uppercase" style={{ letterSpacing: 0.6 }}>
                {col.title}
              </Title>
              {col.links.map((l) => (
                <Anchor key={l.to} component={Link} to={l.to} size="sm" className={classes.link}>
                  {l.label}
                </Anchor>
              ))}
              {col.legal && <CookieSettingsLink className={classes.link} />}
            </Stack>
          ))}
          <Stack gap="xs">
            <Title order={2} fz="sm" c="white" tt="uppercase" style={{ letterSpacing: 0.6 }}>
              {t("footer.contactUs")}
            </Title>
            <ContactDetails />
          </Stack>
        </SimpleGrid>
        <Divider my="xl" color="dark.5" />
        <Text size="xs" c="gray.5" ta="center">
          {t("footer.copyright", { year: new Date().getFullYear(), product: PRODUCT_NAME })}
        </Text>
      </Container>
      <CookieConsent />
    </Box>
  );
}

const SOCIAL_LABELS: Record<string, string> = {
  facebook: "Facebook",
  instagram: "Instagram",
  x: "X",
  linkedin: "LinkedIn",
  youtube: "YouTube",
};

function ContactDetails() {
  const { t } = useTranslation();
  const settings = useSiteSettings();
  const s = settings.data;
  if (!s) {
    return (
      <Stack gap="xs" aria-hidden>
        <Skeleton h={18} w="80%" />
        <Skeleton h={18} w="90%" />
        <Skeleton h={18} w="60%" />
      </Stack>
    );
  }
  const social = Object.entries(s.socialLinks).filter(([, url]) => url);
  return (
    <>
      <Anchor href={phoneHref(s.phone)} size="sm" className={classes.link}>
        <Group gap={6} wrap="nowrap">
          <IconPhone size={16} aria-hidden />
          <Ltr>{displayPhone(s.phone)}</Ltr>
        </Group>
      </Anchor>
      <Anchor
        href={`mailto:${s.email}`}
        size="sm"
        className={classes.link}
        style={{ overflowWrap: "anywhere" }}
      >
        <Group gap={6} wrap="nowrap">
          <IconMail size={16} aria-hidden />
          <Ltr>{s.email}</Ltr>
        </Group>
      </Anchor>
      <NewTabAnchor href={whatsappHref(s)} size="sm" className={classes.link}>
        <Group gap={6} wrap="nowrap">
          <IconBrandWhatsapp size={16} aria-hidden />
          {t("footer.whatsapp")}
          <VisuallyHidden>{t("footer.newTab")}</VisuallyHidden>
        </Group>
      </NewTabAnchor>
      {s.address && (
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconMapPin size={16} aria-hidden style={{ flexShrink: 0, marginBlockStart: 2 }} />
          <Text size="sm" c="gray.3">
            {/* The seeded demo address has the page's words; an admin's is shown as written. */}
            {s.isDemo ? (
              t("footer.demoAddress")
            ) : (
              <EnglishText inline noNote>
                {s.address}
              </EnglishText>
            )}
          </Text>
        </Group>
      )}
      {social.length > 0 && (
        <Group gap="sm">
          {social.map(([network, url]) => (
            <NewTabAnchor key={network} href={url} size="sm" className={classes.link}>
              {SOCIAL_LABELS[network] ?? network}
              <VisuallyHidden>{t("footer.newTab")}</VisuallyHidden>
            </NewTabAnchor>
          ))}
        </Group>
      )}
    </>
  );
}

/**
 * The site footer (SPEC section 2): link columns, and the contact details (phone, email, WhatsApp,
 * address, social links) from `content.settings`, with a same-height placeholder while they load.
 */
import { Anchor, Box, Container, Divider, Group, SimpleGrid, Skeleton, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import { IconBrandWhatsapp, IconMail, IconMapPin, IconPhone } from "@tabler/icons-react";
import { Link } from "react-router-dom";
import { PRODUCT_NAME } from "../config";
import { displayPhone, phoneHref, useSiteSettings, whatsappHref } from "../lib/siteSettings";
import { CookieConsent, CookieSettingsLink } from "./CookieConsent";
import { Logo } from "./Logo";
import classes from "./Footer.module.css";

const columns: { title: string; links: { label: string; to: string }[] }[] = [
  {
    title: "Company",
    links: [
      { label: "About Us", to: "/about" },
      { label: "Partner Labs", to: "/labs" },
      { label: "Blog & Resources", to: "/resources" },
      { label: "FAQs", to: "/faqs" },
    ],
  },
  {
    title: "Popular Tests",
    links: [
      { label: "Complete Blood Count (CBC)", to: "/search?q=cbc" },
      { label: "Vitamin D Test", to: "/search?q=vitamin%20d" },
      { label: "Thyroid Function (TSH)", to: "/search?q=tsh" },
      { label: "Lipid Profile", to: "/search?q=lipid%20profile" },
    ],
  },
  {
    title: "Legal",
    links: [
      { label: "Terms of Service", to: "/terms" },
      { label: "Privacy Policy", to: "/privacy" },
      { label: "Cookie Policy", to: "/cookies" },
    ],
  },
];

export function Footer() {
  return (
    <Box component="footer" className={classes.footer}>
      <Container size="lg" py={48}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 5 }} spacing="xl">
          <Stack gap="sm" className={classes.brand}>
            <Logo inverted />
            <Text size="sm" c="gray.4">
              Compare prices across partner labs in Dubai and Abu Dhabi, book online, and get your results digitally.
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
              {col.title === "Legal" && <CookieSettingsLink className={classes.link} />}
            </Stack>
          ))}
          <Stack gap="xs">
            <Title order={2} fz="sm" c="white" tt="uppercase" style={{ letterSpacing: 0.6 }}>
              Contact Us
            </Title>
            <ContactDetails />
          </Stack>
        </SimpleGrid>
        <Divider my="xl" color="dark.5" />
        <Text size="xs" c="gray.5" ta="center">
          © {new Date().getFullYear()} {PRODUCT_NAME}. Prices are indicative and set by each partner lab. This site does
          not provide medical advice.
        </Text>
      </Container>
      <CookieConsent />
    </Box>
  );
}

const SOCIAL_LABELS: Record<string, string> = { facebook: "Facebook", instagram: "Instagram", x: "X", linkedin: "LinkedIn", youtube: "YouTube" };

function ContactDetails() {
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
          {displayPhone(s.phone)}
        </Group>
      </Anchor>
      <Anchor href={`mailto:${s.email}`} size="sm" className={classes.link} style={{ overflowWrap: "anywhere" }}>
        <Group gap={6} wrap="nowrap">
          <IconMail size={16} aria-hidden />
          {s.email}
        </Group>
      </Anchor>
      <Anchor href={whatsappHref(s)} target="_blank" rel="noopener noreferrer" size="sm" className={classes.link}>
        <Group gap={6} wrap="nowrap">
          <IconBrandWhatsapp size={16} aria-hidden />
          WhatsApp
          <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </Group>
      </Anchor>
      {s.address && (
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconMapPin size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Text size="sm" c="gray.3">
            {s.address}
          </Text>
        </Group>
      )}
      {social.length > 0 && (
        <Group gap="sm">
          {social.map(([network, url]) => (
            <Anchor key={network} href={url} target="_blank" rel="noopener noreferrer" size="sm" className={classes.link}>
              {SOCIAL_LABELS[network] ?? network}
              <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </Anchor>
          ))}
        </Group>
      )}
    </>
  );
}

import { Anchor, Box, Container, Divider, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconMail, IconPhone } from "@tabler/icons-react";
import { Link } from "react-router-dom";
import { CONTACT_EMAIL, CONTACT_PHONE_DISPLAY, CONTACT_PHONE_HREF, PRODUCT_NAME } from "../config";
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
            <Anchor href={CONTACT_PHONE_HREF} size="sm" className={classes.link}>
              <Group gap={6} wrap="nowrap">
                <IconPhone size={16} aria-hidden />
                {CONTACT_PHONE_DISPLAY}
              </Group>
            </Anchor>
            <Anchor href={`mailto:${CONTACT_EMAIL}`} size="sm" className={classes.link}>
              <Group gap={6} wrap="nowrap">
                <IconMail size={16} aria-hidden />
                {CONTACT_EMAIL}
              </Group>
            </Anchor>
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

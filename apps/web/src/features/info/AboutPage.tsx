import { Button, Card, Group, SimpleGrid, Text, ThemeIcon } from "@mantine/core";
import { HeadingText } from "../../components/HeadingText";
import { IconBuildingHospital, IconCash, IconHomeHeart, IconShieldCheck } from "@tabler/icons-react";
import { Trans } from "react-i18next";
import { useTranslation } from "../../i18n/useTranslation";
import { Link } from "react-router-dom";
import { ContactEmail, ContactPhone } from "../../components/ContactLinks";
import { InfoLayout, InfoSection } from "./InfoLayout";

export default function AboutPage() {
  const { t } = useTranslation("info");
  const points = [
    { icon: IconBuildingHospital, title: t("about.points.labs.title"), text: t("about.points.labs.text") },
    { icon: IconCash, title: t("about.points.prices.title"), text: t("about.points.prices.text") },
    { icon: IconHomeHeart, title: t("about.points.visit.title"), text: t("about.points.visit.text") },
    { icon: IconShieldCheck, title: t("about.points.data.title"), text: t("about.points.data.text") },
  ];
  const how = [t("about.how.search"), t("about.how.choose"), t("about.how.tested"), t("about.how.results")];
  const contact = (
    <Trans
      t={t}
      i18nKey="about.contact"
      components={{
        phone: <ContactPhone c="brand.9" fw={600} />,
        email: <ContactEmail c="brand.9" fw={600} />,
      }}
    />
  );
  return (
    <InfoLayout path="/about" title={t("about.title")} intro={t("about.intro")}>
      <Text>{t("about.body")}</Text>

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" mt="sm">
        {points.map((p) => (
          <Card key={p.title} shadow="xs">
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
                <p.icon size={22} />
              </ThemeIcon>
              <div>
                <HeadingText order={2} fz="md" mb={4} title={p.title} text={p.text} />
              </div>
            </Group>
          </Card>
        ))}
      </SimpleGrid>

      <InfoSection title={t("about.howTitle")} list={how} ordered />
      <InfoSection title={t("about.whatTitle")} text={t("about.what")} />
      <InfoSection title={t("about.contactTitle")} text={contact} />

      <Group mt="md">
        <Button component={Link} to="/search">
          {t("about.browse")}
        </Button>
        <Button component={Link} to="/labs" variant="light">
          {t("about.labs")}
        </Button>
      </Group>
    </InfoLayout>
  );
}

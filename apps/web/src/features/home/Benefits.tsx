import { Card, SimpleGrid, ThemeIcon } from "@mantine/core";
import {
  IconBuildingHospital,
  IconDiscount,
  IconFileText,
  IconFlask2,
  IconHomeHeart,
  IconStar,
} from "@tabler/icons-react";
import type { TFunction } from "i18next";
import { useTranslation } from "../../i18n/useTranslation";
import { HeadingText } from "../../components/HeadingText";
import { HomeSection } from "./HomeSection";

/** The site's four marketing claims, in the page's language (`t` of the "home" namespace). */
function benefits(t: TFunction<"home">) {
  return [
    { title: t("benefits.labs.title"), text: t("benefits.labs.text"), icon: IconBuildingHospital },
    { title: t("benefits.tests.title"), text: t("benefits.tests.text"), icon: IconFlask2 },
    { title: t("benefits.save.title"), text: t("benefits.save.text"), icon: IconDiscount },
    { title: t("benefits.rated.title"), text: t("benefits.rated.text"), icon: IconStar },
    { title: t("benefits.online.title"), text: t("benefits.online.text"), icon: IconFileText },
    { title: t("benefits.home.title"), text: t("benefits.home.text"), icon: IconHomeHeart },
  ];
}

export function Benefits() {
  const { t } = useTranslation("home");
  return (
    <HomeSection
      id="benefits"
      title={t("benefits.title")}
      subtitle={t("benefits.subtitle")}
      subtitleWidth={600}
      centered
    >
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
        {benefits(t).map((b) => {
          const Icon = b.icon;
          return (
            <Card key={b.title} shadow="xs">
              <ThemeIcon size={44} radius="md" variant="light" aria-hidden mb="md">
                <Icon size={24} />
              </ThemeIcon>
              <HeadingText order={3} fz="lg" mb={6} title={b.title} text={b.text} />
            </Card>
          );
        })}
      </SimpleGrid>
    </HomeSection>
  );
}

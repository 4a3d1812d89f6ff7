import { Button, Group, SimpleGrid, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconCalendarEvent, IconFileAnalytics, IconSearch, IconTestPipe } from "@tabler/icons-react";
import { Link } from "react-router-dom";
import type { TFunction } from "i18next";
import { useTranslation } from "../../i18n/useTranslation";
import { HeadingText } from "../../components/HeadingText";
import { HomeSection } from "./HomeSection";

/** The 4 how-it-works steps, in the page's language. */
function steps(t: TFunction<"home">) {
  return [
    { title: t("howItWorks.search.title"), text: t("howItWorks.search.text"), icon: IconSearch },
    { title: t("howItWorks.book.title"), text: t("howItWorks.book.text"), icon: IconCalendarEvent },
    { title: t("howItWorks.tested.title"), text: t("howItWorks.tested.text"), icon: IconTestPipe },
    { title: t("howItWorks.results.title"), text: t("howItWorks.results.text"), icon: IconFileAnalytics },
  ];
}

export function HowItWorks() {
  const { t } = useTranslation("home");
  return (
    <HomeSection
      id="how-it-works"
      anchored
      grey
      title={t("howItWorks.title")}
      subtitle={t("howItWorks.subtitle")}
      subtitleWidth={560}
      centered
    >
      <SimpleGrid
        cols={{ base: 1, sm: 2, md: 4 }}
        spacing="xl"
        component="ol"
        style={{ listStyle: "none", padding: 0 }}
      >
        {steps(t).map((step, i) => {
          const Icon = step.icon;
          return (
            <Stack key={step.title} component="li" align="center" ta="center" gap="sm">
              <ThemeIcon size={64} radius="xl" aria-hidden>
                <Icon size={30} />
              </ThemeIcon>
              <Text size="sm" fw={700} c="brand.9">
                {t("howItWorks.step", { number: i + 1 })}
              </Text>
              <HeadingText order={3} fz="lg" title={step.title} text={step.text} />
            </Stack>
          );
        })}
      </SimpleGrid>
      <Group justify="center" mt={48}>
        <Button component={Link} to="/search" size="md">
          {t("howItWorks.bookTest")}
        </Button>
        <Button component={Link} to="/search" size="md" variant="outline">
          {t("howItWorks.viewPackages")}
        </Button>
      </Group>
    </HomeSection>
  );
}

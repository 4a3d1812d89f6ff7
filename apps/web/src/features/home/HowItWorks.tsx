import { Button, Group, SimpleGrid, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconCalendarEvent, IconFileAnalytics, IconSearch, IconTestPipe } from "@tabler/icons-react";
import { Link } from "react-router-dom";
import { useTranslation } from "../../i18n/useTranslation";
import { HeadingText } from "../../components/HeadingText";
import { HomeSection } from "./HomeSection";
import { useHomeItems, type HomeItemEntry } from "./useHomeItems";

/** The four how-it-works steps, in order. */
const STEPS: readonly HomeItemEntry[] = [
  ["howItWorks.search", IconSearch],
  ["howItWorks.book", IconCalendarEvent],
  ["howItWorks.tested", IconTestPipe],
  ["howItWorks.results", IconFileAnalytics],
];

export function HowItWorks() {
  const { t } = useTranslation("home");
  const steps = useHomeItems(STEPS);
  return (
    <HomeSection id="how-it-works" anchored grey copy="howItWorks" subtitleWidth={560} centered>
      <SimpleGrid
        cols={{ base: 1, sm: 2, md: 4 }}
        spacing="xl"
        component="ol"
        style={{ listStyle: "none", padding: 0 }}
      >
        {steps.map(({ key, title, text, icon: Icon }, i) => (
          <Stack key={key} component="li" align="center" ta="center" gap="sm">
            <ThemeIcon size={64} radius="xl" aria-hidden>
              <Icon size={30} />
            </ThemeIcon>
            <Text size="sm" fw={700} c="brand.9">
              {t("howItWorks.step", { number: i + 1 })}
            </Text>
            <HeadingText order={3} fz="lg" title={title} text={text} />
          </Stack>
        ))}
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

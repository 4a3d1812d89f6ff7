import { Button, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconCalendarEvent, IconFileAnalytics, IconSearch, IconTestPipe } from "@tabler/icons-react";
import { Link } from "react-router-dom";
import { HomeSection } from "./HomeSection";

/** The 4 how-it-works steps (SPEC section 2). */
export const STEPS = [
  { title: "Search Tests", text: "Search 2,000+ tests and compare prices across partner labs near you.", icon: IconSearch },
  { title: "Book Appointment", text: "Pick a lab, a date and a time, at the lab or with home collection.", icon: IconCalendarEvent },
  { title: "Get Tested", text: "Visit the lab or let a nurse collect your sample at home.", icon: IconTestPipe },
  { title: "View Results", text: "Your results are delivered digitally, usually within 24-48 hours.", icon: IconFileAnalytics },
];

export function HowItWorks() {
  return (
    <HomeSection
      id="how-it-works"
      anchored
      grey
      title="How It Works"
      subtitle="Booking a lab test takes a few minutes. Here is how it works."
      subtitleWidth={560}
      centered
    >
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="xl" component="ol" style={{ listStyle: "none", padding: 0 }}>
        {STEPS.map((step, i) => {
          const Icon = step.icon;
          return (
            <Stack key={step.title} component="li" align="center" ta="center" gap="sm">
              <ThemeIcon size={64} radius="xl" aria-hidden>
                <Icon size={30} />
              </ThemeIcon>
              <Text size="sm" fw={700} c="brand.9">
                Step {i + 1}
              </Text>
              <Title order={3} fz="lg">
                {step.title}
              </Title>
              <Text size="sm" c="dimmed">
                {step.text}
              </Text>
            </Stack>
          );
        })}
      </SimpleGrid>
      <Group justify="center" mt={48}>
        <Button component={Link} to="/search" size="md">
          Book a Test
        </Button>
        <Button component={Link} to="/search" size="md" variant="outline">
          View Test Packages
        </Button>
      </Group>
    </HomeSection>
  );
}

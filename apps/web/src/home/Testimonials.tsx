/**
 * Testimonials carousel (SPEC sections 2 and 9): 5 fixed entries, 3 visible on desktop and 1 on
 * mobile, advancing every 5 seconds until the user presses previous or next.
 */
import { useEffect, useState } from "react";
import { ActionIcon, Avatar, Box, Card, Container, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconChevronLeft, IconChevronRight, IconStarFilled } from "@tabler/icons-react";

export const TESTIMONIALS = [
  {
    name: "Sarah M.",
    location: "Dubai Marina, Dubai",
    text: "I compared prices for my vitamin D test and saved almost half. Booking took two minutes and the results came the next day.",
  },
  {
    name: "Ahmed K.",
    location: "Khalifa City, Abu Dhabi",
    text: "Home collection was a lifesaver with my schedule. The nurse arrived on time and the report was in my inbox the same evening.",
  },
  {
    name: "Priya R.",
    location: "Al Barsha, Dubai",
    text: "Finally one place to see every lab's price for the same test. The comparison table made the choice easy.",
  },
  {
    name: "James T.",
    location: "Jumeirah Lake Towers, Dubai",
    text: "I booked an executive health package for my annual check-up. Clear preparation instructions and no surprises at the lab.",
  },
  {
    name: "Fatima A.",
    location: "Al Reem Island, Abu Dhabi",
    text: "Great for tracking my thyroid tests every few months. I can see all my bookings in one dashboard.",
  },
];

export const AUTO_ADVANCE_MS = 5000;

export function Testimonials() {
  const isDesktop = useMediaQuery("(min-width: 62em)", true);
  const perPage = isDesktop ? 3 : 1;
  const count = TESTIMONIALS.length;
  const [start, setStart] = useState(0);
  const [autoplay, setAutoplay] = useState(true);

  useEffect(() => {
    if (!autoplay) return;
    const timer = window.setInterval(() => setStart((s) => (s + 1) % count), AUTO_ADVANCE_MS);
    return () => window.clearInterval(timer);
  }, [autoplay, count]);

  const visible = Array.from({ length: perPage }, (_, i) => TESTIMONIALS[(start + i) % count]!);
  const go = (delta: number) => {
    setAutoplay(false);
    setStart((s) => (s + delta + count) % count);
  };

  return (
    <Box component="section" py={72} bg="gray.0" aria-labelledby="testimonials-title">
      <Container size="lg">
        <Group justify="space-between" align="flex-end" mb="xl">
          <Stack gap={4}>
            <Title id="testimonials-title" order={2}>
              What Our Patients Say
            </Title>
            <Text c="dimmed">Rated 4.8 from 500+ reviews</Text>
          </Stack>
          <Group gap="xs">
            <ActionIcon variant="default" size="lg" radius="xl" aria-label="Previous testimonials" onClick={() => go(-1)}>
              <IconChevronLeft size={18} aria-hidden />
            </ActionIcon>
            <ActionIcon variant="default" size="lg" radius="xl" aria-label="Next testimonials" onClick={() => go(1)}>
              <IconChevronRight size={18} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
        <SimpleGrid
          cols={perPage}
          spacing="lg"
          role="group"
          aria-roledescription="carousel"
          aria-label="Patient testimonials"
          aria-live={autoplay ? "off" : "polite"}
          data-testid="testimonials"
        >
          {visible.map((t) => (
            <Card key={t.name} shadow="xs" component="figure" m={0}>
              <Group gap={2} mb="sm" aria-label="5 out of 5 stars" role="img">
                {[0, 1, 2, 3, 4].map((i) => (
                  <IconStarFilled key={i} size={16} color="var(--mantine-color-yellow-6)" aria-hidden />
                ))}
              </Group>
              <Text component="blockquote" m={0} mb="md">
                “{t.text}”
              </Text>
              <Group gap="sm" component="figcaption">
                <Avatar color="brand" radius="xl" aria-hidden>
                  {t.name.charAt(0)}
                </Avatar>
                <div>
                  <Text fw={600} size="sm">
                    {t.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t.location}
                  </Text>
                </div>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
        <Group justify="center" gap={6} mt="lg" aria-hidden>
          {TESTIMONIALS.map((t, i) => (
            <Box
              key={t.name}
              w={8}
              h={8}
              style={{
                borderRadius: 4,
                background: i === start ? "var(--mantine-color-brand-8)" : "var(--mantine-color-gray-4)",
              }}
            />
          ))}
        </Group>
      </Container>
    </Box>
  );
}

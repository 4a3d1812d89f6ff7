/**
 * Testimonials carousel: the entries of `content.settings.testimonials`
 * (five preset ones until an admin edits them), 3 visible on desktop and 1 on mobile, advancing every
 * 5 seconds until the user presses previous or next. While loading, cards of the same size are
 * shown as skeletons; with no testimonials the section is left out.
 */
import { useEffect, useState } from "react";
import { Avatar, Box, Button, Card, Group, SimpleGrid, Skeleton, Text } from "@mantine/core";
import { IconChevronLeft, IconChevronRight, IconStarFilled } from "@tabler/icons-react";
import { useTranslation } from "../../i18n/useTranslation";
import { EnglishText } from "../../i18n/EnglishText";
import { useSiteSettings } from "../../lib/siteSettings";
import { useMediaQueryHydrated } from "../../lib/viewport";
import { HomeSection } from "./HomeSection";

export const AUTO_ADVANCE_MS = 5000;

export function Testimonials() {
  const { t } = useTranslation("home");
  const isDesktop = useMediaQueryHydrated("(min-width: 62em)");
  const perPage = isDesktop ? 3 : 1;
  const settings = useSiteSettings();
  const testimonials = settings.data?.testimonials ?? [];
  const count = testimonials.length;
  const [start, setStart] = useState(0);
  const [autoplay, setAutoplay] = useState(true);
  // Fewer entries than a page: show each once, without moving.
  const shown = Math.min(perPage, count);
  const canMove = count > shown;

  useEffect(() => {
    if (!autoplay || !canMove) return;
    const timer = window.setInterval(() => setStart((s) => (s + 1) % count), AUTO_ADVANCE_MS);
    return () => window.clearInterval(timer);
  }, [autoplay, count, canMove]);

  if (settings.isSuccess && count === 0) return null;
  const visible = Array.from({ length: shown }, (_, i) => ({
    ...testimonials[(start + i) % count]!,
    key: (start + i) % count,
  }));
  const go = (delta: number) => {
    setAutoplay(false);
    setStart((s) => (s + delta + count) % count);
  };

  return (
    <HomeSection
      id="testimonials"
      grey
      title={t("testimonials.title")}
      subtitle={t("testimonials.subtitle")}
      action={<CarouselArrows disabled={!canMove} onMove={go} />}
    >
      <SimpleGrid
        cols={perPage}
        spacing="lg"
        role="group"
        aria-roledescription={t("testimonials.roleDescription")}
        aria-label={t("testimonials.carousel")}
        aria-live={autoplay ? "off" : "polite"}
        data-testid="testimonials"
      >
        {!settings.data &&
          Array.from({ length: perPage }, (_, i) => (
            <Card key={i} shadow="xs" m={0} aria-hidden>
              <Skeleton h={16} w={96} mb="sm" />
              <Skeleton h={14} mb={8} />
              <Skeleton h={14} mb={8} />
              <Skeleton h={14} w="70%" mb="md" />
              <Group gap="sm">
                <Skeleton h={38} w={38} circle />
                <Skeleton h={14} w={120} />
              </Group>
            </Card>
          ))}
        {visible.map((entry) => (
          <Card key={entry.key} shadow="xs" component="figure" m={0}>
            <Group gap={2} mb="sm" aria-label={t("testimonials.stars")} role="img">
              {[0, 1, 2, 3, 4].map((i) => (
                <IconStarFilled key={i} size={16} color="var(--mantine-color-yellow-6)" aria-hidden />
              ))}
            </Group>
            {/* Admins write testimonials in their own language: English ones are marked as such. */}
            <EnglishText text={entry.text}>
              <Text component="blockquote" m={0} mb="md">
                “{entry.text}”
              </Text>
            </EnglishText>
            <Group gap="sm" component="figcaption">
              <Avatar color="brand" radius="xl" aria-hidden>
                {entry.name.charAt(0)}
              </Avatar>
              <div>
                <Text fw={600} size="sm">
                  <EnglishText inline noNote>
                    {entry.name}
                  </EnglishText>
                </Text>
                <Text size="xs" c="dimmed">
                  <EnglishText inline noNote>
                    {entry.location}
                  </EnglishText>
                </Text>
              </div>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
      <Group justify="center" gap={6} mt="lg" aria-hidden>
        {testimonials.map((_, i) => (
          <Box
            key={i}
            w={8}
            h={8}
            style={{
              borderRadius: 4,
              background: i === start ? "var(--mantine-color-brand-8)" : "var(--mantine-color-gray-4)",
            }}
          />
        ))}
      </Group>
    </HomeSection>
  );
}

/** Previous and next (`onMove(-1)` / `onMove(1)`) as round icon buttons; both `disabled` when all entries show. */
function CarouselArrows({ disabled, onMove }: { disabled: boolean; onMove: (delta: number) => void }) {
  const { t } = useTranslation("home");
  const arrows = [
    { delta: -1, label: t("testimonials.previous"), Icon: IconChevronLeft },
    { delta: 1, label: t("testimonials.next"), Icon: IconChevronRight },
  ];
  return (
    <Group gap="xs">
      {/* Round icon buttons from Button, which every page's first chunk holds, rather than ActionIcon, which only this page would load. */}
      {arrows.map(({ delta, label, Icon }) => (
        <Button
          key={delta}
          variant="default"
          radius="xl"
          w={34}
          h={34}
          p={0}
          aria-label={label}
          onClick={() => onMove(delta)}
          disabled={disabled}
        >
          <Icon size={18} aria-hidden className="mirror-rtl" />
        </Button>
      ))}
    </Group>
  );
}

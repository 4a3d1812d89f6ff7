/** Shared bits of the public blog: the date format and the image placeholder of a post without one. */
import { Box, Center, Stack, Text } from "@mantine/core";
import { IconArticle } from "@tabler/icons-react";
import { formatDate, MONTH_DAY2_YEAR, type Locale } from "@labcompare/domain/format";

/** Public blog dates (full month, two-digit day, year), in the clinics' time zone, in `locale`: "October 10, 2026". */
export function formatPostDate(date: Date | string, locale: Locale): string {
  return formatDate(new Date(date), MONTH_DAY2_YEAR, { locale });
}

/** The date as an ISO 8601 string for <time dateTime>. */
export function isoDate(date: Date | string): string {
  return new Date(date).toISOString();
}

/** A soft brand-coloured panel with an icon (and optionally a label), shown where a post has no image. */
export function PostImagePlaceholder({ label, height }: { label?: string; height: number | string }) {
  return (
    <Box
      h={height}
      aria-hidden
      style={{
        background:
          "radial-gradient(circle at 20% 20%, var(--mantine-color-brand-1) 0%, transparent 55%), linear-gradient(135deg, var(--mantine-color-brand-0) 0%, var(--mantine-color-teal-1) 100%)",
      }}
    >
      <Center h="100%">
        <Stack gap={6} align="center">
          <IconArticle size={40} stroke={1.4} color="var(--mantine-color-brand-8)" />
          {label && (
            <Text size="xs" fw={700} tt="uppercase" c="brand.9" style={{ letterSpacing: 0.8 }}>
              {label}
            </Text>
          )}
        </Stack>
      </Center>
    </Box>
  );
}

import { Card, SimpleGrid, Skeleton, type SkeletonProps } from "@mantine/core";

/** One placeholder bar of a card: its height, width and bottom margin (Mantine style props). */
export type SkeletonBar = Pick<SkeletonProps, "h" | "w" | "mb">;

/**
 * The loading state of a card grid (1, 2 or 3 columns as the loaded grid): `count` cards (default 6),
 * each drawing `bars` top to bottom, in a busy status region named `label` for screen readers.
 */
export function CardGridSkeleton({
  label,
  bars,
  count = 6,
}: {
  label: string;
  bars: SkeletonBar[];
  count?: number;
}) {
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2, md: 3 }}
      spacing="lg"
      role="status"
      aria-busy="true"
      aria-label={label}
    >
      {Array.from({ length: count }, (_, i) => (
        <Card key={i} shadow="xs">
          {bars.map((bar, j) => (
            <Skeleton key={j} {...bar} />
          ))}
        </Card>
      ))}
    </SimpleGrid>
  );
}

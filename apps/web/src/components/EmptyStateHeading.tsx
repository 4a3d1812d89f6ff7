import { Text, Title } from "@mantine/core";
import type { Icon } from "@tabler/icons-react";

/**
 * The head of an empty state (nothing found, an empty basket): a large grey `icon` (decorative), the
 * `title` as an h2 in h3 size, and the dimmed `text` under it. The caller centres it and adds the
 * ways on.
 */
export function EmptyStateHeading({
  icon: StateIcon,
  title,
  text,
}: {
  icon: Icon;
  title: string;
  text: string;
}) {
  return (
    <>
      <StateIcon size={48} stroke={1.5} color="var(--mantine-color-gray-6)" aria-hidden />
      <Title order={2} fz="h3">
        {title}
      </Title>
      <Text c="dimmed" maw={480}>
        {text}
      </Text>
    </>
  );
}

import { Text, Title, type TitleOrder } from "@mantine/core";

/**
 * A heading and the small dimmed paragraph under it (a section's or a card's title and its intro).
 * `title` renders as an h`order` with font size `fz`, bottom margin `mb` and optional `id` (for an
 * aria-labelledby); `text` follows with bottom margin `textMb`, and is left out when empty.
 */
export function HeadingText({
  title,
  text,
  order,
  fz,
  mb,
  id,
  textMb,
}: {
  title: React.ReactNode;
  text?: React.ReactNode;
  order: TitleOrder;
  fz: string;
  mb?: number | string;
  id?: string;
  textMb?: string;
}) {
  return (
    <>
      <Title id={id} order={order} fz={fz} mb={mb}>
        {title}
      </Title>
      {text && (
        <Text size="sm" c="dimmed" mb={textMb}>
          {text}
        </Text>
      )}
    </>
  );
}

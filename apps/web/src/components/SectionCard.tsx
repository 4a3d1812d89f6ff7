import { Card } from "@mantine/core";
import { HeadingText } from "./HeadingText";

/**
 * A card that is a labelled section: an h2 `title` (its `id` labels the section) with an optional
 * dimmed `hint` under it, then `children`; `titleMb`: the space under a title without hint (default "md"). `padding` (default the card's, "md") and the heading's
 * font size `fz` follow the page (e.g. "xl" and "h3" on the profile page); `testId` marks it for
 * end-to-end tests.
 */
export function SectionCard({
  id,
  title,
  hint,
  padding,
  fz,
  testId,
  titleMb = "md",
  children,
}: {
  id: string;
  title: string;
  hint?: React.ReactNode;
  padding?: string;
  fz: string;
  testId?: string;
  titleMb?: string;
  children: React.ReactNode;
}) {
  return (
    <Card shadow="xs" padding={padding} component="section" aria-labelledby={id} data-testid={testId}>
      <HeadingText id={id} order={2} fz={fz} mb={hint ? 4 : titleMb} title={title} text={hint} textMb="md" />
      {children}
    </Card>
  );
}

import { Box, Container, Group, Stack, Text, Title } from "@mantine/core";

/**
 * A home page band: a section labelled by its `title` (an h2 with id `${id}-title`) and a dimmed
 * `subtitle`. Centred headings (`centered`) stand alone above the content; otherwise `action`
 * (e.g. a "View All" link or carousel buttons) sits at the heading's right. `id` is the section's
 * anchor when `anchored` (e.g. /#how-it-works); `grey` gives the band the grey background.
 */
export function HomeSection({
  id,
  anchored = false,
  grey = false,
  title,
  subtitle,
  subtitleWidth,
  centered = false,
  action,
  children,
}: {
  id: string;
  anchored?: boolean;
  grey?: boolean;
  title: string;
  subtitle: string;
  /** Max width of a centred subtitle, in px. */
  subtitleWidth?: number;
  centered?: boolean;
  action?: React.ReactNode;
  children: React.ReactNode;
}) {
  const heading = (
    <Stack gap={4} {...(centered ? { align: "center", ta: "center", mb: 48 } : {})}>
      <Title id={`${id}-title`} order={2}>
        {title}
      </Title>
      <Text c="dimmed" maw={subtitleWidth}>
        {subtitle}
      </Text>
    </Stack>
  );
  return (
    <Box
      component="section"
      id={anchored ? id : undefined}
      py={72}
      bg={grey ? "gray.0" : undefined}
      aria-labelledby={`${id}-title`}
    >
      <Container size="lg">
        {centered ? (
          heading
        ) : (
          <Group justify="space-between" align="flex-end" mb="xl">
            {heading}
            {action}
          </Group>
        )}
        {children}
      </Container>
    </Box>
  );
}

/**
 * Pieces of the public detail pages (a lab, a test, a booking, the booking form): the placeholder
 * shown while the page's record loads, and the page's title block.
 */
import { Container, Grid, Skeleton, Stack, Title } from "@mantine/core";

/**
 * A detail page while its record loads: a status region named `label`, then `back` (e.g. the back
 * link), a bar where the title goes (`titleWidth`, e.g. "50%") and two columns, `main` and `side`,
 * each `span` twelfths wide from the md breakpoint. `after` goes below the columns.
 */
export function DetailPageSkeleton({
  label,
  back,
  titleWidth,
  main,
  side,
  after,
}: {
  label: string;
  back?: React.ReactNode;
  titleWidth: string;
  main: { span: number; children: React.ReactNode };
  side: { span: number; children: React.ReactNode };
  after?: React.ReactNode;
}) {
  return (
    <Container size="lg" py="xl" role="status" aria-busy="true" aria-label={label}>
      {back}
      <Skeleton h={36} w={titleWidth} {...(back ? { mt: "md", mb: "lg" } : { mb: "xl" })} />
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: main.span }}>{main.children}</Grid.Col>
        <Grid.Col span={{ base: 12, md: side.span }}>{side.children}</Grid.Col>
      </Grid>
      {after}
    </Container>
  );
}

/** A detail page's h1 (`title`, long words wrapped anywhere) with the lines under it (`children`). */
export function DetailPageTitle({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <Stack gap={4} mt="md" mb="lg">
      <Title order={1} style={{ overflowWrap: "anywhere" }}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

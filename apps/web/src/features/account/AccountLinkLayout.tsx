/** The frame of the pages emailed links open: a narrow card with the page's h1 (and a noindex title). */
import { Card, Container, Title } from "@mantine/core";
import { usePageTitle } from "../../lib/title";

/** A centred card titled `heading`, holding `children`. */
export function AccountLinkLayout({
  title,
  heading,
  children,
}: {
  title: string;
  heading: string;
  children: React.ReactNode;
}) {
  usePageTitle(title);
  return (
    <Container size={480} py={64}>
      <Title order={1} mb="lg" ta="center">
        {heading}
      </Title>
      <Card shadow="sm" padding="xl">
        {children}
      </Card>
    </Container>
  );
}

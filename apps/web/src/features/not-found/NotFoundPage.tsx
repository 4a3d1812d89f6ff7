import { Anchor, Container, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router-dom";
import { usePageTitle } from "../../lib/title";

export default function NotFoundPage() {
  usePageTitle("Page not found");
  return (
    <Container size="sm" py={120}>
      <Stack align="center" ta="center" gap="md">
        <Text fz={72} fw={800} c="brand.8" lh={1} aria-hidden>
          404
        </Text>
        <Title order={1}>Oops! Page not found</Title>
        <Text c="dimmed">The page you are looking for doesn't exist or has been moved.</Text>
        <Anchor component={Link} to="/" fw={600}>
          Return to Home
        </Anchor>
      </Stack>
    </Container>
  );
}

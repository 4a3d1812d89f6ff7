import { Button, Container, Stack, Text, Title } from "@mantine/core";
import { isRouteErrorResponse, Link, useRouteError } from "react-router-dom";

/** Shown when a page fails to load or render (for example a stale chunk after a deploy). */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <Container size="sm" py={120}>
      <Stack align="center" gap="md" ta="center">
        <Title order={1}>{notFound ? "Oops! Page not found" : "Something went wrong"}</Title>
        <Text c="dimmed">
          {notFound
            ? "The page you are looking for does not exist."
            : "This page could not be loaded. Please reload the page or try again later."}
        </Text>
        <Stack gap="xs" align="center">
          {!notFound && <Button onClick={() => window.location.reload()}>Reload page</Button>}
          <Button component={Link} to="/" variant="subtle">
            Return to Home
          </Button>
        </Stack>
      </Stack>
    </Container>
  );
}

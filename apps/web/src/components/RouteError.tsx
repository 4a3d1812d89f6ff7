import { Component, type ReactNode } from "react";
import { Button, Container, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "../i18n/useTranslation";
import { Link } from "react-router-dom";

/** Shown when a page fails to load or render (for example a stale chunk after a deploy). */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py={120}>
      <Stack align="center" gap="md" ta="center">
        <Title order={1}>{t("routeError.title")}</Title>
        <Text c="dimmed">{t("routeError.text")}</Text>
        <Stack gap="xs" align="center">
          <Button onClick={() => window.location.reload()}>{t("routeError.reload")}</Button>
          <Button component={Link} to="/" variant="subtle">
            {t("routeError.home")}
          </Button>
        </Stack>
      </Stack>
    </Container>
  );
}

/**
 * Catches an error thrown while loading or rendering `children` and shows RouteError in their place;
 * a new `resetKey` (the next page's path) clears it, so leaving the broken page works.
 */
export class RouteErrorBoundary extends Component<
  { resetKey: string; children: ReactNode },
  { failed: boolean; key: string }
> {
  state = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: { resetKey: string }, state: { key: string }) {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  componentDidCatch(error: unknown) {
    console.error(error);
  }

  render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

/**
 * The analytics consent banner at the bottom of the screen, shown by CookieConsent (which holds the
 * choice and loads analytics) while the visitor has not chosen, or after "Cookie settings" reopened it.
 * Props: `choice` (the stored one, or null), `open` (reopened from the footer), `onChoose`.
 */
import { useCallback, useEffect, useRef } from "react";
import { Affix, Anchor, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "../i18n/useTranslation";
import { Link } from "react-router-dom";
import type { ConsentChoice } from "./CookieConsent";

export default function CookieBanner({
  choice,
  open,
  onChoose,
}: {
  choice: ConsentChoice | null;
  open: boolean;
  onChoose: (choice: ConsentChoice) => void;
}) {
  const { t } = useTranslation();
  // When reopened from the footer, move focus into the banner so keyboard users land on the choice.
  // (A callback ref: the Affix portal mounts the banner after this component's effects have run.)
  const focused = useRef(false);
  const focusWhenOpened = useCallback(
    (el: HTMLDivElement | null) => {
      if (el && open && !focused.current) {
        focused.current = true;
        el.focus();
      }
    },
    [open],
  );
  useEffect(() => {
    if (!open) focused.current = false;
  }, [open]);

  return (
    // Above the page header (100), below dialogs (200): an open dialog's buttons stay reachable.
    <Affix position={{ bottom: 16, left: 16, right: 16 }} zIndex={150}>
      <Paper
        ref={focusWhenOpened}
        role="region"
        aria-label={t("cookies.region")}
        tabIndex={-1}
        shadow="xl"
        radius="lg"
        withBorder
        p="lg"
        maw={880}
        mx="auto"
        style={{ outlineOffset: 2 }}
      >
        <Group justify="space-between" align="center" gap="md" wrap="wrap">
          <Stack gap={4} style={{ flex: "1 1 420px" }}>
            <Title order={2} fz="md">
              {t("cookies.title")}
            </Title>
            <Text size="sm">
              {t("cookies.text")}{" "}
              <Anchor component={Link} to="/cookies" size="sm" fw={600} underline="always">
                {t("cookies.policyLink")}
              </Anchor>
            </Text>
            {choice && (
              <Text size="xs" c="dimmed">
                {choice === "accepted" ? t("cookies.currentAccepted") : t("cookies.currentRejected")}
              </Text>
            )}
          </Stack>
          <Group gap="sm" wrap="nowrap">
            <Button variant="default" onClick={() => onChoose("rejected")}>
              {t("cookies.reject")}
            </Button>
            <Button onClick={() => onChoose("accepted")}>{t("cookies.accept")}</Button>
          </Group>
        </Group>
      </Paper>
    </Affix>
  );
}

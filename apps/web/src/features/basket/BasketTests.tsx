/**
 * The basket's tests: each name links to its test page and has a Remove button; "Copy link to this
 * basket" copies the page's shareable address. After a removal the focus goes to the next test's
 * Remove button (else the page's heading) and screen readers hear what was removed. Props: `tests` ({ id, name, path, missing } in basket order;
 * name null while loading or when missing), `onRemove(id)`. A test still loading is a skeleton row
 * without its Remove button, so no button is named "no longer available" before the answer.
 */
import { useRef } from "react";
import { Anchor, Button, Card, CloseButton, Group, Skeleton, Stack, Title } from "@mantine/core";
import { useClipboard } from "@mantine/hooks";
import { IconCheck, IconLink } from "@tabler/icons-react";
import { Link } from "react-router-dom";
import { announce } from "../../lib/announce";
import { focusElement, pageHeading } from "../../lib/focus";
import { useTranslation } from "../../i18n/useTranslation";

export interface BasketTestItem {
  id: string;
  name: string | null;
  path: string;
  /** Its details could not be loaded (no longer in the catalogue, or the request failed). */
  missing: boolean;
}

export function BasketTests({
  tests,
  onRemove,
}: {
  tests: BasketTestItem[];
  onRemove: (id: string) => void;
}) {
  const { t } = useTranslation("basket");
  const clipboard = useClipboard({ timeout: 2000 });
  const unknown = t("unknownTest");
  const list = useRef<HTMLDivElement>(null);
  // The pressed button leaves with its test: focus would fall to the page's start.
  const remove = (index: number) => {
    const test = tests[index]!;
    onRemove(test.id);
    announce(t("removedTest", { name: test.name ?? unknown, count: tests.length - 1 }));
    requestAnimationFrame(() => {
      const buttons = list.current?.querySelectorAll<HTMLElement>("[data-remove-test]");
      const next = buttons?.[Math.min(index, buttons.length - 1)] ?? pageHeading();
      if (next) focusElement(next);
    });
  };
  return (
    <Card shadow="xs" component="section" aria-labelledby="basket-tests-title" padding="md">
      <Group justify="space-between" mb="xs" wrap="wrap" gap="xs">
        <Title id="basket-tests-title" order={2} fz="h4">
          {t("testsTitle", { n: tests.length })}
        </Title>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={
            clipboard.copied ? <IconCheck size={14} aria-hidden /> : <IconLink size={14} aria-hidden />
          }
          onClick={() => clipboard.copy(window.location.href)}
        >
          {clipboard.copied ? t("copied") : t("share")}
        </Button>
      </Group>
      <Stack
        ref={list}
        gap={0}
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: "none" }}
        data-testid="basket-tests"
        aria-busy={tests.some((test) => !test.name && !test.missing) || undefined}
      >
        {tests.map((test, index) => (
          <Group
            key={test.id}
            component="li"
            justify="space-between"
            wrap="nowrap"
            gap="xs"
            py={6}
            style={{ borderBottom: "1px solid var(--mantine-color-gray-2)" }}
          >
            {test.name ? (
              <Anchor
                component={Link}
                to={test.path}
                size="sm"
                style={{ minWidth: 0, overflowWrap: "anywhere" }}
              >
                {test.name}
              </Anchor>
            ) : (
              <Skeleton h={16} w="60%" my={2} data-testid="basket-test-loading" />
            )}
            {test.name || test.missing ? (
              <CloseButton
                size="sm"
                onClick={() => remove(index)}
                aria-label={t("remove", { name: test.name ?? unknown })}
                data-remove-test
              />
            ) : (
              <Skeleton h={22} w={22} circle />
            )}
          </Group>
        ))}
      </Stack>
    </Card>
  );
}

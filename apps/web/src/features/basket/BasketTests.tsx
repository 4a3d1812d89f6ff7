/**
 * The basket's tests: each name links to its test page and has a Remove button; "Copy link to this
 * basket" copies the page's shareable address. Props: `tests` ({ id, name, path } in basket order;
 * name null while loading), `onRemove(id)`.
 */
import { Anchor, Button, Card, CloseButton, Group, Skeleton, Stack, Title } from "@mantine/core";
import { useClipboard } from "@mantine/hooks";
import { IconCheck, IconLink } from "@tabler/icons-react";
import { Link } from "react-router-dom";
import { basketPageCopy as copy } from "./basketPage.copy";

export interface BasketTestItem {
  id: string;
  name: string | null;
  path: string;
}

export function BasketTests({ tests, onRemove }: { tests: BasketTestItem[]; onRemove: (id: string) => void }) {
  const clipboard = useClipboard({ timeout: 2000 });
  return (
    <Card shadow="xs" component="section" aria-labelledby="basket-tests-title" padding="md">
      <Group justify="space-between" mb="xs" wrap="wrap" gap="xs">
        <Title id="basket-tests-title" order={2} fz="h4">
          {copy.testsTitle(tests.length)}
        </Title>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={clipboard.copied ? <IconCheck size={14} aria-hidden /> : <IconLink size={14} aria-hidden />}
          onClick={() => clipboard.copy(window.location.href)}
        >
          {clipboard.copied ? copy.copied : copy.share}
        </Button>
      </Group>
      <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: "none" }} data-testid="basket-tests">
        {tests.map((t) => (
          <Group
            key={t.id}
            component="li"
            justify="space-between"
            wrap="nowrap"
            gap="xs"
            py={6}
            style={{ borderBottom: "1px solid var(--mantine-color-gray-2)" }}
          >
            {t.name ? (
              <Anchor component={Link} to={t.path} size="sm" style={{ minWidth: 0, overflowWrap: "anywhere" }}>
                {t.name}
              </Anchor>
            ) : (
              <Skeleton h={16} w="60%" />
            )}
            <CloseButton size="sm" onClick={() => onRemove(t.id)} aria-label={copy.remove(t.name ?? copy.unknownTest)} />
          </Group>
        ))}
      </Stack>
    </Card>
  );
}

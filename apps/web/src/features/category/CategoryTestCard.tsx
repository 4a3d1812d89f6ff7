/**
 * One test of a category's "Available Tests": name, two lines of description, result time, a
 * "Preparation required" badge when the test has instructions, the lowest price ("From AED …") and
 * "View Details" to the test's page under the category. Props: `test`, `categoryId`.
 */
import { Badge, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { IconClock } from "@tabler/icons-react";
import { Trans } from "react-i18next";
import { useTranslation } from "../../i18n/useTranslation";
import { Link } from "react-router-dom";
import { formatAed } from "@labcompare/domain/format";
import { entityName, inLocale } from "@labcompare/domain/locale";
import { EnglishText } from "../../i18n/EnglishText";
import { Ltr } from "../../i18n/Ltr";
import { ResultTime } from "../../i18n/useResultTime";
import { useLocale } from "../../i18n/useLocale";
import type { RouterOutputs } from "../../trpc";

export interface CategoryTestCardProps {
  test: RouterOutputs["catalog"]["tests"]["byCategory"][number];
  categoryId: string;
}

export function CategoryTestCard({ test, categoryId }: CategoryTestCardProps) {
  const { t } = useTranslation(["category", "common"]);
  const locale = useLocale();
  return (
    <Card shadow="xs" component="article" aria-labelledby={`test-${test.id}`}>
      <Stack gap="sm" h="100%">
        <Title id={`test-${test.id}`} order={3} fz="lg">
          {entityName(test, locale)}
        </Title>
        <CardDescription test={test} />
        <Group gap={6}>
          <Group gap={4} wrap="nowrap">
            <IconClock size={14} aria-hidden />
            <Text size="sm">
              {t("resultsIn", { time: "" })}
              <ResultTime text={test.resultTime} fallback={t("common:catalogDefaults.resultTime")} />
            </Text>
          </Group>
          {test.preparationInstructions && (
            <Badge variant="light" color="orange" c="#8a3c00">
              {t("prepRequired")}
            </Badge>
          )}
        </Group>
        <Group justify="space-between" align="center" mt="xs">
          <Text fw={800} fz="lg" c="brand.9">
            <Trans
              t={t}
              i18nKey="from"
              values={{ price: formatAed(test.lowestPriceAed, locale) }}
              components={{ ltr: <Ltr>{null}</Ltr> }}
            />
          </Text>
          <Button
            component={Link}
            to={`/product/${categoryId}/test/${test.id}`}
            size="sm"
            variant="light"
            aria-label={t("viewDetailsLabel", { name: entityName(test, locale) })}
          >
            {t("viewDetails")}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** Two lines of the test's description in the page's language; an English-only one marked as English. */
function CardDescription({ test }: Pick<CategoryTestCardProps, "test">) {
  const { t } = useTranslation("category");
  const locale = useLocale();
  const text = inLocale(test, "description", locale, null) ?? test.description;
  return (
    <div style={{ flex: 1 }}>
      {text ? (
        <EnglishText text={text}>
          <Text size="sm" c="dimmed" lineClamp={2}>
            {text}
          </Text>
        </EnglishText>
      ) : (
        <Text size="sm" c="dimmed">
          {t("noDescription")}
        </Text>
      )}
    </div>
  );
}

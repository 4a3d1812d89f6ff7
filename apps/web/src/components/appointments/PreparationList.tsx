/**
 * Preparation of every test of a booking, fasting first (longest first): "Fast for 10 hours" then
 * the test's written instructions (PreparationText: in Arabic from the data, English marked as such). Tests needing nothing are left out; `emptyText` (optional) is
 * shown when no test needs preparation. Same orange, AA-contrast style as PrepAlert.
 */
import { Alert, List, Text } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { preparationOf } from "../../lib/bookings";
import { useTranslation } from "../../i18n/useTranslation";
import { entityName } from "@labcompare/domain/locale";
import { PreparationText } from "../PreparationText";
import { useLocale } from "../../i18n/useLocale";

export interface PreparationListProps {
  items: ReadonlyArray<{
    testId?: string;
    id?: string;
    name: string;
    nameAr?: string | null;
    fastingHours: number;
    preparationInstructions: string | null;
    preparationInstructionsAr?: string | null;
  }>;
  emptyText?: string;
}

export function PreparationList({ items, emptyText }: PreparationListProps) {
  const { t } = useTranslation("appointments");
  const locale = useLocale();
  const needed = preparationOf(items);
  if (needed.length === 0) {
    return emptyText ? (
      <Text size="sm" c="dimmed">
        {emptyText}
      </Text>
    ) : null;
  }
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconInfoCircle size={20} aria-hidden color="#8a3c00" />}
      title={
        <Text component="span" fw={700} fz="sm" c="#8a3c00">
          {t("preparation.title")}
        </Text>
      }
    >
      <List spacing="xs" size="sm" data-testid="preparation-list">
        {needed.map((item) => (
          <List.Item key={item.testId ?? item.id ?? item.name}>
            <Text size="sm" c="dark.7">
              <strong>{entityName(item, locale)}:</strong> <PreparationText test={item} withFasting />
            </Text>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

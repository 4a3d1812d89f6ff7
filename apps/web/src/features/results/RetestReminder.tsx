/**
 * "Remind me to retest in 1, 3, 6 or 12 months" on a series of /results: one click schedules an
 * email at 08:00 (Asia/Dubai) on that day (results.reminders.set); a scheduled reminder shows its
 * date with "Cancel" (results.reminders.cancel). `personId`: the family member whose series it is
 * (null / absent: the account holder).
 */
import { RETEST_MONTHS, type RetestMonths } from "@labcompare/domain/retest";
import { formatLongDate } from "@labcompare/domain/format";
import { Button, Group, Text } from "@mantine/core";
import { useTranslation } from "../../i18n/useTranslation";
import { useLocale } from "../../i18n/useLocale";
import { notifyError, notifySuccess } from "../../lib/notify";
import { errorMessage, trpc } from "../../trpc";

/** The reminder control of the series of `testId` named `name` (in the page's language). */
export function RetestReminder({
  testId,
  name,
  personId = null,
}: {
  testId: string;
  name: string;
  personId?: string | null;
}) {
  const { t } = useTranslation("results");
  const locale = useLocale();
  const utils = trpc.useUtils();
  // One query for the whole page: every card asks for the same person's list.
  const list = trpc.results.reminders.list.useQuery({ personId });
  const refresh = () => utils.results.reminders.list.invalidate();
  const set = trpc.results.reminders.set.useMutation({
    onSuccess: (r) => {
      void refresh();
      notifySuccess(t("retest.setDone", { date: formatLongDate(r.dueDate, locale) }));
    },
    onError: (error) => notifyError(t("retest.setFailed"), errorMessage(error, undefined, t)),
  });
  const cancel = trpc.results.reminders.cancel.useMutation({
    onSuccess: () => {
      void refresh();
      notifySuccess(t("retest.cancelDone"));
    },
    onError: (error) => notifyError(t("retest.cancelFailed"), errorMessage(error, undefined, t)),
  });
  if (!list.isSuccess) return null;
  const reminder = list.data.find((r) => r.testId === testId);

  if (reminder) {
    return (
      <Group gap="xs" data-testid="retest-reminder">
        <Text size="sm">
          {t("retest.scheduled", { date: formatLongDate(reminder.dueDate, locale), time: "08:00" })}
        </Text>
        <Button
          variant="subtle"
          size="compact-sm"
          color="red"
          loading={cancel.isPending}
          onClick={() => cancel.mutate({ id: reminder.id })}
          aria-label={t("retest.cancelLabel", { name })}
        >
          {t("retest.cancel")}
        </Button>
      </Group>
    );
  }
  const labelId = `retest-${testId}`;
  const monthLabels: Record<RetestMonths, string> = {
    1: t("retest.in1"),
    3: t("retest.in3"),
    6: t("retest.in6"),
    12: t("retest.in12"),
  };
  return (
    <Group gap="xs" role="group" aria-labelledby={labelId} data-testid="retest-reminder">
      <Text size="sm" id={labelId}>
        {t("retest.prompt")}
      </Text>
      {RETEST_MONTHS.map((months: RetestMonths) => (
        <Button
          key={months}
          variant="light"
          size="compact-sm"
          disabled={set.isPending}
          onClick={() => set.mutate({ testId, months, personId })}
        >
          {monthLabels[months]}
        </Button>
      ))}
    </Group>
  );
}

/**
 * A resolved doctor's list as chips, one per item in the order written (catalog.resolveList):
 * - exact: the test's name, with what was written;
 * - likely: "“vitamn d”: did you mean" and the candidates (the match and up to three alternatives),
 *   the one in the basket marked; tapping another puts it in the basket instead;
 * - none: "not found", with a link to search for the item.
 * A matched test no longer in the basket shows its choices again. Choices are links to the basket
 * with that test (`hrefFor`), so they work without JavaScript; with it, `onChoose` changes the basket
 * in place. Below, "Compare labs for these N tests" jumps to the comparison (`resultsId`).
 *
 * Props: `items`, `chosenIds` (the tests compared), `hrefFor(item, testId)`, `onChoose(item, testId)`,
 * `resultsId` (the comparison's element id).
 */
import type { MouseEvent } from "react";
import { Anchor, Button, Card, Group, Text, Title } from "@mantine/core";
import { IconAlertCircle, IconCircleCheck, IconHelpCircle } from "@tabler/icons-react";
import { useTranslation } from "../../i18n/useTranslation";
import { Link } from "react-router-dom";
import { entityName } from "@labcompare/domain/locale";
import { useLocale } from "../../i18n/useLocale";
import { focusElement } from "../../lib/focus";
import type { ResolvedListItem } from "./useResolvedList";
import classes from "./DoctorListChips.module.css";

export interface DoctorListChipsProps {
  items: ResolvedListItem[];
  chosenIds: readonly string[];
  hrefFor: (item: ResolvedListItem, testId: string) => string;
  onChoose: (item: ResolvedListItem, testId: string) => void;
  resultsId: string;
}

/** Each chip state's icon and its colour class: matched, to choose, not found. */
const STATE_ICONS = {
  exact: [IconCircleCheck, classes.ok],
  choose: [IconHelpCircle, classes.ask],
  none: [IconAlertCircle, classes.missing],
} as const;

/** The candidates of an item: its match first, then the alternatives. */
export const candidatesOf = (item: ResolvedListItem) =>
  item.match
    ? [{ testId: item.match.testId, name: item.match.name, nameAr: item.match.nameAr }, ...item.alternatives]
    : [];

/** The candidate of `item` that is in `chosenIds`, or null. */
export const chosenOf = (item: ResolvedListItem, chosenIds: readonly string[]) =>
  candidatesOf(item).find((c) => chosenIds.includes(c.testId)) ?? null;

/**
 * The in-page link's click: the focus goes to the comparison's heading (else it stays on <body>),
 * without a #fragment in the address (the router would treat it as a navigation). Before hydration
 * the plain link does the same: the heading has tabindex -1.
 */
const toResults = (resultsId: string) => (event: MouseEvent<HTMLAnchorElement>) => {
  const target = document.getElementById(resultsId);
  if (!target) return;
  event.preventDefault();
  focusElement(target);
  target.scrollIntoView({ block: "start" });
};

export function DoctorListChips({ items, chosenIds, hrefFor, onChoose, resultsId }: DoctorListChipsProps) {
  const { t } = useTranslation("doctorList");
  const locale = useLocale();
  const found = items.filter((i) => i.match).length;
  const compared = items.filter((i) => chosenOf(i, chosenIds)).length;
  const choose = (item: ResolvedListItem, testId: string) => (e: MouseEvent<HTMLAnchorElement>) => {
    e.preventDefault();
    onChoose(item, testId);
  };

  return (
    <Card
      shadow="xs"
      padding="md"
      component="section"
      aria-labelledby="doctor-list-title"
      mb="lg"
      data-testid="doctor-list-chips"
    >
      <Group justify="space-between" gap="xs" mb="xs">
        <Title id="doctor-list-title" order={2} fz="h4">
          {t("chipsTitle")}
        </Title>
        <Text size="sm" c="dimmed">
          {t("chipsSummary", { found, count: items.length })}
        </Text>
      </Group>
      <ul className={classes.chips}>
        {items.map((item) => {
          const chosen = chosenOf(item, chosenIds);
          const state = !item.match ? "none" : chosen && item.confidence === "exact" ? "exact" : "choose";
          const [Icon, iconClass] = STATE_ICONS[state];
          return (
            <li
              key={item.input}
              className={classes.chip}
              data-testid="list-chip"
              data-confidence={item.confidence}
              data-state={state}
            >
              <Icon size={18} aria-hidden className={iconClass} />
              <span className={classes.chipText}>
                {state === "exact" && chosen && (
                  <>
                    <Text span fw={600} size="sm">
                      {entityName(chosen, locale)}
                    </Text>{" "}
                    <Text span size="xs" c="dimmed">
                      {t("exactFrom", { input: item.input })}
                    </Text>
                  </>
                )}
                {state === "choose" && (
                  <>
                    <Text span size="sm">
                      {chosen || item.confidence === "likely"
                        ? t("didYouMean", { input: item.input })
                        : t("notInBasket")}
                    </Text>
                    <span className={classes.choices}>
                      {candidatesOf(item).map((c) => {
                        const isChosen = chosen?.testId === c.testId;
                        return (
                          <a
                            key={c.testId}
                            href={hrefFor(item, c.testId)}
                            onClick={choose(item, c.testId)}
                            className={classes.choice}
                            data-chosen={isChosen || undefined}
                            aria-current={isChosen ? "true" : undefined}
                          >
                            {isChosen && <IconCircleCheck size={14} aria-hidden />}
                            {entityName(c, locale)}
                            {isChosen && <span className={classes.visuallyHidden}> ({t("chosen")})</span>}
                          </a>
                        );
                      })}
                    </span>
                  </>
                )}
                {state === "none" && (
                  <>
                    <Text span size="sm">
                      {t("notFound", { input: item.input })}
                    </Text>{" "}
                    <Anchor component={Link} to={`/search?q=${encodeURIComponent(item.input)}`} size="sm">
                      {t("searchFor", { input: item.input })}
                    </Anchor>
                  </>
                )}
              </span>
            </li>
          );
        })}
      </ul>
      {compared > 0 && (
        <Button component="a" href={`#${resultsId}`} onClick={toResults(resultsId)} mt="sm" fullWidth>
          {t("compareCount", { count: compared })}
        </Button>
      )}
    </Card>
  );
}

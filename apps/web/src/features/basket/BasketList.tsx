/**
 * The basket's doctor's list (/basket?list=…): the list resolved as chips (or why it cannot be: the
 * validators' message), and the list box to paste another, open when the basket is empty or the list
 * is wrong, folded otherwise. Choosing another candidate on a chip swaps that test in the basket.
 *
 * Props: `listText` (the URL's list, null without one), `list` (useResolvedList), `ids` (the tests
 * compared, in order), `params` (the page's query, for the choices' links), `onReplace(ids)`.
 */
import { Alert, Skeleton } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { useTranslation } from "../../i18n/useTranslation";
import { DoctorListChips, chosenOf } from "../../components/doctor-list/DoctorListChips";
import { DoctorListForm } from "../../components/doctor-list/DoctorListForm";
import type { ResolvedList, ResolvedListItem } from "../../components/doctor-list/useResolvedList";
import { errorMessage } from "../../trpc";
import { listPlaceholderHeight } from "./basketView";

/** Element id of the comparison's heading, the target of "Compare labs for these N tests". */
export const BASKET_RESULTS_ID = "basket-results";

export interface BasketListProps {
  listText: string | null;
  list: ResolvedList;
  ids: readonly string[];
  params: URLSearchParams;
  onReplace: (ids: string[]) => void;
}

/** `ids` with `item`'s chosen test swapped for `testId` (or `testId` added when none of its candidates is in). */
export function swapChoice(ids: readonly string[], item: ResolvedListItem, testId: string): string[] {
  const chosen = chosenOf(item, ids);
  if (chosen) return ids.map((id) => (id === chosen.testId ? testId : id));
  return ids.includes(testId) ? [...ids] : [...ids, testId];
}

export function BasketList({ listText, list, ids, params, onReplace }: BasketListProps) {
  const { t } = useTranslation(["common", "basket"]);
  const hrefFor = (item: ResolvedListItem, testId: string) => {
    const next = new URLSearchParams(params);
    next.set("tests", swapChoice(ids, item, testId).join(","));
    return `/basket?${next.toString()}`;
  };
  return (
    <>
      {list.problem && (
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} mb="lg" role="alert">
          {list.problem}
        </Alert>
      )}
      {list.isError && (
        <Alert
          color="red"
          icon={<IconAlertCircle size={18} aria-hidden />}
          title={t("basket:listResolveError")}
          mb="lg"
          role="alert"
        >
          {errorMessage(list.error, undefined, t)}
        </Alert>
      )}
      {listText !== null && list.items === null && !list.isError && (
        <Skeleton
          h={listPlaceholderHeight(listText)}
          mb="lg"
          role="status"
          aria-label={t("basket:listResolving")}
        />
      )}
      {list.items && list.items.length > 0 && (
        <DoctorListChips
          items={list.items}
          chosenIds={ids}
          hrefFor={hrefFor}
          onChoose={(item, testId) => onReplace(swapChoice(ids, item, testId))}
          resultsId={BASKET_RESULTS_ID}
        />
      )}
      <DoctorListForm
        key={listText ?? ""}
        id="basket-list"
        defaultValue={listText ?? ""}
        folded
        open={ids.length === 0 || !!list.problem}
      />
    </>
  );
}

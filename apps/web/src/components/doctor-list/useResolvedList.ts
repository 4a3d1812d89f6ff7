/**
 * A doctor's list resolved by `catalog.resolveList` (a catalogue query, so the server render fetches
 * it too): its items, the matched test ids in the order written, and what is wrong with the list
 * before asking (empty, too long, too many: @labcompare/domain/doctor-list, the server's own check).
 */
import { doctorListProblem } from "@labcompare/domain/doctor-list";
import { doctorListProblemMessage } from "@labcompare/validators/list-messages";
import { trpc, type RouterOutputs } from "../../trpc";

export type ResolvedListItem = RouterOutputs["catalog"]["resolveList"]["items"][number];

/** The message for what is wrong with `text` as a list, or null when it can be resolved. */
export function listProblemMessage(text: string): string | null {
  const problem = doctorListProblem(text);
  return problem ? doctorListProblemMessage(problem) : null;
}

export interface ResolvedList {
  /** The validators' message when the list cannot be resolved (no query is sent). */
  problem: string | null;
  /** The items as resolved: [] without a (valid) list, null while loading. */
  items: ResolvedListItem[] | null;
  /** Ids of the matched tests (exact and likely) in the order written: [] without a (valid) list or on an error, null while loading. */
  ids: string[] | null;
  isError: boolean;
  error: unknown;
}

/** Resolves `text` (null: no list) when it is a valid list; answers are kept 5 minutes. */
export function useResolvedList(text: string | null): ResolvedList {
  const problem = text === null ? null : listProblemMessage(text);
  const query = trpc.catalog.resolveList.useQuery(
    { text: text ?? "" },
    { enabled: text !== null && !problem, staleTime: 5 * 60_000 },
  );
  if (text === null || problem) return { problem, items: [], ids: [], isError: false, error: null };
  const items = query.data?.items ?? null;
  return {
    problem: null,
    items,
    ids: items ? items.flatMap((i) => (i.match ? [i.match.testId] : [])) : query.isError ? [] : null,
    isError: query.isError,
    error: query.error,
  };
}

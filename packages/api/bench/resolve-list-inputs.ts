/**
 * The worst inputs of the allowed size for catalog.resolveList and catalog.search's typo correction
 * (bench:resolve-list): lists of DOCTOR_LIST_MAX_ITEMS items of 12 misspelt words (each resembling
 * catalogue words, so each has corrections to look up and try) up to DOCTOR_LIST_MAX_CHARS
 * characters in Latin and Arabic script, one item of the whole length, words far longer than any
 * test's; search queries of 200 characters (the schema's limit) of misspelt words in both scripts.
 */
import { DOCTOR_LIST_MAX_CHARS, DOCTOR_LIST_MAX_ITEMS } from "@labcompare/domain/doctor-list";
import { MISSPELT_ARABIC, MISSPELT_LATIN } from "../test/misspelt-words.ts";

const SEARCH_MAX_CHARS = 200;

/** `count` items of up to `words` words from `pool`, each distinct, the whole list ≤ `maxChars` characters. */
function worstList(
  pool: string[],
  separator: string,
  count: number,
  words: number,
  maxChars: number,
): string {
  const perItem = Math.floor((maxChars - (count - 1) * separator.length) / count);
  const items = Array.from({ length: count }, (_, i) => {
    const item: string[] = [];
    for (let j = 0; j < words; j++) {
      const next = [...item, pool[(i * 7 + j * 5) % pool.length]!].join(" ");
      if (next.length > perItem) break;
      item.push(pool[(i * 7 + j * 5) % pool.length]!);
    }
    return item.join(" ");
  });
  const text = items.join(separator);
  if (text.length > maxChars) throw new Error(`list of ${text.length} characters`);
  return text;
}

/** Misspelt words from `pool` (starting at `from`) up to `maxChars` characters. */
function worstQuery(pool: string[], from: number, maxChars: number): string {
  let q = "";
  for (let i = from; ; i++) {
    const next = q ? `${q} ${pool[i % pool.length]}` : pool[i % pool.length]!;
    if (next.length > maxChars) return q;
    q = next;
  }
}

/** A resolveList text (`list`) or a search query (`q`), named. */
export interface WorstInput {
  kind: string;
  list?: string;
  q?: string;
}

/** Every worst input, in a fixed order. */
export function worstInputs(): WorstInput[] {
  const list = (pool: string[], separator: string) =>
    worstList(pool, separator, DOCTOR_LIST_MAX_ITEMS, 12, DOCTOR_LIST_MAX_CHARS);
  const latinList = list(MISSPELT_LATIN, ", ");
  const arabicList = list(MISSPELT_ARABIC, "، ");
  const mixedList = `${latinList.slice(0, 1000).replace(/,[^,]*$/, "")}, ${arabicList.slice(0, 990).replace(/،[^،]*$/, "")}`;
  const oneLongItem = `CBC, ${worstQuery(MISSPELT_LATIN, 0, DOCTOR_LIST_MAX_CHARS - 5)}`;
  const longWords = Array.from({ length: 8 }, (_, k) =>
    MISSPELT_LATIN.slice(k, k + 30)
      .join("")
      .slice(0, 240),
  ).join(", ");
  return [
    { kind: `resolveList: 20 Latin items × misspelt words (${latinList.length} chars)`, list: latinList },
    { kind: `resolveList: 20 Arabic items × misspelt words (${arabicList.length} chars)`, list: arabicList },
    { kind: `resolveList: Latin and Arabic items (${mixedList.length} chars)`, list: mixedList },
    { kind: `resolveList: one item of misspelt words (${oneLongItem.length} chars)`, list: oneLongItem },
    { kind: `resolveList: 8 items of one 240-character word (${longWords.length} chars)`, list: longWords },
    {
      kind: `search: Latin misspelt words (${worstQuery(MISSPELT_LATIN, 0, SEARCH_MAX_CHARS).length} chars)`,
      q: worstQuery(MISSPELT_LATIN, 0, SEARCH_MAX_CHARS),
    },
    {
      kind: `search: Latin, other words (${worstQuery(MISSPELT_LATIN, 24, SEARCH_MAX_CHARS).length} chars)`,
      q: worstQuery(MISSPELT_LATIN, 24, SEARCH_MAX_CHARS),
    },
    {
      kind: `search: Arabic misspelt words (${worstQuery(MISSPELT_ARABIC, 0, SEARCH_MAX_CHARS).length} chars)`,
      q: worstQuery(MISSPELT_ARABIC, 0, SEARCH_MAX_CHARS),
    },
    {
      kind: `search: Arabic, other words (${worstQuery(MISSPELT_ARABIC, 20, SEARCH_MAX_CHARS).length} chars)`,
      q: worstQuery(MISSPELT_ARABIC, 20, SEARCH_MAX_CHARS),
    },
    { kind: "search: one 200-character word", q: MISSPELT_LATIN.join("").slice(0, SEARCH_MAX_CHARS) },
  ];
}

/**
 * The plans of "How are you paying?" as select options: "Self-pay" first, then one group per insurer
 * ("Insurer – Plan" labels in the page's language, English when a name has no Arabic), and the
 * search that finds a plan by any of its names, English or Arabic.
 */
import type { ComboboxItem, ComboboxItemGroup, ComboboxParsedItem, OptionsFilter } from "@mantine/core";
import type { Locale } from "@labcompare/domain/locale";

/** The option standing for self-pay (never a plan slug: slugs have no "_"). */
export const SELF_PAY = "__self_pay";

/** A plan as catalog.insurancePlans lists it. */
export interface ChoosablePlan {
  slug: string;
  name: string;
  nameAr: string | null;
  insurerName: string;
  insurerNameAr: string | null;
}

/**
 * Text folded for matching: lower case, Arabic diacritics and tatweel dropped, the forms of alef,
 * yeh and teh marbuta written one way, runs of anything else than letters and digits as one space.
 */
export function foldSearchText(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u064B-\u065F\u0670\u0640]/g, "")
    .replace(/[أإآٱ]/g, "ا")
    .replace(/ى/g, "ي")
    .replace(/ة/g, "ه")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** Options for `plans` (already in the insurers' order) and each plan's folded names by slug (`keys`). */
export function planOptions(plans: readonly ChoosablePlan[], locale: Locale, selfPayLabel: string) {
  const self: ComboboxItem = { value: SELF_PAY, label: selfPayLabel };
  const insurers: ComboboxItemGroup<ComboboxItem, string>[] = [];
  const keys = new Map<string, string>();
  for (const plan of plans) {
    const insurer = (locale === "ar" && plan.insurerNameAr) || plan.insurerName;
    const name = (locale === "ar" && plan.nameAr) || plan.name;
    let group = insurers.find((g) => g.group === insurer);
    if (!group) {
      group = { group: insurer, items: [] };
      insurers.push(group);
    }
    group.items.push({ value: plan.slug, label: `${insurer} – ${name}` });
    keys.set(
      plan.slug,
      foldSearchText(
        [plan.insurerName, plan.insurerNameAr, plan.name, plan.nameAr].filter(Boolean).join(" "),
      ),
    );
  }
  return {
    /** For the searchable select: self-pay, then the insurers' groups. */
    groups: [self, ...insurers],
    /** For the native select (before hydration): self-pay as "", then the same groups. */
    native: [{ value: "", label: selfPayLabel }, ...insurers],
    keys,
  };
}

/** Mantine's option filter: every typed word in the plan's names (self-pay always listed). */
export function planFilter(keys: ReadonlyMap<string, string>): OptionsFilter {
  return ({ options, search }) => {
    const words = foldSearchText(search).split(" ").filter(Boolean);
    if (!words.length) return options;
    const match = (o: ComboboxItem) =>
      o.value === SELF_PAY || words.every((w) => (keys.get(o.value) ?? "").includes(w));
    const kept: ComboboxParsedItem[] = [];
    for (const o of options) {
      if (!("group" in o)) {
        if (match(o)) kept.push(o);
        continue;
      }
      const items = o.items.filter(match);
      if (items.length) kept.push({ ...o, items });
    }
    return kept;
  };
}

/** Finds the test a price-list row names: by slug, then LOINC code, then exact name. */
import type { Db } from "@labcompare/db";

/** A test a price-list row can name. */
export interface TestMatch {
  id: string;
  name: string;
  slug: string;
  loincCode: string | null;
}

/**
 * Looks up every `test` value at once (one query): by slug, then LOINC code, then exact name
 * (case-insensitive). Input: the rows' `test` values. Output: a lookup from one value to its test,
 * "unknown" (no match) or "ambiguous" (several tests share the code or name).
 */
export async function resolveTests(
  db: Db,
  keys: string[],
): Promise<(key: string) => TestMatch | "unknown" | "ambiguous"> {
  const unique = [...new Set(keys)];
  const lower = [...new Set(unique.map((k) => k.toLowerCase()))];
  const found: TestMatch[] = unique.length
    ? await db.test.findMany({
        where: {
          OR: [
            { slug: { in: lower } },
            { loincCode: { in: unique } },
            { name: { in: unique, mode: "insensitive" } },
          ],
        },
        select: { id: true, name: true, slug: true, loincCode: true },
      })
    : [];
  const bySlug = new Map<string, TestMatch>();
  const byLoinc = new Map<string, TestMatch[]>();
  const byName = new Map<string, TestMatch[]>();
  for (const t of found) {
    bySlug.set(t.slug, t);
    if (t.loincCode) byLoinc.set(t.loincCode, [...(byLoinc.get(t.loincCode) ?? []), t]);
    const name = t.name.toLowerCase();
    byName.set(name, [...(byName.get(name) ?? []), t]);
  }
  return (key: string): TestMatch | "unknown" | "ambiguous" => {
    const slugHit = bySlug.get(key.toLowerCase());
    if (slugHit) return slugHit;
    for (const hits of [byLoinc.get(key), byName.get(key.toLowerCase())]) {
      if (hits?.length === 1) return hits[0]!;
      if (hits && hits.length > 1) return "ambiguous";
    }
    return "unknown";
  };
}

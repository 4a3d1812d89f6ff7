/** The home page's popular tests with their live "from" price (AED strings with two decimals). */
import type { PrismaClient } from "@labcompare/db";
import { aed, aedRequired } from "../money.ts";

/** The home page's popular tests (SPEC's five, in SPEC's order), by slug. */
export const POPULAR_TEST_SLUGS = [
  "complete-blood-count-cbc",
  "vitamin-d-test",
  "thyroid-function-tsh",
  "lipid-profile",
  "comprehensive-health-package",
] as const;

/**
 * catalog.popularTests: SPEC's five popular tests with their live "from" price — the cheapest active
 * offer at an active lab — and that offer's original (struck-through) price. Tests without offers are
 * left out. Output: [{ id, slug, name, nameAr, categorySlug, priceAed, originalPriceAed }].
 */
export async function popularTests(db: PrismaClient) {
  const tests = await db.test.findMany({
    where: { slug: { in: [...POPULAR_TEST_SLUGS] }, active: true },
    select: {
      id: true,
      slug: true,
      name: true,
      nameAr: true,
      category: { select: { slug: true } },
      offers: {
        where: { active: true, lab: { active: true } },
        orderBy: [{ priceAed: "asc" }, { id: "asc" }],
        take: 1,
        select: { priceAed: true, originalPriceAed: true },
      },
    },
  });
  return POPULAR_TEST_SLUGS.flatMap((slug) => {
    const t = tests.find((x) => x.slug === slug);
    const cheapest = t?.offers[0];
    if (!t || !cheapest) return [];
    return [
      {
        id: t.id,
        slug: t.slug,
        name: t.name,
        nameAr: t.nameAr,
        categorySlug: t.category?.slug ?? null,
        priceAed: aedRequired(cheapest.priceAed),
        originalPriceAed: aed(cheapest.originalPriceAed),
      },
    ];
  });
}

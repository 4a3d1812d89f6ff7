/**
 * The category page's data: the category and its tests (`catalog.categories.byId`,
 * `catalog.tests.byCategory`), the page's head (title, description and keywords from the category;
 * noindex when it cannot be shown), and error toasts (none for a missing category, whose page says
 * so). Output: `category`, `tests`, `categoryMissing`.
 */
import { useTranslation } from "../../i18n/useTranslation";
import { entityName } from "@labcompare/domain/locale";
import { useLocale } from "../../i18n/useLocale";
import { useErrorToast } from "../../lib/hooks";
import { useSeo } from "../../lib/seo";
import { trpc, trpcErrorCode } from "../../trpc";

export function useCategoryPage(categoryId: string) {
  const { t } = useTranslation(["category", "common"]);
  const locale = useLocale();
  const category = trpc.catalog.categories.byId.useQuery({ id: categoryId });
  const tests = trpc.catalog.tests.byCategory.useQuery({ categoryId });
  const c0 = category.data;
  const name0 = c0 ? entityName(c0, locale) : "";
  useSeo(
    c0
      ? {
          title: t("seoTitle", { name: name0 }),
          description: c0.description,
          canonicalPath: `/product/${c0.id}`,
          fallback: {
            description: t("seoDescription", { name: name0 }),
            keywords: t("seoKeywords", { name: name0 }),
          },
        }
      : category.isError
        ? { fallback: { title: t("notFound") }, noindex: true }
        : { loading: true },
  );

  const categoryMissing = trpcErrorCode(category.error) === "NOT_FOUND";
  useErrorToast(category.error, () => (categoryMissing ? t("notFound") : t("fetchError")), !categoryMissing);
  useErrorToast(categoryMissing ? null : tests.error, t("fetchTestsError"));
  return { category, tests, categoryMissing };
}

/**
 * /search: ranked results with filters, all kept in the URL (q, category, page, minPrice, maxPrice,
 * emirate, lab, home=1, sort), 20 per page with Mantine Pagination. A lab filter (from the /labs
 * directory) shows as a removable chip. Each result links to its test page with the emirate and
 * home-collection filters, which the test page's comparison keeps; results can go to the basket.
 */
import { Box, Container, Grid, Stack, Title } from "@mantine/core";
import { useTranslation } from "../../i18n/useTranslation";
import { staticPageDescription } from "@labcompare/validators/pages";
import { BackButton } from "../../components/BackButton";
import { SearchBox } from "../../components/SearchBox";
import { DoctorListForm } from "../../components/doctor-list/DoctorListForm";
import { useLocale } from "../../i18n/useLocale";
import { writeSearchState } from "../../lib/searchParams";
import { useSeo } from "../../lib/seo";
import { LabFilterChip } from "./LabFilterChip";
import { SearchFilters } from "./SearchFilters";
import { SearchListOffer } from "./SearchListOffer";
import { SearchResults } from "./SearchResults";
import { clearFiltersHref, hasActiveFilters, isPriceRangeInvalid } from "./searchPageState";
import { useSearchPage } from "./useSearchPage";

export default function SearchPage() {
  const { t } = useTranslation("search");
  const locale = useLocale();
  const { state, categories, labs, category, lab, emirates, search, update } = useSearchPage();
  useSeo({
    fallback: {
      title: state.q ? t("seoTitleQuery", { q: state.q }) : t("seoTitleAll"),
      description: state.q
        ? t("seoDescriptionQuery", { q: state.q })
        : staticPageDescription("/search", locale),
    },
    canonicalPath: "/search",
  });
  const filtersActive = hasActiveFilters(state);
  // Links rather than handlers, so they work before hydration: the search without filters, and its first page.
  const clearHref = clearFiltersHref(state.q);

  return (
    <Container size="lg" py="xl">
      <BackButton to="/">{t("back")}</BackButton>
      <Stack gap="md" mt="sm" mb="xl">
        <Title order={1}>{state.q ? t("titleQuery", { q: state.q }) : t("titleAll")}</Title>
        <Box maw={720}>
          <SearchBox
            value={state.q}
            onSearch={(q) => update({ q })}
            params={writeSearchState({ ...state, page: 1 })}
          />
          <DoctorListForm id="search-list" folded />
        </Box>
      </Stack>

      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <SearchFilters
            state={state}
            categories={categories.data ?? []}
            categoriesPending={categories.isPending}
            categoryId={category?.id ?? null}
            emirates={emirates}
            priceRangeInvalid={isPriceRangeInvalid(state)}
            filtersActive={filtersActive}
            onChange={update}
            clearHref={clearHref}
          />
        </Grid.Col>

        <Grid.Col span={{ base: 12, md: 9 }}>
          {state.lab && <LabFilterChip state={state} lab={lab} labsPending={labs.isPending} />}
          <SearchListOffer q={state.q} />
          <SearchResults
            state={state}
            search={search}
            filtersActive={filtersActive}
            clearHref={clearHref}
            categories={categories.data ?? []}
          />
        </Grid.Col>
      </Grid>
    </Container>
  );
}

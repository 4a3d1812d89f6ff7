/**
 * On /search, when the query is a list of tests ("CBC, Vitamin D, TSH"): the tests it names
 * (catalog.resolveList, fetched by the server render too) and "Add all N to basket", a link to the
 * basket with that list (/basket?list=…), which fills the basket and compares the labs — before
 * hydration and without JavaScript as well. Shows nothing for a single item, a list over the limits,
 * or a list of which nothing is found. Props: `q` (the search query).
 */
import { Button, Card, Group, Text } from "@mantine/core";
import { IconBasketPlus } from "@tabler/icons-react";
import { useTranslation } from "../../i18n/useTranslation";
import { Link } from "react-router-dom";
import { doctorListItems } from "@labcompare/domain/doctor-list";
import { listPath } from "../../components/doctor-list/DoctorListForm";
import { useResolvedList } from "../../components/doctor-list/useResolvedList";
import { entityName } from "@labcompare/domain/locale";
import { useLocale } from "../../i18n/useLocale";

export function SearchListOffer({ q }: { q: string }) {
  const { t } = useTranslation("doctorList");
  const locale = useLocale();
  const isList = doctorListItems(q).length > 1;
  const list = useResolvedList(isList ? q : null);
  const matched = (list.items ?? []).filter((i) => i.match);
  if (!isList || list.problem || matched.length === 0) return null;
  return (
    <Card
      shadow="xs"
      padding="md"
      mb="md"
      withBorder
      data-testid="search-list-offer"
      component="section"
      aria-labelledby="search-list-title"
    >
      <Text id="search-list-title" fw={600} mb={4}>
        {t("searchListTitle", { count: matched.length })}
      </Text>
      <Text size="sm" c="dimmed" mb="sm">
        {matched.map((i) => entityName(i.match!, locale)).join(" · ")}
      </Text>
      <Group>
        <Button component={Link} to={listPath(q)} leftSection={<IconBasketPlus size={18} aria-hidden />}>
          {t("addAll", { number: matched.length })}
        </Button>
      </Group>
    </Card>
  );
}

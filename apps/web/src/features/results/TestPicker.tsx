import { useMemo } from "react";
import { SearchedSelect, useSearchText } from "../../components/SearchedSelect";
import type { SelectProps } from "@mantine/core";
import { trpc } from "../../trpc";
import { useTranslation } from "../../i18n/useTranslation";
import { entityName } from "@labcompare/domain/locale";
import { useLocale } from "../../i18n/useLocale";

/**
 * A catalogue test chosen by typing (catalog.search: the 20 best matches of the typed text). Value:
 * the test's id, or null. Other props go to Mantine's Select (label, error, data-path…).
 */
export function TestPicker({
  value,
  onChange,
  ...rest
}: Omit<SelectProps, "data" | "value" | "onChange"> & {
  value: string | null;
  onChange: (id: string | null) => void;
}) {
  const { t } = useTranslation("results");
  const locale = useLocale();
  const text = useSearchText();
  const query = trpc.catalog.search.useQuery(
    { q: text.debounced, page: 1 },
    { placeholderData: (prev) => prev },
  );
  const options = useMemo(
    () => (query.data?.items ?? []).map((test) => ({ value: test.id, label: entityName(test, locale) })),
    [query.data, locale],
  );
  return (
    <SearchedSelect
      label={t("test")}
      placeholder={t("testPlaceholder")}
      value={value}
      onChange={onChange}
      {...text.props(options, query.isFetching)}
      nothingFound={t("noTestMatch")}
      searching={t("searching")}
      {...rest}
    />
  );
}

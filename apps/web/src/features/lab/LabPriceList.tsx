/**
 * A lab's full price list (`catalog.labs.offers`) with a search box: each test links to its page,
 * with price and struck-through original price, home-collection fee (AED), turnaround ("Results in
 * 24 h") and Book (/book/{testId}?lab={labId}). Cards on phones (< 768 px), a table with a sticky
 * header otherwise; 40 at a time with "Show more". Props: `labId`, `labSlug`.
 */
import { useMemo, useState } from "react";
import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconAlertCircle, IconSearch } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { formatAed } from "@labcompare/domain/format";
import { struckOriginalPrice } from "@labcompare/domain/pricing";
import { DataTable, DataTableHead } from "../../components/DataTable";
import { BookCell, HomeFeeCell } from "../../components/PriceTableCells";
import { NAV_HEIGHT } from "../../components/NavBar";
import { entityName } from "@labcompare/domain/locale";
import { useLocale } from "../../i18n/useLocale";
import { useResultsIn } from "../../i18n/useResultsIn";
import { bookPath } from "../../lib/paths";
import { errorMessage, trpc, type RouterOutputs } from "../../trpc";
import { useMediaQueryHydrated } from "../../lib/viewport";
import classes from "./LabPriceList.module.css";

type LabOffer = RouterOutputs["catalog"]["labs"]["offers"][number];

const PAGE = 40;
const nowrap = { whiteSpace: "nowrap" } as const;
const struckOf = (o: LabOffer) => struckOriginalPrice(o.originalPriceAed, o.priceAed);

export function LabPriceList({ labId, labSlug }: { labId: string; labSlug: string }) {
  const { t } = useTranslation("lab");
  const offers = trpc.catalog.labs.offers.useQuery({ id: labSlug }, { staleTime: 5 * 60_000 });
  const [q, setQ] = useState("");
  const [query] = useDebouncedValue(q.trim().toLowerCase(), 150);
  const [limit, setLimit] = useState(PAGE);
  const isDesktop = useMediaQueryHydrated("(min-width: 48em)");

  const matching = useMemo(
    () =>
      (offers.data ?? []).filter(
        (o) =>
          !query ||
          o.test.name.toLowerCase().includes(query) ||
          o.test.slug.includes(query.replace(/\s+/g, "-")),
      ),
    [offers.data, query],
  );
  const shown = matching.slice(0, limit);

  return (
    <Paper
      withBorder
      radius="lg"
      shadow="xs"
      p={{ base: "sm", sm: "lg" }}
      component="section"
      aria-labelledby="lab-prices-title"
    >
      <Title id="lab-prices-title" order={2} fz="h4" mb="sm">
        {t("pricesTitle")}
      </Title>
      <TextInput
        label={t("searchLabel")}
        placeholder={t("searchPlaceholder")}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={q}
        onChange={(e) => {
          setQ(e.currentTarget.value);
          setLimit(PAGE);
        }}
        type="search"
        mb="sm"
        maw={420}
      />
      {offers.isError ? (
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} title={t("pricesError")}>
          {errorMessage(offers.error, undefined, t)}
        </Alert>
      ) : offers.isPending ? (
        <Stack gap="xs" role="status" aria-busy="true" aria-label={t("loading")}>
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} h={44} />
          ))}
        </Stack>
      ) : (
        <>
          <Text size="sm" c="dimmed" mb="xs" aria-live="polite" data-testid="lab-prices-count">
            {matching.length === offers.data.length
              ? t("matchingAll", { count: matching.length })
              : t("matchingOf", { shown: matching.length, count: offers.data.length })}
          </Text>
          {matching.length === 0 ? (
            <Text py="md">{t("noMatch", { q: q.trim() })}</Text>
          ) : isDesktop ? (
            <PriceTable offers={shown} labId={labId} />
          ) : (
            <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: "none" }}>
              {shown.map((o) => (
                <PriceCard key={o.offerId} offer={o} labId={labId} />
              ))}
            </Stack>
          )}
          {matching.length > shown.length && (
            <Button variant="light" mt="md" onClick={() => setLimit((n) => n + PAGE)}>
              {t("showMore", { number: Math.min(PAGE, matching.length - shown.length) })}
            </Button>
          )}
        </>
      )}
    </Paper>
  );
}

function PriceTable({ offers, labId }: { offers: LabOffer[]; labId: string }) {
  const { t } = useTranslation("lab");
  const locale = useLocale();
  const resultsIn = useResultsIn();
  return (
    <DataTable
      verticalSpacing="xs"
      striped
      highlightOnHover
      stickyHeaderOffset={NAV_HEIGHT}
      data-testid="lab-prices"
    >
      <DataTableHead columns={[t("test"), t("price"), t("fee"), t("results")]} actionLabel={t("action")} />
      <tbody>
        {offers.map((o) => {
          const struck = struckOf(o);
          return (
            <tr key={o.offerId}>
              <td>
                <Anchor component={Link} to={`/tests/${o.test.slug}`} size="sm" fw={600}>
                  {entityName(o.test, locale)}
                </Anchor>
              </td>
              <td>
                {/* The original price under the price, not in a column of its own: six columns overflowed the card on a desktop. */}
                <Text size="sm" fw={700} c="brand.9" style={nowrap}>
                  {formatAed(o.priceAed, locale)}
                </Text>
                {struck && (
                  <Text component="s" td="line-through" size="xs" c="dimmed" display="block" style={nowrap}>
                    <VisuallyHidden>{t("wasShort")} </VisuallyHidden>
                    {formatAed(struck, locale)}
                  </Text>
                )}
              </td>
              <HomeFeeCell feeAed={o.homeCollectionFeeAed} none={t("noHome")} />
              <td>
                <Text size="sm" className={classes.results}>
                  {resultsIn(o.turnaroundHours)}
                </Text>
              </td>
              <BookCell
                to={bookPath(o.test.id, labId)}
                label={t("bookLabel", { test: entityName(o.test, locale) })}
              >
                {t("book")}
              </BookCell>
            </tr>
          );
        })}
      </tbody>
    </DataTable>
  );
}

function PriceCard({ offer: o, labId }: { offer: LabOffer; labId: string }) {
  const { t } = useTranslation("lab");
  const locale = useLocale();
  const resultsIn = useResultsIn();
  const struck = struckOf(o);
  return (
    <Card component="li" padding="sm" shadow="xs">
      <Anchor
        component={Link}
        to={`/tests/${o.test.slug}`}
        fw={600}
        size="sm"
        style={{ overflowWrap: "anywhere" }}
      >
        {entityName(o.test, locale)}
      </Anchor>
      <Group justify="space-between" align="center" wrap="nowrap" gap="xs" mt={4}>
        <div style={{ minWidth: 0 }}>
          <Group gap={6} align="baseline">
            <Text fw={700} c="brand.9">
              {formatAed(o.priceAed, locale)}
            </Text>
            {struck && (
              <Text component="s" td="line-through" size="xs" c="dimmed">
                <VisuallyHidden>{t("wasShort")} </VisuallyHidden>
                {formatAed(struck, locale)}
              </Text>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {resultsIn(o.turnaroundHours)}
            {o.homeCollectionFeeAed !== null &&
              ` · ${t("feeLabel")} ${formatAed(o.homeCollectionFeeAed, locale)}`}
          </Text>
        </div>
        <Button
          component={Link}
          to={bookPath(o.test.id, labId)}
          size="xs"
          aria-label={t("bookLabel", { test: entityName(o.test, locale) })}
          style={{ flexShrink: 0 }}
        >
          {t("book")}
        </Button>
      </Group>
    </Card>
  );
}

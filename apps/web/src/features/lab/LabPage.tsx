/**
 * /labs/{slug}: a partner lab's page (`catalog.labs.bySlug`) — name, area and emirate, number of
 * tests, accreditation, address with directions, phone, opening hours (text and per day, Asia/Dubai),
 * home collection and the emirates it serves — and its price list with a search box, a page at a
 * time (`catalog.labs.prices`, LabPriceList). The server writes the same title, description and JSON-LD into the first
 * HTML (apps/server/src/seo).
 */
import { Badge, Button, Container, Grid, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "../../i18n/useTranslation";
import { useParams } from "react-router-dom";
import { BackButton } from "../../components/BackButton";
import { HydrateLater } from "../../components/HydrateLater";
import { entityName } from "@labcompare/domain/locale";
import { labAreaEmirate } from "@labcompare/domain/format";
import { useOpeningHoursText } from "../../i18n/openingHours";
import { useLocale } from "../../i18n/useLocale";
import { labPath } from "../../lib/paths";
import { useSeo } from "../../lib/seo";
import { errorMessage, trpc, trpcErrorCode } from "../../trpc";
import { LabDetailsCard } from "./LabDetailsCard";
import { LabPriceList, labPricesInput, useLabPrices } from "./LabPriceList";
import type { ServerQueries } from "../../lib/lazyPage";
import { DetailPageSkeleton, DetailPageTitle } from "../../components/DetailPage";

/**
 * The queries the server fetches before rendering this page: the lab and its price list, as the page
 * asks them. Left out of the browser's build.
 */
export const serverQueries: ServerQueries | undefined = import.meta.env.SSR
  ? (utils, { params, search }) => [
      utils.catalog.labs.bySlug.prefetch({ id: params.slug ?? "" }),
      utils.catalog.labs.prices.prefetch(labPricesInput(params.slug ?? "", search)),
    ]
  : undefined;

export default function LabPage() {
  const { t } = useTranslation(["lab", "common"]);
  const locale = useLocale();
  const hoursText = useOpeningHoursText();
  const { slug = "" } = useParams();
  const lab = trpc.catalog.labs.bySlug.useQuery({ id: slug }, { staleTime: 5 * 60_000 });
  // Asked with the lab (by the URL's slug): the server fetches both in one round.
  const prices = useLabPrices(slug);
  const missing = trpcErrorCode(lab.error) === "NOT_FOUND";
  const l = lab.data;
  const name = l ? entityName(l, locale) : "";
  const place = l ? labAreaEmirate(l, locale) : { area: "", emirate: "" };
  const seoHome = l?.homeCollection ? t("seoHome") : "";
  useSeo(
    l
      ? {
          title: t("seoTitle", { name, area: place.area }),
          description: t("seoDescription", {
            name,
            ...place,
            tests: l.testCount,
            home: seoHome,
            hours: hoursText(l.weeklyHours),
          }),
          keywords: [name, place.area, place.emirate, t("keywordLabTests"), ...l.accreditation].join(", "),
          canonicalPath: labPath(l),
        }
      : lab.isError
        ? { fallback: { title: t("notFoundTitle") }, noindex: true }
        : { loading: true },
  );

  const back = <BackButton to="/labs">{t("back")}</BackButton>;

  if (lab.isError) {
    return (
      <Container size="lg" py="xl">
        {back}
        <Stack align="center" ta="center" py={80} gap="md">
          <Title order={1}>{missing ? t("notFoundTitle") : t("fetchError")}</Title>
          <Text c="dimmed">{missing ? t("notFoundText") : errorMessage(lab.error, t("retryText"), t)}</Text>
          {!missing && <Button onClick={() => void lab.refetch()}>{t("retry")}</Button>}
        </Stack>
      </Container>
    );
  }

  if (!l) {
    return (
      <DetailPageSkeleton
        label={t("loading")}
        back={back}
        titleWidth="50%"
        main={{ span: 4, children: <Skeleton h={420} /> }}
        side={{ span: 8, children: <Skeleton h={420} /> }}
      />
    );
  }

  return (
    <Container size="lg" py="xl">
      {back}
      <DetailPageTitle title={name}>
        <Group gap="xs">
          <Text c="dimmed">{t("common:place.areaEmirate", place)}</Text>
          <Badge variant="light" color="brand" c="brand.9" tt="none">
            {t("testsOffered", { count: l.testCount })}
          </Badge>
        </Group>
      </DetailPageTitle>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <LabDetailsCard lab={l} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          {/* Below the lab's details on a phone: hydrated after them. */}
          <HydrateLater>
            <LabPriceList key={l.id} labId={l.id} list={prices} />
          </HydrateLater>
        </Grid.Col>
      </Grid>
    </Container>
  );
}

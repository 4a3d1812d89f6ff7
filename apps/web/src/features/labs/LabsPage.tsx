/**
 * /labs: the partner-lab directory (catalog.labs.list) with an emirate filter kept in ?emirate= and
 * "near me" (your location or an area; `near=` / `area=` in the URL): with a point, labs come
 * nearest first with their distance (km, one decimal, straight line). Each lab shows its emirate,
 * area, accreditation, home collection and number of tests, and links to its page (/labs/{slug}:
 * hours, directions, full price list) and to its tests on the search page (/search?lab={slug}).
 */
import {
  Anchor,
  Card,
  Container,
  Group,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { IconArrowRight, IconClock, IconDirections, IconMapPin, IconPhone } from "@tabler/icons-react";
import { useTranslation } from "../../i18n/useTranslation";
import { Link, useSearchParams } from "react-router-dom";
import { emirateName, formatKm, labAddress } from "@labcompare/domain/format";
import { HydrateRestLater } from "../../components/HydrateLater";
import { NearMeControl } from "../../components/near/NearMeControl";
import { entityName } from "@labcompare/domain/locale";
import { useOpeningHoursText } from "../../i18n/openingHours";
import { useLocale } from "../../i18n/useLocale";
import { useNearMe } from "../../lib/nearMe";
import { labPath } from "../../lib/paths";
import { useStaticPageSeo } from "../../lib/staticPageSeo";
import { trpc, type RouterOutputs } from "../../trpc";
import { useMediaQueryHydrated } from "../../lib/viewport";
import { IconRow } from "../../components/IconRow";
import { AccreditationBadges } from "../../components/AccreditationBadges";
import { HomeCollectionIcon } from "../../components/HomeCollectionIcon";
import { NewTabAnchor } from "../../components/NewTabAnchor";
import { PhoneLink } from "../../components/PhoneLink";
import { LabCardHeading } from "../../components/LabCardHeading";
import { LoadErrorAlert } from "../../components/LoadErrorAlert";
import { CardGridSkeleton, type SkeletonBar } from "../../components/CardGridSkeleton";

type Lab = RouterOutputs["catalog"]["labs"]["list"][number];

const ALL = "All";
const EMIRATE_FILTERS = [ALL, "Dubai", "Abu Dhabi", "Sharjah"] as const;
/** A lab card while loading: name, area, two lines of details, hours and the link. */
const LAB_CARD_BARS: SkeletonBar[] = [
  { h: 20, w: "70%", mb: "sm" },
  { h: 12, w: "40%", mb: "md" },
  { h: 12, mb: 6 },
  { h: 12, w: "80%", mb: 6 },
  { h: 12, w: "60%", mb: "lg" },
  { h: 14, w: "45%" },
];

export default function LabsPage() {
  const { t } = useTranslation("labs");
  const locale = useLocale();
  useStaticPageSeo("/labs", t("title"));
  const near = useNearMe();
  const labs = trpc.catalog.labs.list.useQuery(near.point ? { near: near.point } : {}, {
    staleTime: 5 * 60_000,
    placeholderData: (prev) => prev,
  });
  const [params, setParams] = useSearchParams();
  const narrow = useMediaQueryHydrated("(max-width: 36em)");
  const requested = params.get("emirate");
  const emirate = EMIRATE_FILTERS.find((e) => e === requested) ?? ALL;
  const shown = (labs.data ?? []).filter((lab) => emirate === ALL || lab.emirate === emirate);
  const count = (e: string) => (labs.data ?? []).filter((lab) => e === ALL || lab.emirate === e).length;
  const emirateLabel = emirateName(emirate, locale);

  return (
    <Container size="lg" py={48}>
      <Title order={1} mb="xs">
        {t("title")}
      </Title>
      <Text size="lg" c="dimmed" mb="xl" maw={760}>
        {t("intro")}
      </Text>

      <Stack gap={6} mb="xl">
        <Text id="emirate-filter-label" size="sm" fw={600}>
          {t("filterLabel")}
        </Text>
        <SegmentedControl
          aria-labelledby="emirate-filter-label"
          value={emirate}
          onChange={(value) =>
            setParams(
              (prev) => {
                const next = new URLSearchParams(prev);
                if (value === ALL) next.delete("emirate");
                else next.set("emirate", value);
                return next;
              },
              { replace: true, preventScrollReset: true },
            )
          }
          orientation={narrow ? "vertical" : "horizontal"}
          data={EMIRATE_FILTERS.map((e) => ({
            value: e,
            label: labs.data
              ? `${e === ALL ? t("all") : emirateName(e, locale)} (${count(e)})`
              : e === ALL
                ? t("all")
                : emirateName(e, locale),
          }))}
          w={{ base: "100%", sm: "fit-content" }}
        />
      </Stack>
      <Stack mb="xl" maw={720}>
        <NearMeControl near={near} idPrefix="labs-near" />
      </Stack>

      {labs.isPending ? (
        <CardGridSkeleton label={t("loading")} bars={LAB_CARD_BARS} />
      ) : labs.isError ? (
        <LoadErrorAlert title={t("error")} error={labs.error} onRetry={() => void labs.refetch()} />
      ) : shown.length === 0 ? (
        <Text c="dimmed" ta="center" py={48} size="lg">
          {t("none", { emirate: emirateLabel })}
        </Text>
      ) : (
        <>
          <Text size="sm" c="dimmed" mb="md" aria-live="polite">
            {emirate === ALL
              ? t("countAll", { count: shown.length })
              : t("countIn", { count: shown.length, emirate: emirateLabel })}
            {/* Not while the list on screen is the one from before the location (placeholder): it is not sorted by distance yet. */}
            {near.point && !labs.isPlaceholderData && t("nearestFirst")}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
            <HydrateRestLater items={shown} keyOf={(lab) => lab.id}>
              {(lab) => <LabCard lab={lab} />}
            </HydrateRestLater>
          </SimpleGrid>
        </>
      )}
    </Container>
  );
}

function LabCard({ lab }: { lab: Lab }) {
  const { t } = useTranslation("labs");
  const locale = useLocale();
  const name = entityName(lab, locale);
  const hoursText = useOpeningHoursText();
  const titleId = `lab-${lab.id}`;
  return (
    <Card shadow="xs" component="article" aria-labelledby={titleId}>
      <Stack gap="sm" h="100%">
        <LabCardHeading lab={lab} titleId={titleId} order={2} fz="lg">
          {lab.distanceKm !== null && (
            <Text span fw={600} c="dark.7" data-testid="lab-distance">
              {" "}
              · {t("away", { km: formatKm(lab.distanceKm, locale) })}
            </Text>
          )}
        </LabCardHeading>
        <AccreditationBadges list={lab.accreditation} size="sm" label={t("accreditation")} />
        <Stack gap={6} style={{ flex: 1 }}>
          <IconRow icon={<IconMapPin size={16} aria-hidden />}>{labAddress(lab, locale)}</IconRow>
          {lab.phone && (
            <IconRow icon={<IconPhone size={16} aria-hidden />}>
              <PhoneLink phone={lab.phone} />
            </IconRow>
          )}
          <IconRow icon={<IconClock size={16} aria-hidden />}>{hoursText(lab.weeklyHours)}</IconRow>
          <IconRow icon={<IconDirections size={16} aria-hidden />}>
            <NewTabAnchor href={lab.directionsUrl} size="sm" c="dark.7" td="underline">
              {t("directions")}
              <VisuallyHidden>{t("directionsHidden", { name })}</VisuallyHidden>
            </NewTabAnchor>
          </IconRow>
          <IconRow icon={<HomeCollectionIcon homeCollection={lab.homeCollection} size={16} />}>
            {lab.homeCollection ? t("homeYes") : t("homeNo")}
          </IconRow>
        </Stack>
        <Group justify="space-between" align="center" mt="xs" wrap="wrap" gap="xs">
          <Anchor component={Link} to={labPath(lab)} size="sm" fw={600}>
            {t("pricesHours")}
            <VisuallyHidden>{t("pricesHoursHidden", { name })}</VisuallyHidden>
          </Anchor>
          <Anchor
            component={Link}
            to={`/search?lab=${encodeURIComponent(lab.slug)}`}
            size="sm"
            fw={600}
            style={{ display: "inline-flex", alignItems: "center", gap: 4 }}
          >
            {t("testsOffered", { count: lab.testCount })}
            <VisuallyHidden>{t("testsHidden", { name })}</VisuallyHidden>
            <IconArrowRight size={14} aria-hidden className="mirror-rtl" />
          </Anchor>
        </Group>
      </Stack>
    </Card>
  );
}

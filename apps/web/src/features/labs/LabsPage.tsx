/**
 * /labs: the partner-lab directory (catalog.labs.list) with an emirate filter kept in ?emirate= and
 * "near me" (your location or an area; `near=` / `area=` in the URL): with a point, labs come
 * nearest first with their distance (km, one decimal, straight line). Each lab shows its emirate,
 * area, accreditation, home collection and number of tests, and links to its page (/labs/{slug}:
 * hours, directions, full price list) and to its tests on the search page (/search?lab={slug}).
 */
import { STATIC_PAGE_DESCRIPTIONS } from "@labcompare/validators/pages";
import {
  Alert,
  Anchor,
  Badge,
  Card,
  Container,
  Group,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { IconAlertCircle, IconArrowRight, IconClock, IconDirections, IconHome, IconHomeOff, IconMapPin, IconPhone } from "@tabler/icons-react";
import { Link, useSearchParams } from "react-router-dom";
import { formatKm } from "@labcompare/domain/format";
import { NearMeControl } from "../../components/near/NearMeControl";
import { useNearMe } from "../../lib/nearMe";
import { labPath } from "../../lib/paths";
import { useSeo } from "../../lib/seo";
import { errorMessage, trpc, type RouterOutputs } from "../../trpc";
import { useMediaQueryHydrated } from "../../lib/viewport";
import { IconRow } from "../../components/IconRow";

type Lab = RouterOutputs["catalog"]["labs"]["list"][number];

const ALL = "All";
const EMIRATE_FILTERS = [ALL, "Dubai", "Abu Dhabi", "Sharjah"] as const;

export default function LabsPage() {
  useSeo({
    fallback: {
      title: "Partner Labs",
      description: STATIC_PAGE_DESCRIPTIONS["/labs"],
    },
  });
  const near = useNearMe();
  const labs = trpc.catalog.labs.list.useQuery(near.point ? { near: near.point } : {}, { staleTime: 5 * 60_000, placeholderData: (prev) => prev });
  const [params, setParams] = useSearchParams();
  const narrow = useMediaQueryHydrated("(max-width: 36em)");
  const requested = params.get("emirate");
  const emirate = EMIRATE_FILTERS.find((e) => e === requested) ?? ALL;
  const shown = (labs.data ?? []).filter((lab) => emirate === ALL || lab.emirate === emirate);
  const count = (e: string) => (labs.data ?? []).filter((lab) => e === ALL || lab.emirate === e).length;

  return (
    <Container size="lg" py={48}>
      <Title order={1} mb="xs">
        Partner Labs
      </Title>
      <Text size="lg" c="dimmed" mb="xl" maw={760}>
        Licensed, accredited laboratories across the UAE. Compare their prices on any test, book a lab visit or, where
        offered, a home collection.
      </Text>

      <Stack gap={6} mb="xl">
        <Text id="emirate-filter-label" size="sm" fw={600}>
          Filter by emirate
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
            label: labs.data ? `${e} (${count(e)})` : e,
          }))}
          w={{ base: "100%", sm: "fit-content" }}
        />
      </Stack>
      <Stack mb="xl" maw={720}>
        <NearMeControl near={near} idPrefix="labs-near" />
      </Stack>

      {labs.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" role="status" aria-busy="true" aria-label="Loading labs">
          {Array.from({ length: 6 }, (_, i) => (
            <Card key={i} shadow="xs">
              <Skeleton h={20} w="70%" mb="sm" />
              <Skeleton h={12} w="40%" mb="md" />
              <Skeleton h={12} mb={6} />
              <Skeleton h={12} w="80%" mb={6} />
              <Skeleton h={12} w="60%" mb="lg" />
              <Skeleton h={14} w="45%" />
            </Card>
          ))}
        </SimpleGrid>
      ) : labs.isError ? (
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} title="Could not load the labs">
          {errorMessage(labs.error)}
        </Alert>
      ) : shown.length === 0 ? (
        <Text c="dimmed" ta="center" py={48} size="lg">
          No partner labs in {emirate} yet.
        </Text>
      ) : (
        <>
          <Text size="sm" c="dimmed" mb="md" aria-live="polite">
            {shown.length} {shown.length === 1 ? "lab" : "labs"}
            {emirate === ALL ? " across the UAE" : ` in ${emirate}`}
            {/* Not while the list on screen is the one from before the location (placeholder): it is not sorted by distance yet. */}
            {near.point && !labs.isPlaceholderData && ", nearest first"}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
            {shown.map((lab) => (
              <LabCard key={lab.id} lab={lab} />
            ))}
          </SimpleGrid>
        </>
      )}
    </Container>
  );
}

function LabCard({ lab }: { lab: Lab }) {
  const titleId = `lab-${lab.id}`;
  return (
    <Card shadow="xs" component="article" aria-labelledby={titleId}>
      <Stack gap="sm" h="100%">
        <div>
          <Title id={titleId} order={2} fz="lg" lh={1.3}>
            <Anchor component={Link} to={labPath(lab)} c="dark.8" inherit>
              {lab.name}
            </Anchor>
          </Title>
          <Text size="sm" c="dimmed">
            {lab.area}, {lab.emirate}
            {lab.distanceKm !== null && (
              <Text span fw={600} c="dark.7" data-testid="lab-distance">
                {" "}
                · {formatKm(lab.distanceKm)} away
              </Text>
            )}
          </Text>
        </div>
        {lab.accreditation.length > 0 && (
          <Group gap={4}>
            <VisuallyHidden>Accreditation:</VisuallyHidden>
            {lab.accreditation.map((a) => (
              <Badge key={a} size="sm" variant="outline" color="gray" c="dark.6">
                {a}
              </Badge>
            ))}
          </Group>
        )}
        <Stack gap={6} style={{ flex: 1 }}>
          <IconRow icon={<IconMapPin size={16} aria-hidden />}>{lab.address}</IconRow>
          {lab.phone && (
            <IconRow icon={<IconPhone size={16} aria-hidden />}>
              <Anchor href={`tel:${lab.phone.replace(/[^\d+]/g, "")}`} size="sm" c="dark.7">
                {lab.phone}
              </Anchor>
            </IconRow>
          )}
          {lab.openingHours && <IconRow icon={<IconClock size={16} aria-hidden />}>{lab.openingHours}</IconRow>}
          <IconRow icon={<IconDirections size={16} aria-hidden />}>
            <Anchor href={lab.directionsUrl} target="_blank" rel="noopener noreferrer" size="sm" c="dark.7" td="underline">
              Get directions
              <VisuallyHidden> to {lab.name} (opens in a new tab)</VisuallyHidden>
            </Anchor>
          </IconRow>
          <IconRow icon={lab.homeCollection ? <IconHome size={16} aria-hidden /> : <IconHomeOff size={16} aria-hidden />}>
            {lab.homeCollection ? "Home collection available" : "Lab visits only (no home collection)"}
          </IconRow>
        </Stack>
        <Group justify="space-between" align="center" mt="xs" wrap="wrap" gap="xs">
          <Anchor component={Link} to={labPath(lab)} size="sm" fw={600}>
            Prices and hours
            <VisuallyHidden> of {lab.name}</VisuallyHidden>
          </Anchor>
          <Anchor
            component={Link}
            to={`/search?lab=${encodeURIComponent(lab.slug)}`}
            size="sm"
            fw={600}
            style={{ display: "inline-flex", alignItems: "center", gap: 4 }}
          >
            {lab.testCount} {lab.testCount === 1 ? "test" : "tests"} offered
            <VisuallyHidden> at {lab.name}: search them</VisuallyHidden>
            <IconArrowRight size={14} aria-hidden />
          </Anchor>
        </Group>
      </Stack>
    </Card>
  );
}

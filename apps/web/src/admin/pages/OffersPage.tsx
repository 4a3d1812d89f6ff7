/**
 * /admin/offers: what each lab charges for each test. Three tabs: a test's offers across labs, a
 * lab's offers (its price list), and the CSV import of a lab's price list (preview, then apply).
 * The chosen tab, test and lab live in the URL (?tab=&test=&lab=) so other screens can link here.
 */
import { useState } from "react";
import {
  ActionIcon,
  Button,
  Card,
  Checkbox,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Tabs,
  Text,
  TextInput,
  Tooltip,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { useDebouncedValue } from "@mantine/hooks";
import { IconPencil, IconPlus, IconSearch } from "@tabler/icons-react";
import { zod4Resolver } from "mantine-form-zod-resolver";
import { useSearchParams } from "react-router-dom";
import { DEFAULT_TURNAROUND_HOURS, offerUpsertInput } from "@labcompare/validators/admin";
import { formatAed, formatTurnaround } from "@labcompare/domain/format";
import { useErrorToast } from "../../lib/hooks";
import { notifySuccess } from "../../lib/notify";
import { trpc, trpcFieldErrors } from "../../trpc";
import { PriceListImport } from "../components/PriceListImport";
import { LabSelect, TestSelect } from "../components/pickers";
import { AdminModal, ActiveBadge, ListPager, PageHeader, TableMessage } from "../components/ui";
import { aedOrDash, dateTime, toastError, useInvalidateCatalog } from "../lib";

type Tab = "test" | "lab" | "import";

/** The offer fields a row shows and the edit form starts from. */
interface OfferRow {
  id: string;
  priceAed: string;
  originalPriceAed: string | null;
  homeCollectionFeeAed: string | null;
  turnaroundHours: number;
  active: boolean;
  updatedAt: Date;
  lab: { id: string; name: string; active: boolean };
  test: { id: string; name: string; active: boolean };
}

/** What the offer modal edits: an existing offer, or a new one for a fixed test or lab. */
type OfferTarget = { offer: OfferRow } | { testId: string; testName: string } | { labId: string; labName: string };

/** The offers and price lists screen. */
export default function OffersPage() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get("tab") === "lab" || params.get("tab") === "import" ? (params.get("tab") as Tab) : params.get("lab") && !params.get("test") ? "lab" : "test";
  const testId = params.get("test");
  const labId = params.get("lab");
  const [target, setTarget] = useState<OfferTarget | null>(null);

  const set = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    setParams(next, { replace: true });
  };

  return (
    <Stack gap="lg">
      <PageHeader title="Offers & Price Lists" subtitle="What each lab charges for each test, in AED." />
      <Tabs value={tab} onChange={(v) => set({ tab: v })} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="test">By test</Tabs.Tab>
          <Tabs.Tab value="lab">By lab</Tabs.Tab>
          <Tabs.Tab value="import">Import price list</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="test">
          <OffersByTest testId={testId} onTest={(id) => set({ test: id })} onEdit={setTarget} />
        </Tabs.Panel>
        <Tabs.Panel value="lab">
          <OffersByLab labId={labId} onLab={(id) => set({ lab: id })} onEdit={setTarget} />
        </Tabs.Panel>
        <Tabs.Panel value="import">
          <PriceListImport labId={labId} onLab={(id) => set({ lab: id })} />
        </Tabs.Panel>
      </Tabs>

      <AdminModal
        opened={target !== null}
        onClose={() => setTarget(null)}
        title={target && "offer" in target ? `Edit offer: ${target.offer.test.name} at ${target.offer.lab.name}` : "Add an offer"}
        size="lg"
      >
        {target && <OfferForm target={target} onDone={() => setTarget(null)} />}
      </AdminModal>
    </Stack>
  );
}

/** A test picker and the chosen test's offers at every lab, cheapest first. */
function OffersByTest({
  testId,
  onTest,
  onEdit,
}: {
  testId: string | null;
  onTest: (id: string | null) => void;
  onEdit: (target: OfferTarget) => void;
}) {
  const test = trpc.admin.tests.byId.useQuery({ id: testId ?? "" }, { enabled: Boolean(testId) });
  const offers = trpc.admin.offers.listByTest.useQuery({ testId: testId ?? "" }, { enabled: Boolean(testId) });
  useErrorToast(offers.error, "Error fetching offers");

  return (
    <Stack gap="md">
      <Card shadow="xs" padding="md">
        <Group align="flex-end" justify="space-between" gap="md">
          <TestSelect value={testId} onChange={onTest} selectedLabel={test.data?.name} w={420} maw="100%" />
          {testId && test.data && (
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => onEdit({ testId, testName: test.data.name })}
            >
              Add lab offer
            </Button>
          )}
        </Group>
      </Card>
      {!testId ? (
        <Text c="dimmed">Choose a test to see what each lab charges for it.</Text>
      ) : (
        <OfferTable
          mode="test"
          rows={offers.data}
          loading={offers.isPending}
          error={offers.isError}
          onEdit={(offer) => onEdit({ offer })}
        />
      )}
    </Stack>
  );
}

/** A lab picker and the chosen lab's offers by test name, searchable and paged. */
function OffersByLab({
  labId,
  onLab,
  onEdit,
}: {
  labId: string | null;
  onLab: (id: string | null) => void;
  onEdit: (target: OfferTarget) => void;
}) {
  const [q, setQ] = useState("");
  const [debouncedQ] = useDebouncedValue(q.trim(), 300);
  const [page, setPage] = useState(1);
  const lab = trpc.admin.labs.byId.useQuery({ id: labId ?? "" }, { enabled: Boolean(labId) });
  const offers = trpc.admin.offers.listByLab.useQuery(
    { labId: labId ?? "", q: debouncedQ || undefined, page },
    { enabled: Boolean(labId), placeholderData: (prev) => prev },
  );
  useErrorToast(offers.error, "Error fetching offers");

  return (
    <Stack gap="md">
      <Card shadow="xs" padding="md">
        <Group align="flex-end" justify="space-between" gap="md">
          <Group align="flex-end" gap="md">
            <LabSelect
              value={labId}
              onChange={(id) => {
                onLab(id);
                setPage(1);
              }}
              w={340}
              maw="100%"
            />
            <TextInput
              label="Search tests"
              placeholder="Name, abbreviation or LOINC code"
              leftSection={<IconSearch size={16} aria-hidden />}
              value={q}
              onChange={(e) => {
                setQ(e.currentTarget.value);
                setPage(1);
              }}
              disabled={!labId}
              w={280}
            />
          </Group>
          {labId && lab.data && (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => onEdit({ labId, labName: lab.data.name })}>
              Add test offer
            </Button>
          )}
        </Group>
      </Card>
      {!labId ? (
        <Text c="dimmed">Choose a lab to see its price list.</Text>
      ) : (
        <>
          <OfferTable
            mode="lab"
            rows={offers.data?.items}
            loading={offers.isPending}
            error={offers.isError}
            onEdit={(offer) => onEdit({ offer })}
          />
          {offers.data && <ListPager page={page} total={offers.data.total} pageSize={offers.data.pageSize} onChange={setPage} />}
        </>
      )}
    </Stack>
  );
}

/** Offers as a table: the lab (mode "test") or the test (mode "lab"), prices, turnaround, status, edit. */
function OfferTable({
  mode,
  rows,
  loading,
  error,
  onEdit,
}: {
  mode: "test" | "lab";
  rows: OfferRow[] | undefined;
  loading: boolean;
  error: boolean;
  onEdit: (offer: OfferRow) => void;
}) {
  const invalidate = useInvalidateCatalog();
  const setActive = trpc.admin.offers.setActive.useMutation({
    onSuccess: (o) => {
      notifySuccess(o.active ? "Offer activated" : "Offer deactivated", `${o.test.name} at ${o.lab.name}`);
      void invalidate();
    },
    onError: (e) => toastError("Could not update the offer", e),
  });
  const cols = 7;
  return (
    <Card shadow="xs" padding={0}>
      <Table.ScrollContainer minWidth={960}>
        <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover style={{ whiteSpace: "nowrap" }}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{mode === "test" ? "Lab" : "Test"}</Table.Th>
              <Table.Th ta="right">Price</Table.Th>
              <Table.Th ta="right">Original price</Table.Th>
              <Table.Th ta="right">Home collection fee</Table.Th>
              <Table.Th>Turnaround</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {loading ? (
              <TableMessage colSpan={cols} status>
                Loading...
              </TableMessage>
            ) : error || !rows ? (
              <TableMessage colSpan={cols}>Error fetching offers</TableMessage>
            ) : rows.length === 0 ? (
              <TableMessage colSpan={cols}>No offers yet.</TableMessage>
            ) : (
              rows.map((o) => {
                const name = mode === "test" ? o.lab.name : o.test.name;
                const inactiveParent = mode === "test" ? !o.lab.active : !o.test.active;
                return (
                  <Table.Tr key={o.id}>
                    <Table.Td style={{ whiteSpace: "normal" }} miw={200}>
                      <Text size="sm" fw={600}>
                        {name}
                      </Text>
                      {inactiveParent && (
                        <Text size="xs" c="dimmed">
                          {mode === "test" ? "Lab" : "Test"} is inactive
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td ta="right">{formatAed(o.priceAed)}</Table.Td>
                    <Table.Td ta="right">{aedOrDash(o.originalPriceAed)}</Table.Td>
                    <Table.Td ta="right">{aedOrDash(o.homeCollectionFeeAed)}</Table.Td>
                    <Table.Td title={`Updated ${dateTime(o.updatedAt)}`}>
                      {formatTurnaround(o.turnaroundHours)} ({o.turnaroundHours} h)
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Switch
                          checked={o.active}
                          onChange={(e) => setActive.mutate({ id: o.id, active: e.currentTarget.checked })}
                          disabled={setActive.isPending && setActive.variables?.id === o.id}
                          aria-label={`Active: ${o.test.name} at ${o.lab.name}`}
                        />
                        <ActiveBadge active={o.active} />
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <Tooltip label="Edit">
                        <ActionIcon variant="subtle" aria-label={`Edit offer of ${o.test.name} at ${o.lab.name}`} onClick={() => onEdit(o)}>
                          <IconPencil size={18} aria-hidden />
                        </ActionIcon>
                      </Tooltip>
                    </Table.Td>
                  </Table.Tr>
                );
              })
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}

/** Create or edit an offer (admin.offers.upsert), validated with the shared schema. */
function OfferForm({ target, onDone }: { target: OfferTarget; onDone: () => void }) {
  const offer = "offer" in target ? target.offer : null;
  const form = useForm({
    mode: "controlled",
    initialValues: {
      labId: offer?.lab.id ?? ("labId" in target ? target.labId : ""),
      testId: offer?.test.id ?? ("testId" in target ? target.testId : ""),
      priceAed: (offer ? Number(offer.priceAed) : "") as number | string,
      originalPriceAed: (offer?.originalPriceAed ? Number(offer.originalPriceAed) : "") as number | string,
      homeCollectionFeeAed: (offer?.homeCollectionFeeAed ? Number(offer.homeCollectionFeeAed) : "") as number | string,
      turnaroundHours: (offer?.turnaroundHours ?? DEFAULT_TURNAROUND_HOURS) as number | string,
      active: offer?.active ?? true,
    },
    validate: zod4Resolver(offerUpsertInput, { errorPriority: "first" }),
  });
  const invalidate = useInvalidateCatalog();
  const upsert = trpc.admin.offers.upsert.useMutation({
    onSuccess: (o) => {
      notifySuccess(offer ? "Offer updated" : "Offer saved", `${o.test.name} at ${o.lab.name}: ${formatAed(o.priceAed)}`);
      void invalidate();
      onDone();
    },
    onError: (error) => {
      form.setErrors(trpcFieldErrors(error));
      toastError("Could not save the offer", error);
    },
  });

  return (
    <form noValidate onSubmit={form.onSubmit((values) => upsert.mutate(offerUpsertInput.parse(values)))}>
      <Stack gap="sm">
        {offer ? null : "testId" in target ? (
          <>
            <Text size="sm">
              Test: <strong>{target.testName}</strong>
            </Text>
            <LabSelect
              withAsterisk
              value={form.values.labId || null}
              onChange={(id) => form.setFieldValue("labId", id ?? "")}
              error={form.errors.labId ? "Please choose a lab" : undefined}
            />
          </>
        ) : "labId" in target ? (
          <>
            <Text size="sm">
              Lab: <strong>{target.labName}</strong>
            </Text>
            <TestSelect
              withAsterisk
              value={form.values.testId || null}
              onChange={(id) => form.setFieldValue("testId", id ?? "")}
              error={form.errors.testId ? "Please choose a test" : undefined}
            />
          </>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput label="Price (AED)" withAsterisk min={0} decimalScale={2} {...form.getInputProps("priceAed")} />
          <NumberInput
            label="Original price (AED)"
            description="Struck-through price; must be higher"
            min={0}
            decimalScale={2}
            {...form.getInputProps("originalPriceAed")}
          />
          <NumberInput
            label="Home collection fee (AED)"
            description="Empty: no fee set"
            min={0}
            decimalScale={2}
            {...form.getInputProps("homeCollectionFeeAed")}
          />
          <NumberInput
            label="Turnaround (hours)"
            withAsterisk
            min={1}
            max={2160}
            allowDecimal={false}
            {...form.getInputProps("turnaroundHours")}
          />
        </SimpleGrid>
        <Checkbox label="Active (shown to patients)" {...form.getInputProps("active", { type: "checkbox" })} />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone} disabled={upsert.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={upsert.isPending}>
            Save offer
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

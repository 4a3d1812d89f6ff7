/** The "By test" and "By lab" tabs of the offers screen: a picker and the chosen test's or lab's offers. */
import { useState } from "react";
import { Button, Card, Group, Stack, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconPlus, IconSearch } from "@tabler/icons-react";
import { useErrorToast } from "../../../lib/hooks";
import { trpc } from "../../../trpc";
import { LabSelect, TestSelect } from "../components/pickers";
import { ListPager } from "../components/ui";
import { OfferTable } from "./OfferTable";
import type { OfferTarget } from "./offerTypes";

/** A tab's props: the chosen test or lab (`id`, null: none), choosing another, and opening the offer form. */
interface OffersTabProps {
  id: string | null;
  onChange: (id: string | null) => void;
  onEdit: (target: OfferTarget) => void;
}

/**
 * A tab's frame: the card with `picker` and, once set, the `add` button; under it `children` (the
 * offers) when something is chosen (`chosen`), else the hint `emptyText`.
 */
function OffersPanel({
  picker,
  add,
  chosen,
  emptyText,
  children,
}: {
  picker: React.ReactNode;
  add: { label: string; onClick: () => void } | null;
  chosen: boolean;
  emptyText: string;
  children: React.ReactNode;
}) {
  return (
    <Stack gap="md">
      <Card shadow="xs" padding="md">
        <Group align="flex-end" justify="space-between" gap="md">
          {picker}
          {add && (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={add.onClick}>
              {add.label}
            </Button>
          )}
        </Group>
      </Card>
      {chosen ? children : <Text c="dimmed">{emptyText}</Text>}
    </Stack>
  );
}

/** A test picker and the chosen test's offers at every lab, cheapest first. */
export function OffersByTest({ id: testId, onChange, onEdit }: OffersTabProps) {
  const test = trpc.admin.tests.byId.useQuery({ id: testId ?? "" }, { enabled: Boolean(testId) });
  const offers = trpc.admin.offers.listByTest.useQuery(
    { testId: testId ?? "" },
    { enabled: Boolean(testId) },
  );
  useErrorToast(offers.error, "Error fetching offers");

  return (
    <OffersPanel
      picker={
        <TestSelect value={testId} onChange={onChange} selectedLabel={test.data?.name} w={420} maw="100%" />
      }
      add={
        testId && test.data
          ? { label: "Add lab offer", onClick: () => onEdit({ testId, testName: test.data.name }) }
          : null
      }
      chosen={Boolean(testId)}
      emptyText="Choose a test to see what each lab charges for it."
    >
      <OfferTable mode="test" rows={offers.data} query={offers} onEdit={onEdit} />
    </OffersPanel>
  );
}

/** A lab picker and the chosen lab's offers by test name, searchable and paged. */
export function OffersByLab({ id: labId, onChange, onEdit }: OffersTabProps) {
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
    <OffersPanel
      picker={
        <Group align="flex-end" gap="md">
          <LabSelect
            value={labId}
            onChange={(id) => {
              onChange(id);
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
      }
      add={
        labId && lab.data
          ? { label: "Add test offer", onClick: () => onEdit({ labId, labName: lab.data.name }) }
          : null
      }
      chosen={Boolean(labId)}
      emptyText="Choose a lab to see its price list."
    >
      <OfferTable mode="lab" rows={offers.data?.items} query={offers} onEdit={onEdit} />
      {offers.data && (
        <ListPager page={page} total={offers.data.total} pageSize={offers.data.pageSize} onChange={setPage} />
      )}
    </OffersPanel>
  );
}

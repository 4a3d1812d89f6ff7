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

/** A tab: the offers of the chosen test (at each lab), or of the chosen lab (for each test). */
type TabMode = "test" | "lab";

/** Per tab: the text of its "Add" button, and its hint while nothing is chosen. */
const TAB_TEXT: Record<TabMode, { add: string; hint: string }> = {
  test: { add: "Add lab offer", hint: "Choose a test to see what each lab charges for it." },
  lab: { add: "Add test offer", hint: "Choose a lab to see its price list." },
};

/** The form's target for a new offer of test or lab `id` (named `name`); the form picks the other side. */
function newOfferTarget(mode: TabMode, id: string, name: string): OfferTarget {
  return mode === "test" ? { testId: id, testName: name } : { labId: id, labName: name };
}

/**
 * A tab's frame: the card with `picker` and, once the chosen test or lab (`chosen`: its id, null for
 * none, and its name once fetched) is known, the "Add" button opening the form (`onEdit`) for a new
 * offer of it; under it `children` (the offers) when something is chosen, else the tab's hint.
 */
function OffersPanel({
  mode,
  picker,
  chosen: { id, name },
  onEdit,
  children,
}: {
  mode: TabMode;
  picker: React.ReactNode;
  chosen: { id: string | null; name: string | undefined };
  onEdit: (target: OfferTarget) => void;
  children: React.ReactNode;
}) {
  return (
    <Stack gap="md">
      <Card shadow="xs" padding="md">
        <Group align="flex-end" justify="space-between" gap="md">
          {picker}
          {id && name !== undefined && (
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => onEdit(newOfferTarget(mode, id, name))}
            >
              {TAB_TEXT[mode].add}
            </Button>
          )}
        </Group>
      </Card>
      {id ? children : <Text c="dimmed">{TAB_TEXT[mode].hint}</Text>}
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
      mode="test"
      picker={
        <TestSelect value={testId} onChange={onChange} selectedLabel={test.data?.name} w={420} maw="100%" />
      }
      chosen={{ id: testId, name: test.data?.name }}
      onEdit={onEdit}
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
      mode="lab"
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
      chosen={{ id: labId, name: lab.data?.name }}
      onEdit={onEdit}
    >
      <OfferTable mode="lab" rows={offers.data?.items} query={offers} onEdit={onEdit} />
      {offers.data && (
        <ListPager page={page} total={offers.data.total} pageSize={offers.data.pageSize} onChange={setPage} />
      )}
    </OffersPanel>
  );
}

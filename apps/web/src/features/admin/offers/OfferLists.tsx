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

/** A test picker and the chosen test's offers at every lab, cheapest first. */
export function OffersByTest({
  testId,
  onTest,
  onEdit,
}: {
  testId: string | null;
  onTest: (id: string | null) => void;
  onEdit: (target: OfferTarget) => void;
}) {
  const test = trpc.admin.tests.byId.useQuery({ id: testId ?? "" }, { enabled: Boolean(testId) });
  const offers = trpc.admin.offers.listByTest.useQuery(
    { testId: testId ?? "" },
    { enabled: Boolean(testId) },
  );
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
export function OffersByLab({
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
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => onEdit({ labId, labName: lab.data.name })}
            >
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
          {offers.data && (
            <ListPager
              page={page}
              total={offers.data.total}
              pageSize={offers.data.pageSize}
              onChange={setPage}
            />
          )}
        </>
      )}
    </Stack>
  );
}

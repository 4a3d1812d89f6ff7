/**
 * CSV import of a lab's price list: choose the lab and a .csv file, "Preview" (admin.offers.
 * importPreview, writes nothing) shows rows to add, rows to change (old → new), the unchanged count
 * and bad rows with line number and reason; "Apply" (importApply) writes every good row at once.
 */
import { Alert, Anchor, Button, Card, Code, Group, List, Stack, Text } from "@mantine/core";
import { IconAlertTriangle, IconCheck, IconInfoCircle } from "@tabler/icons-react";
import {
  DEFAULT_TURNAROUND_HOURS,
  PRICE_LIST_COLUMNS,
  PRICE_LIST_MAX_ROWS,
} from "@labcompare/validators/admin";
import { formatCount } from "@labcompare/domain/format";
import { CsvFileInput } from "../../../components/FileTypeInputs";
import { LabSelect } from "../components/pickers";
import { PreviewResult } from "./PreviewResult";
import { usePriceListImport } from "./usePriceListImport";

const TEMPLATE = `${PRICE_LIST_COLUMNS.join(",")}\ncomplete-blood-count-cbc,85,120,0,24\nvitamin-d-test,150,,,48\n`;

/** The import tab: lab, file, preview tables and apply. */
export function PriceListImport({
  labId,
  onLab,
}: {
  labId: string | null;
  onLab: (id: string | null) => void;
}) {
  const { file, csv, problem, applied, reset, onFile, previewing, runPreview, result } =
    usePriceListImport(labId);

  return (
    <Stack gap="md">
      <Card shadow="xs" padding="md">
        <Stack gap="md">
          <PriceListColumnsHelp />
          <Group align="flex-end" gap="md" wrap="wrap">
            <LabSelect
              value={labId}
              onChange={(id) => {
                onLab(id);
                reset();
              }}
              required
              w={340}
              maw="100%"
            />
            <CsvFileInput
              label="Price list (CSV)"
              placeholder="Choose a .csv file"
              value={file}
              onChange={(f) => void onFile(f)}
              clearLabel="Clear price list file"
              required
              w={320}
              maw="100%"
            />
            <Button onClick={runPreview} disabled={!labId || csv === null} loading={previewing}>
              Preview
            </Button>
          </Group>
        </Stack>
      </Card>

      {problem && <OutcomeAlert tone="problem">{problem}</OutcomeAlert>}
      {applied && <OutcomeAlert tone="applied">{applied}</OutcomeAlert>}
      {result && <PreviewResult {...result} />}
    </Stack>
  );
}

/** What the file must hold: the columns and what each takes, the limits, and a template to download. */
function PriceListColumnsHelp() {
  return (
    <Alert
      variant="light"
      color="blue"
      icon={<IconInfoCircle size={18} aria-hidden />}
      title={
        <Text component="span" fw={700} fz="sm" c="#14558f">
          Expected columns
        </Text>
      }
    >
      <Stack gap={6}>
        <Text size="sm">
          A header row, then one row per test: <Code>{PRICE_LIST_COLUMNS.join(", ")}</Code>
        </Text>
        <List size="sm" spacing={2}>
          <List.Item>
            <Code>test</Code>: the test&apos;s slug (safest), its exact name or its LOINC code. Required.
          </List.Item>
          <List.Item>
            <Code>price_aed</Code>: the price in AED, e.g. 85 or 92.50. Required.
          </List.Item>
          <List.Item>
            <Code>original_price_aed</Code>: the struck-through price, higher than the price; empty for none.
          </List.Item>
          <List.Item>
            <Code>home_collection_fee_aed</Code>: the fee for home collection, 0 for free; empty for none.
          </List.Item>
          <List.Item>
            <Code>turnaround_hours</Code>: hours until results (1–2160); empty keeps the current value or{" "}
            {DEFAULT_TURNAROUND_HOURS}.
          </List.Item>
        </List>
        <Text size="sm">
          Up to {formatCount(PRICE_LIST_MAX_ROWS)} rows and 1 MB. Tests not in the file are left as they are.{" "}
          <Anchor
            href={`data:text/csv;charset=utf-8,${encodeURIComponent(TEMPLATE)}`}
            download="price-list-template.csv"
            size="sm"
            c="brand.9"
            underline="always"
          >
            Download a template
          </Anchor>
        </Text>
      </Stack>
    </Alert>
  );
}

/**
 * Each outcome alert's title, look and announcement: a failure at once (role alert), the applied
 * import politely (status).
 */
const OUTCOME_TONES = {
  problem: {
    title: "Could not read the price list",
    color: "red",
    Icon: IconAlertTriangle,
    titleColor: "#a51d1d",
    role: "alert",
  },
  applied: {
    title: "Price list applied",
    color: "green",
    Icon: IconCheck,
    titleColor: "#1b5e2a",
    role: "status",
  },
} as const;

/** The light alert under the form with the outcome of a preview or an apply: its tone's title in bold, `children` the details. */
function OutcomeAlert({ tone, children }: { tone: keyof typeof OUTCOME_TONES; children: React.ReactNode }) {
  const { title, color, Icon, titleColor, role } = OUTCOME_TONES[tone];
  return (
    <Alert
      color={color}
      variant="light"
      icon={<Icon size={18} aria-hidden />}
      title={
        <Text component="span" fw={700} fz="sm" c={titleColor}>
          {title}
        </Text>
      }
      role={role}
    >
      {children}
    </Alert>
  );
}

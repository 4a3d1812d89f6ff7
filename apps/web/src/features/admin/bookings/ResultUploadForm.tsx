/**
 * The drawer's "Upload results" form: a PDF, one row of values per booked test, and/or observations
 * as CSV (typed, pasted or loaded from a file), and a note. The rows are sent as CSV under the same
 * header, so the server reads both with one parser; its refusal (line and reason) is shown above
 * the button.
 */
import { useState } from "react";
import { Alert, Button, Group, Select, Stack, Table, Text, Textarea, TextInput, Title } from "@mantine/core";
import { IconAlertTriangle, IconUpload } from "@tabler/icons-react";
import { RESULT_CSV_COLUMNS } from "@labcompare/validators/results-upload";
import { CsvFileInput, PdfFileInput } from "../../../components/FileTypeInputs";
import { EMPTY_ROW, formRows, observationsOf, type Row } from "./resultRows";
import { FLAG_OPTIONS, resultsCopy as t } from "./results.copy";
import { useResultUpload } from "./useResultUpload";

/** The upload form of booking `reference`, whose booked tests are `tests`. */
export function ResultUploadForm({
  reference,
  tests,
}: {
  reference: string;
  tests: { testId: string; name: string }[];
}) {
  const upload = useResultUpload(reference);
  const [file, setFile] = useState<File | null>(null);
  const [csvFile, setCsvFile] = useState<File | null>(null);
  const [csvText, setCsvText] = useState("");
  const [note, setNote] = useState("");
  const [rows, setRows] = useState<Record<string, Row>>({});

  const setRow = (testId: string, patch: Partial<Row>) =>
    setRows((old) => ({ ...old, [testId]: { ...(old[testId] ?? EMPTY_ROW), ...patch } }));
  const onCsvFile = async (f: File | null) => {
    setCsvFile(f);
    if (f) setCsvText(await f.text());
  };

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const stored = await upload.submit({
      file,
      observationsCsv: observationsOf(csvText, formRows(tests, rows)),
      note,
    });
    if (stored) {
      setFile(null);
      setCsvFile(null);
      setCsvText("");
      setNote("");
      setRows({});
    }
  }

  return (
    <form onSubmit={(e) => void onSubmit(e)} aria-label={t.uploadTitle} noValidate>
      <Stack gap="sm">
        <Title order={4} fz="h5">
          {t.uploadTitle}
        </Title>
        <PdfFileInput
          label={t.pdfLabel}
          placeholder={t.pdfPlaceholder}
          value={file}
          onChange={setFile}
          clearLabel={t.pdfClear}
        />
        <Text size="sm" fw={500}>
          {t.rowsLabel}
        </Text>
        <ResultRowsTable tests={tests} rows={rows} onChange={setRow} />
        <CsvFileInput
          label={t.csvFileLabel}
          placeholder={t.csvFilePlaceholder}
          value={csvFile}
          onChange={(f) => void onCsvFile(f)}
          clearLabel={t.csvFileClear}
        />
        <Textarea
          label={t.csvLabel}
          description={t.csvDescription}
          placeholder={RESULT_CSV_COLUMNS.join(",")}
          autosize
          minRows={3}
          maxRows={10}
          value={csvText}
          onChange={(e) => setCsvText(e.currentTarget.value)}
          styles={{ input: { fontFamily: "monospace" } }}
        />
        <Textarea
          label={t.noteLabel}
          autosize
          minRows={2}
          maxRows={6}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
        />
        {upload.problem && (
          <Alert
            color="red"
            variant="light"
            role="alert"
            icon={<IconAlertTriangle size={18} aria-hidden />}
            title={t.problemTitle}
          >
            {upload.problem}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={upload.pending} leftSection={<IconUpload size={16} aria-hidden />}>
            {t.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

interface ResultRowsTableProps {
  tests: { testId: string; name: string }[];
  rows: Record<string, Row>;
  onChange: (testId: string, patch: Partial<Row>) => void;
}

/** The values of each booked test: value, unit, reference low / high / text, and the flag. */
function ResultRowsTable({ tests, rows, onChange: setRow }: ResultRowsTableProps) {
  const cell = (
    test: { testId: string; name: string },
    key: Exclude<keyof Row, "flag">,
    label: string,
    width: number,
  ) => (
    <Table.Td px={4}>
      <TextInput
        size="xs"
        w={width}
        aria-label={label}
        value={rows[test.testId]?.[key] ?? ""}
        onChange={(e) => setRow(test.testId, { [key]: e.currentTarget.value })}
      />
    </Table.Td>
  );

  return (
    <Table.ScrollContainer minWidth={640}>
      <Table withRowBorders={false} verticalSpacing={2}>
        <Table.Thead>
          <Table.Tr>
            {Object.values(t.columns).map((c) => (
              <Table.Th key={c} px={4} fz="xs">
                {c}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tests.map((test) => (
            <Table.Tr key={test.testId}>
              <Table.Td px={4} fz="sm">
                {test.name}
              </Table.Td>
              {cell(test, "value", t.valueLabel(test.name), 90)}
              {cell(test, "unit", t.unitLabel(test.name), 70)}
              {cell(test, "refLow", t.refLowLabel(test.name), 60)}
              {cell(test, "refHigh", t.refHighLabel(test.name), 60)}
              {cell(test, "refText", t.refTextLabel(test.name), 90)}
              <Table.Td px={4}>
                <Select
                  size="xs"
                  w={90}
                  aria-label={t.flagLabel(test.name)}
                  placeholder={t.flagNone}
                  data={FLAG_OPTIONS}
                  value={rows[test.testId]?.flag ?? null}
                  onChange={(v) => setRow(test.testId, { flag: v })}
                  clearable
                  comboboxProps={{ withinPortal: true }}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

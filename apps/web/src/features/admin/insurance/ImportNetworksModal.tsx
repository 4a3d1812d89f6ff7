/**
 * "Import networks (CSV)": a file of "lab_slug,plan_slug" lines (or the lines pasted), sent to
 * admin.insurance.networks.importCsv. The server's refusal ("Line 3: unknown lab …") shows as it is
 * returned; a success lists each plan whose network was replaced with its lab count.
 */
import { useState } from "react";
import { Alert, Button, Group, List, Stack, Text, Textarea } from "@mantine/core";
import { IconAlertTriangle, IconCheck } from "@tabler/icons-react";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { errorMessage, trpc, type RouterOutputs } from "../../../trpc";
import { CsvFileInput } from "../../../components/FileTypeInputs";
import { AdminModal } from "../components/ui";
import { importCopy as c } from "./insurance.copy";
import { useInvalidateInsurance } from "./useInsurance";

type ImportResult = RouterOutputs["admin"]["insurance"]["networks"]["importCsv"];

/** The import dialog, open while `opened`; `onClose` closes it (and forgets the file and outcome). */
export function ImportNetworksModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <AdminModal opened={opened} onClose={onClose} title={c.title} size="lg">
      {opened && <ImportNetworksForm onClose={onClose} />}
    </AdminModal>
  );
}

/**
 * The import's state: the chosen file and its text, the pasted lines (used when no file is chosen),
 * the outcome (the server's message, or the plans replaced), and `run` (importCsv; the insurance
 * caches refetch after a success). `csv` is null while there is nothing to send.
 */
function useNetworkImport() {
  const [file, setFile] = useState<File | null>(null);
  const [fileText, setFileText] = useState<string | null>(null);
  const [pasted, setPasted] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const invalidate = useInvalidateInsurance();
  const importCsv = trpc.admin.insurance.networks.importCsv.useMutation({
    onSuccess: (done) => {
      setResult(done);
      notifySuccess(c.done, c.summary(done.length));
      void invalidate();
    },
    onError: (error) => {
      setProblem(errorMessage(error));
      notifyError(c.problem, errorMessage(error));
    },
  });
  const csv = file ? fileText : pasted.trim() ? pasted : null;
  const clearOutcome = () => {
    setProblem(null);
    setResult(null);
  };
  return {
    file,
    pasted,
    problem,
    result,
    csv,
    running: importCsv.isPending,
    onFile: (f: File | null) => {
      setFile(f);
      clearOutcome();
      setFileText(null);
      void f?.text().then(setFileText);
    },
    onPaste: (text: string) => {
      setPasted(text);
      clearOutcome();
    },
    run: () => {
      clearOutcome();
      if (csv !== null) importCsv.mutate({ csv });
    },
  };
}

/** The file or pasted lines, Import, and the outcome under them. */
function ImportNetworksForm({ onClose }: { onClose: () => void }) {
  const { file, pasted, problem, result, csv, running, onFile, onPaste, run } = useNetworkImport();
  return (
    <Stack gap="md">
      <Text size="sm">{c.intro}</Text>
      <CsvFileInput
        label={c.file}
        placeholder={c.filePlaceholder}
        accept=".csv,text/csv,text/plain"
        value={file}
        onChange={onFile}
        clearLabel={c.clearFile}
      />
      <Textarea
        label={c.text}
        placeholder={c.textPlaceholder}
        value={pasted}
        onChange={(e) => onPaste(e.currentTarget.value)}
        disabled={file !== null}
        autosize
        minRows={4}
        maxRows={10}
        ff="monospace"
      />
      {problem && (
        <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle size={18} aria-hidden />}>
          <Text size="sm" fw={700} c="#a51d1d">
            {c.problem}
          </Text>
          <Text size="sm">{problem}</Text>
        </Alert>
      )}
      {result && <ImportSummary result={result} />}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          {c.close}
        </Button>
        <Button loading={running} disabled={csv === null} onClick={run}>
          {c.import}
        </Button>
      </Group>
    </Stack>
  );
}

/** The success: "2 plans' networks replaced:" and "<plan slug>: <n> labs" for each. */
function ImportSummary({ result }: { result: ImportResult }) {
  return (
    <Alert color="green" variant="light" role="status" icon={<IconCheck size={18} aria-hidden />}>
      <Text size="sm" fw={700} c="#1b5e2a">
        {c.done}
      </Text>
      <Text size="sm">{c.summary(result.length)}</Text>
      <List size="sm">
        {result.map((r) => (
          <List.Item key={r.planSlug}>{c.planLine(r.planSlug, r.labCount)}</List.Item>
        ))}
      </List>
    </Alert>
  );
}

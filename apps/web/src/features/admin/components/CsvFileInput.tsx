/** The CSV file input of the admin imports (price lists, insurance networks) and of the results upload. */
import { FileInput, type FileInputProps } from "@mantine/core";
import { IconFileTypeCsv } from "@tabler/icons-react";

/**
 * A clearable file input for a .csv file (by default; `accept` widens it) with the CSV icon;
 * `clearLabel` names its clear button. Other props (label, placeholder, value, onChange…) go to
 * Mantine's FileInput.
 */
export function CsvFileInput({ clearLabel, ...props }: FileInputProps & { clearLabel: string }) {
  return (
    <FileInput
      accept=".csv,text/csv"
      clearable
      clearButtonProps={{ "aria-label": clearLabel }}
      leftSection={<IconFileTypeCsv size={18} aria-hidden />}
      {...props}
    />
  );
}

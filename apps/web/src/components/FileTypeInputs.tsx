/**
 * The file inputs of uploads: a CSV (the console's imports, the lab's results upload) and a PDF
 * report (the lab's results upload, a patient's own result).
 */
import { FileInput, type FileInputProps } from "@mantine/core";
import { IconFileTypeCsv, IconFileTypePdf, type Icon } from "@tabler/icons-react";

/** A file input's own props here: the label of its clear button, and its icon's size in px. */
interface FileTypeInputProps extends FileInputProps {
  /** Names the clear button for screen readers (it shows only an ×). */
  clearLabel: string;
  /** Default 18. */
  iconSize?: number;
}

/** A clearable Mantine FileInput taking `accept` by default and showing `icon`, its clear button labelled. */
function FileTypeInput({
  accept,
  icon: TypeIcon,
  clearLabel,
  iconSize = 18,
  ...props
}: FileTypeInputProps & { accept: string; icon: Icon }) {
  return (
    <FileInput
      accept={accept}
      clearable
      clearButtonProps={{ "aria-label": clearLabel }}
      leftSection={<TypeIcon size={iconSize} aria-hidden />}
      {...props}
    />
  );
}

/**
 * A clearable file input for a .csv file (by default; `accept` widens it) with the CSV icon;
 * `clearLabel` names its clear button. Other props (label, placeholder, value, onChange…) go to
 * Mantine's FileInput.
 */
export function CsvFileInput(props: FileTypeInputProps) {
  return <FileTypeInput accept=".csv,text/csv" icon={IconFileTypeCsv} {...props} />;
}

/** CsvFileInput's twin for a PDF file, with the PDF icon. */
export function PdfFileInput(props: FileTypeInputProps) {
  return <FileTypeInput accept="application/pdf,.pdf" icon={IconFileTypePdf} {...props} />;
}

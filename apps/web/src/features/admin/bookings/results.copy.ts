/** Words of the booking drawer's Results section (versions list and upload form). */
import { formatCount } from "@labcompare/domain/format";

export const resultsCopy = {
  title: "Results",
  intro:
    "Upload the lab report as a PDF and/or the measured values. Each upload is a new version; the patient is emailed a link, never the values.",
  none: "No results uploaded yet.",
  versionsLabel: "Result versions",
  version: (n: number) => `Version ${n}`,
  status: { final: "Final", amended: "Amended" } as const,
  superseded: "Superseded",
  current: "Current",
  issued: (when: string) => `Issued ${when} (UAE time)`,
  uploadedBy: (email: string | null) => `by ${email ?? "deleted account"}`,
  download: "Download PDF",
  downloadLabel: (n: number) => `Download the PDF of version ${n}`,
  observations: (n: number) => `${formatCount(n)} ${n === 1 ? "value" : "values"}`,
  uploadTitle: "Upload results",
  pdfLabel: "Report (PDF, up to 10 MB)",
  pdfPlaceholder: "Choose a PDF",
  pdfClear: "Clear the PDF",
  rowsLabel: "Values per booked test",
  valueLabel: (test: string) => `Value for ${test}`,
  unitLabel: (test: string) => `Unit for ${test}`,
  refLowLabel: (test: string) => `Reference low for ${test}`,
  refHighLabel: (test: string) => `Reference high for ${test}`,
  refTextLabel: (test: string) => `Reference text for ${test}`,
  flagLabel: (test: string) => `Flag for ${test}`,
  columns: {
    test: "Test",
    value: "Value",
    unit: "Unit",
    refLow: "Ref. low",
    refHigh: "Ref. high",
    refText: "Ref. text",
    flag: "Flag",
  },
  flagNone: "—",
  csvLabel: "Or observations as CSV",
  csvDescription:
    "Header on line 1: loinc,name,value,unit,ref_low,ref_high,ref_text,flag. A row belongs to the booked test it names (or whose LOINC code it gives).",
  csvFileLabel: "Load a CSV file",
  csvFilePlaceholder: "Choose a .csv file",
  csvFileClear: "Clear the CSV file",
  noteLabel: "Note (optional)",
  submit: "Upload results",
  problemTitle: "The upload was refused",
} as const;

/** The flag select's options: HL7 ObservationInterpretation codes with their meaning. */
export const FLAG_OPTIONS = [
  { value: "N", label: "N — Normal" },
  { value: "L", label: "L — Low" },
  { value: "H", label: "H — High" },
  { value: "LL", label: "LL — Critically low" },
  { value: "HH", label: "HH — Critically high" },
  { value: "A", label: "A — Abnormal" },
];

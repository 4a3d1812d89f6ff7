import { Anchor } from "@mantine/core";

/**
 * The download link of report `reportId`'s file (GET /api/results/:id/file), in small text:
 * `children` shown, `label` its accessible name (which report it is).
 */
export function ReportPdfLink({
  reportId,
  label,
  children,
}: {
  reportId: string;
  label: string;
  children: React.ReactNode;
}) {
  return (
    <Anchor href={`/api/results/${reportId}/file`} download size="sm" aria-label={label}>
      {children}
    </Anchor>
  );
}

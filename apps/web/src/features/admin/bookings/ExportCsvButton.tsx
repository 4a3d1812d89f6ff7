/**
 * "Export CSV": asks the server for the filtered bookings as CSV (admin.bookings.exportCsv, UTF-8
 * with a byte-order mark so Excel shows Arabic names) and downloads it as a file.
 */
import { useState } from "react";
import { Button } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { notifySuccess } from "../../../lib/notify";
import { trpc } from "../../../trpc";
import { downloadText } from "../../../lib/download";
import { toastError } from "../lib";
import { bookingsText } from "./labels";
import type { BookingsExportInput } from "./searchState";

export function ExportCsvButton({ input }: { input: BookingsExportInput }) {
  const utils = trpc.useUtils();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const result = await utils.admin.bookings.exportCsv.fetch(input, { staleTime: 0 });
      downloadText(result.filename, result.csv);
      notifySuccess(
        bookingsText.exportDoneTitle,
        result.truncated ? bookingsText.exportTruncated(result.rows) : bookingsText.exportDone(result.rows),
      );
    } catch (error) {
      toastError(bookingsText.exportError, error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} aria-hidden />}
      loading={busy}
      onClick={() => void run()}
    >
      {bookingsText.exportLabel}
    </Button>
  );
}

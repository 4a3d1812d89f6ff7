/**
 * "Export CSV": asks the server for the filtered bookings as CSV (admin.bookings.exportCsv, UTF-8
 * with a byte-order mark so Excel shows Arabic names) and downloads it as a file.
 */
import { useState } from "react";
import { Button } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { notifySuccess } from "../../../lib/notify";
import { trpc } from "../../../trpc";
import { toastError } from "../lib";
import { bookingsText } from "./labels";
import type { BookingsExportInput } from "./searchState";

/** Saves `text` as a file called `filename` through a temporary object URL. */
export function downloadText(filename: string, text: string, type = "text/csv;charset=utf-8") {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement("a");
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Give the browser time to start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function ExportCsvButton({ input }: { input: BookingsExportInput }) {
  const utils = trpc.useUtils();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const result = await utils.admin.bookings.exportCsv.fetch(input, { staleTime: 0 });
      downloadText(result.filename, result.csv);
      notifySuccess(bookingsText.exportDoneTitle, result.truncated ? bookingsText.exportTruncated(result.rows) : bookingsText.exportDone(result.rows));
    } catch (error) {
      toastError(bookingsText.exportError, error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} loading={busy} onClick={() => void run()}>
      {bookingsText.exportLabel}
    </Button>
  );
}

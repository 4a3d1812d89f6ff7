/**
 * "Export CSV": a link to the streamed export of the filtered bookings (GET
 * /api/admin/bookings/export.csv with the list's filters; UTF-8 with a byte-order mark so Excel shows
 * Arabic names). A plain link: the browser downloads the file as the server writes it, and it works
 * before the page's script has run.
 */
import { Button } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { bookingsText } from "./labels";

/** Input: `href`, the export's address with the filters (searchState's exportHref). Output: the link, styled as a button. */
export function ExportCsvButton({ href }: { href: string }) {
  return (
    <Button
      component="a"
      href={href}
      download
      variant="default"
      leftSection={<IconDownload size={16} aria-hidden />}
    >
      {bookingsText.exportLabel}
    </Button>
  );
}

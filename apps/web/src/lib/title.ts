import { useDocumentTitle } from "@mantine/hooks";
import { PRODUCT_NAME } from "../config";

export const DEFAULT_TITLE = "LabCompare UAE – Compare & Book Lab Tests in Dubai and Abu Dhabi";

/** Sets the tab title to "{title} | LabCompare UAE" (or the default title when none). */
export function usePageTitle(title?: string | null) {
  useDocumentTitle(title ? `${title} | ${PRODUCT_NAME}` : DEFAULT_TITLE);
}

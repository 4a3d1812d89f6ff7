import { useEffect, useRef } from "react";
import { VisuallyHidden } from "@mantine/core";
import { setAnnouncer } from "../../lib/announce";

/** The visually hidden polite live region that `announce()` (lib/announce.ts) writes to; rendered once beside the routes. */
export function LiveRegion() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    setAnnouncer(ref.current);
    return () => setAnnouncer(null);
  }, []);
  return (
    <VisuallyHidden ref={ref} role="status" aria-live="polite" aria-atomic="true" data-testid="announcer" />
  );
}

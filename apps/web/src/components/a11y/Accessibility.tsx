import { FormErrorFocus } from "./FormErrorFocus";
import { LiveRegion } from "./LiveRegion";
import { RouteFocus } from "./RouteFocus";

/**
 * The app-wide keyboard and screen reader helpers, rendered once beside the routes (router.tsx):
 * focus to the new page's heading after a route change, focus to the first invalid field after a
 * submit, and the polite live region of `announce()`.
 */
export function Accessibility() {
  return (
    <>
      <RouteFocus />
      <FormErrorFocus />
      <LiveRegion />
    </>
  );
}

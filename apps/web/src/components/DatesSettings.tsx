/**
 * The settings of Mantine's date components on this site: English names, weeks starting on Sunday
 * (as UAE calendars show them). Placed around the screens that render a date picker (the slot picker,
 * the admin console) rather than around the whole app, so the public pages' first download does not
 * carry @mantine/dates. Props: `children`.
 */
import type { ReactNode } from "react";
import { DatesProvider } from "@mantine/dates";

export function DatesSettings({ children }: { children: ReactNode }) {
  return <DatesProvider settings={{ locale: "en-US", firstDayOfWeek: 0 }}>{children}</DatesProvider>;
}

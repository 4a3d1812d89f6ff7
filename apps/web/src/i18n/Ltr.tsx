/**
 * Text that reads left to right inside a right-to-left page: a booking reference (LC-7K4Q2M), a phone
 * number, a price, a time, an email address. `<bdi dir="ltr">` isolates it, so the Arabic around it
 * never reorders its characters. Props: `children` (the text).
 */
import type { ReactNode } from "react";

export function Ltr({ children }: { children: ReactNode }) {
  return <bdi dir="ltr">{children}</bdi>;
}

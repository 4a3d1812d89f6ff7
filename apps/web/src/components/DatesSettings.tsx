/**
 * The settings of Mantine's date components on this site: the page's language (Arabic month and day
 * names through dayjs's "ar-sa" locale, which keeps Western digits as UAE sites do); Arabic weeks
 * start on Monday (the UAE's working week since 2022), English ones on Sunday. Placed around the
 * screens that render a date picker (the slot picker, the admin console) rather than around the whole
 * app, so the public pages' first download does not carry @mantine/dates. Props: `children`.
 */
import type { ReactNode } from "react";
import { DatesProvider } from "@mantine/dates";
import "dayjs/locale/ar-sa";
import { useLocale } from "../i18n/useLocale";

export function DatesSettings({ children }: { children: ReactNode }) {
  const locale = useLocale();
  return (
    <DatesProvider
      settings={{ locale: locale === "ar" ? "ar-sa" : "en-US", firstDayOfWeek: locale === "ar" ? 1 : 0 }}
    >
      {children}
    </DatesProvider>
  );
}

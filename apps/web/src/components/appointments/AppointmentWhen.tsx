/**
 * When an appointment is, as every patient page writes it (Asia/Dubai): a lab visit at its start time
 * ("Tuesday, 24 November 2026 at 10:00"), a home collection as its whole window ("Tuesday,
 * 24 November 2026, 07:00–09:00"), never the window's start alone. The date is in the page's
 * language; the time keeps its digits left to right inside Arabic text.
 */
import { useCallback } from "react";
import { useTranslation } from "../../i18n/useTranslation";
import type { TFunction } from "i18next";
import { formatLongDate, formatTimeRange } from "@labcompare/domain/format";
import { fromMinutes, toMinutes } from "@labcompare/domain/calendar";
import type { Locale } from "@labcompare/domain/locale";
import { Ltr } from "../../i18n/Ltr";
import { useLocale } from "../../i18n/useLocale";

export interface AppointmentTimes {
  scheduledDate: string;
  scheduledTime: string;
  /** End of the slot or window, "HH:mm". */
  endTime: string;
  collectionMode: "lab_visit" | "home_collection";
}

/**
 * The parts of the appointment's text: the long date, what joins it to the time, and the time ("10:00")
 * or the window ("07:00–09:00"). `at` ({ date, time }) gives another date and time of the same length
 * instead (a reschedule's choice).
 */
function appointmentParts(
  b: AppointmentTimes,
  t: TFunction<"appointments">,
  locale: Locale,
  at?: { date: string; time: string },
): { date: string; join: string; time: string } {
  const date = formatLongDate(at?.date ?? b.scheduledDate, locale);
  const time = at?.time ?? b.scheduledTime;
  if (b.collectionMode !== "home_collection") return { date, join: t("when.at"), time };
  const length = toMinutes(b.endTime) - toMinutes(b.scheduledTime);
  return {
    date,
    join: t("when.window"),
    time: formatTimeRange(time, fromMinutes(Math.min(toMinutes(time) + length, 24 * 60))),
  };
}

/**
 * The appointment's date and time as one line of text in the page's language: a function of the
 * booking (and, optionally, another date and time `at`; see appointmentParts).
 */
export function useAppointmentWhen(): (b: AppointmentTimes, at?: { date: string; time: string }) => string {
  const { t } = useTranslation("appointments");
  const locale = useLocale();
  return useCallback(
    (b, at) => {
      const { date, join, time } = appointmentParts(b, t, locale, at);
      // U+2066/U+2069 isolate the time left to right inside Arabic plain text (a toast, a dialog).
      return locale === "ar" ? `${date}${join}\u2066${time}\u2069` : `${date}${join}${time}`;
    },
    [t, locale],
  );
}

/** The appointment's text, with the time or window kept on one line ("07:00–" never ends a line). */
export function AppointmentWhen({ booking }: { booking: AppointmentTimes }) {
  const { t } = useTranslation("appointments");
  const locale = useLocale();
  const { date, join, time } = appointmentParts(booking, t, locale);
  return (
    <>
      {date}
      {join}
      <span style={{ whiteSpace: "nowrap" }}>
        <Ltr>{time}</Ltr>
      </span>
    </>
  );
}

/**
 * The booking emails (received, confirmed, cancelled, rescheduled, the reminders): their subjects and
 * intros over one shared body (booking-email-body.ts: the booking's reference, when, where, the lab's
 * phone and directions, the tests and total, an insured booking's share; not once cancelled, and the
 * preparation), in the recipient's language (`EmailLanguage`), dates written out in it, times and
 * prices as digits. The lab's name and address are its Arabic ones in Arabic emails when the row
 * carries them (rows queued before they were kept read in English).
 */
import { formatLongDate, formatTimeRange } from "@labcompare/domain/format";
import type { EmailLanguage } from "../i18n/email-i18n.ts";
import { bookingMessage, dateIn, labName } from "./booking-email-body.ts";
import type { BookingMessageData, RenderedMessage, TemplateName } from "./template-data.ts";

/** A subject's time: "Tuesday, 24 November 2026 at 10:00", or a home-collection window "…, 07:00–09:00". */
function shortWhen(
  d: BookingMessageData,
  lang: EmailLanguage,
  date = dateIn(lang, d.date, d.dateText),
  time = d.time,
  endTime: string | undefined = d.endTime,
): string {
  return d.collectionMode === "home_collection" && endTime
    ? lang.t("booking.shortWindow", { date, range: formatTimeRange(time, endTime) })
    : lang.t("booking.whenVisit", { date, time });
}

/** "Tuesday, 24 November 2026 at 12:30" in `lang`'s language: when the lab confirms a pending booking, or undefined. */
function confirmByText(d: BookingMessageData, lang: EmailLanguage): string | undefined {
  if (d.confirmByDate && d.confirmByTime)
    return lang.t("booking.confirmBy", {
      date: formatLongDate(d.confirmByDate, lang.locale),
      time: d.confirmByTime,
    });
  return d.confirmBy;
}

/** Renders the booking template `name` with `d` (as captured in the outbox row) in `lang`'s language. */
export function renderBookingTemplate(
  name: Extract<TemplateName, `booking_${string}`>,
  d: BookingMessageData,
  lang: EmailLanguage,
): RenderedMessage {
  const { t } = lang;
  const reference = d.reference;
  const lab = labName(d, lang);
  switch (name) {
    case "booking_created": {
      const deadline = confirmByText(d, lang);
      const confirm = deadline
        ? t("booking.created.confirmsBy", { lab, deadline })
        : t("booking.created.confirmsShortly");
      return bookingMessage(
        t("booking.created.subject", { reference, when: shortWhen(d, lang) }),
        t("booking.created.intro", { lab, confirm }),
        d,
        lang,
        [t("booking.created.calendarAttached")],
      );
    }
    case "booking_confirmed":
      return bookingMessage(
        t("booking.confirmed.subject", { reference, when: shortWhen(d, lang) }),
        t("booking.confirmed.intro", { lab }),
        d,
        lang,
      );
    case "booking_cancelled": {
      const by =
        d.cancelledBy === "lab" ? t("booking.cancelled.byLab", { lab }) : t("booking.cancelled.byPatient");
      // Nothing is paid for a cancelled booking: no share, no cover notice.
      return bookingMessage(
        t("booking.cancelled.subject", { reference }),
        by,
        { ...d, insurance: null },
        lang,
        d.cancellationReason ? [t("booking.cancelled.reason", { reason: d.cancellationReason })] : [],
      );
    }
    case "booking_rescheduled": {
      const previous =
        d.previousDate || d.previousDateText
          ? [
              t("booking.rescheduled.wasOn", {
                when: shortWhen(
                  d,
                  lang,
                  dateIn(lang, d.previousDate, d.previousDateText),
                  d.previousTime ?? "",
                  d.previousEndTime,
                ),
              }),
            ]
          : [];
      return bookingMessage(
        t("booking.rescheduled.subject", { reference, when: shortWhen(d, lang) }),
        t("booking.rescheduled.intro", { lab }),
        d,
        lang,
        previous,
      );
    }
    case "booking_reminder_24h": {
      const subject =
        d.collectionMode === "home_collection"
          ? t("booking.reminder24h.subjectHome", { range: formatTimeRange(d.time, d.endTime), reference })
          : t("booking.reminder24h.subjectVisit", { time: d.time, reference });
      return bookingMessage(subject, t("booking.reminder24h.intro"), d, lang);
    }
    case "booking_reminder_morning":
      return bookingMessage(
        t("booking.reminderMorning.subject", { range: formatTimeRange(d.time, d.endTime), reference }),
        t("booking.reminderMorning.intro", { lab, start: d.time, end: d.endTime }),
        d,
        lang,
      );
  }
}

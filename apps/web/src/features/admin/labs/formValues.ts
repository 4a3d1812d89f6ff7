/**
 * The lab form's values: every field of labCreateInput (the shared schema validates them, so the
 * messages are the server's), with closures' dates null until chosen and coordinates null when empty.
 */
import type { UseFormReturnType } from "@mantine/form";
import { DEFAULT_BOOKING_RULES } from "@labcompare/domain/slots";
import { DEFAULT_CONFIRMATION_MINUTES } from "@labcompare/domain/booking-rules";
import { dailyHours } from "@labcompare/domain/schedule";
import { type OpeningInterval } from "@labcompare/domain/calendar";
import type { NumberInputValue } from "../components/fields";
import { texts, type AdminLab } from "../lib";

export type LabFormValues = {
  name: string;
  slug: string;
  emirate: string | null;
  area: string;
  address: string;
  phone: string;
  accreditation: string[];
  homeCollection: boolean;
  active: boolean;
  /** Seven days (0 = Sunday) of { open, close } "HH:mm" intervals; close may be "24:00". */
  weeklyHours: OpeningInterval[][];
  slotMinutes: NumberInputValue;
  labVisitCapacity: NumberInputValue;
  labVisitLeadMinutes: NumberInputValue;
  homeCollectionLeadMinutes: NumberInputValue;
  bookingHorizonDays: NumberInputValue;
  cancellationCutoffMinutes: NumberInputValue;
  autoConfirm: boolean;
  confirmationMinutes: NumberInputValue;
  homeCollectionStart: string;
  homeCollectionEnd: string;
  homeCollectionWindowMinutes: NumberInputValue;
  homeCollectionCapacity: NumberInputValue;
  serviceEmirates: string[];
  latitude: number | null;
  longitude: number | null;
  closures: { date: string | null; reason: string }[];
};

export type LabForm = UseFormReturnType<LabFormValues>;

/** Cancellation cut-off of a new lab, minutes. */
const DEFAULT_CUTOFF_MINUTES = 120;

/** Form values of an existing lab, or of a new one (open 08:00–20:00 every day, default rules). */
export function labFormValues(lab: AdminLab | null): LabFormValues {
  const rules = lab ?? { ...DEFAULT_BOOKING_RULES, cancellationCutoffMinutes: DEFAULT_CUTOFF_MINUTES };
  return {
    ...texts(lab, ["name", "slug", "area", "address", "phone"]),
    emirate: lab?.emirate ?? null,
    accreditation: lab?.accreditation ?? [],
    homeCollection: lab?.homeCollection ?? false,
    active: lab?.active ?? true,
    weeklyHours: lab
      ? lab.weeklyHours.map((day) => day.map((i) => ({ ...i })))
      : dailyHours("08:00", "20:00"),
    slotMinutes: rules.slotMinutes,
    labVisitCapacity: rules.labVisitCapacity,
    labVisitLeadMinutes: rules.labVisitLeadMinutes,
    homeCollectionLeadMinutes: rules.homeCollectionLeadMinutes,
    bookingHorizonDays: rules.bookingHorizonDays,
    cancellationCutoffMinutes: rules.cancellationCutoffMinutes,
    autoConfirm: lab?.autoConfirm ?? false,
    confirmationMinutes: lab?.confirmationMinutes ?? DEFAULT_CONFIRMATION_MINUTES,
    homeCollectionStart: rules.homeCollectionStart,
    homeCollectionEnd: rules.homeCollectionEnd,
    homeCollectionWindowMinutes: rules.homeCollectionWindowMinutes,
    homeCollectionCapacity: rules.homeCollectionCapacity,
    serviceEmirates: lab?.serviceEmirates ?? [],
    latitude: lab?.latitude ?? null,
    longitude: lab?.longitude ?? null,
    closures: lab?.closures.map((c) => ({ ...c })) ?? [],
  };
}

/**
 * A closing time as a time input shows it: "24:00" (end of day) cannot be typed in a time field, so
 * it shows as 00:00, and 00:00 typed as a closing time means midnight.
 */
export function closeToInput(close: string): string {
  return close === "24:00" ? "00:00" : close;
}
export function closeFromInput(value: string): string {
  return value === "00:00" ? "24:00" : value;
}

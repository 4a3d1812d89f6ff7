/** Copy of the lab form's confirmation rules; kept apart from the logic for translation. */
export const labFormCopy = {
  confirmationLegend: "Confirmation",
  autoConfirm: "Confirm bookings automatically",
  autoConfirmDescription:
    "New bookings are confirmed at once and the patient gets one “Booking confirmed” email. Off: bookings wait as pending until the lab confirms them.",
  confirmationMinutes: "Confirmation time (minutes)",
  confirmationMinutesDescription:
    "The lab confirms a pending booking within this time; the patient is told by when.",
} as const;

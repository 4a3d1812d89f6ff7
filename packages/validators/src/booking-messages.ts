/** Booking messages (the booking form and the server's booking rules), as `messages.booking`. */
import { keyMessages } from "./message-keys.ts";

/** Booking texts, keyed `booking.<name>`; functions take the values they name (status, dates, durations as text). */
export const bookingMessages = keyMessages("booking", {
  successTitle: "Success",
  successMessage: "Your booking has been submitted",
  loadTestFailed: "Failed to load test details",
  testNotFound: "Test not found",
  labNotFound: "Lab not found",
  labDoesNotOfferTest: "The selected lab does not offer this test",
  labNoHomeCollection: "The selected lab does not offer home collection",
  statusUpdatedTitle: "Status updated",
  statusUpdatedMessage: (status: string) => `Booking status has been updated to ${status}`,
  fetchError: "Error fetching bookings",
  updateStatusError: "Error updating status",
  notFound: "Booking not found",
  slotFull: "This time is no longer available. Please choose another time.",
  duplicate: "You already have this booking.",
  /** The same idempotency key sent with a different booking request. */
  idempotencyKeyReused: "This request key was already used for a different booking.",
  /** A lab moving a booking onto a slot where the same patient already holds one of its tests. */
  patientHasDuplicate:
    "The patient already has one of these tests booked at this time. Please choose another time.",
  dayClosed: (reason: string) => `The lab is closed on this day (${reason}). Please choose another date.`,
  outsideHours: "This time is outside the lab's opening hours. Please choose one of the listed times.",
  timePast: "This time has already passed. Please choose a later time.",
  leadTime: (duration: string) => `Please choose a time at least ${duration} from now.`,
  beyondHorizon: (days: number) =>
    `Bookings can be made up to ${days} days ahead. Please choose an earlier date.`,
  emirateNotServed: (emirate: string) => `This lab does not offer home collection in ${emirate}.`,
  testNotOffered: (testName: string) => `The selected lab does not offer ${testName}.`,
  testsRequired: "Please choose at least one test",
  tooManyTests: "A booking can hold at most 20 tests",
  testsNotDistinct: "Each test can be booked only once per booking",
  transitionRefused: (from: string, to: string) => `A booking cannot go from ${from} to ${to}.`,
  cancelCutoff: (hours: string) =>
    `Bookings can be cancelled or moved online until ${hours} before the appointment. Please call the lab.`,
  notChangeable: (status: string) => `A ${status} booking cannot be changed.`,
  /** Beside the greyed Reschedule and Cancel buttons inside the lab's cut-off (the lab's phone follows). */
  changesClosed: (duration: string) => `Changes close ${duration} before your appointment; call the lab`,
  cancelReasonRequired: "Please give a reason for cancelling",
  cancelledTitle: "Booking cancelled",
  rescheduledTitle: "Booking rescheduled",
  priceChanged: "The price has changed since you opened this page. Please check the new total.",
} as const);

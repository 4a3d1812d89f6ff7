/**
 * Admin console messages (worded here: the product gives no wording for admin validation), as
 * `messages.admin`, and the SEO settings screens' notices, as `messages.seo`.
 */
import { keyMessages } from "./message-keys.ts";

/** The SEO settings screens' notices, keyed `seo.<name>`. */
export const seoMessages = keyMessages("seo", {
  updatedTitle: "SEO settings updated",
  updatedMessage: "Your SEO settings have been saved successfully.",
  updateFailed: "Failed to update SEO settings.",
  pageAdded: "Page SEO added",
  pageAddFailed: "Failed to add page SEO settings.",
  pageDeleted: "Page SEO deleted",
  pageDeleteFailed: "Failed to delete page SEO settings.",
  pageDeleteConfirm: "Are you sure you want to delete this page SEO configuration?",
  pageEmpty: "No page-specific SEO settings found. Add your first page SEO configuration above.",
} as const);

/** Admin console texts, keyed `admin.<name>` (nested: `admin.reschedule.<name>`, `admin.csv.<name>`). */
export const adminMessages = keyMessages("admin", {
  labNotFound: "Lab not found",
  offerNotFound: "Offer not found",
  userNotFound: "User not found",
  resourceNotFound: "Resource not found",
  pageSeoNotFound: "Page SEO not found",
  testNameTaken: "A test with this name already exists",
  labNameTaken: "A lab with this name already exists",
  categoryNameTaken: "A category with this name already exists",
  slugTaken: "This slug is already in use",
  slugInvalid: "Slug may only contain lower-case letters, digits and hyphens",
  pagePathTaken: "SEO settings for this page path already exist",
  testHasBookings: "This test has bookings, so it cannot be deleted. Deactivate it instead.",
  labHasBookings: "This lab has bookings, so it cannot be deleted. Deactivate it instead.",
  categoryNotEmpty: "This category still has tests. Move or delete them before deleting the category.",
  lastAdmin: "You cannot remove the last admin",
  emailNotFailed: "Only a failed message can be sent again",
  /** Shown by the Emails screen instead of a single-use link (password reset, email confirmation). */
  emailLinkHidden: "[link hidden: only the recipient can use it]",
  /** Shown by the Emails screen for a retest reminder whose reminder was deleted (with its account, person or test). */
  emailReminderGone: "[this reminder no longer exists: its account, family member or test was deleted]",
  whatsappInvalid: "Please enter the WhatsApp number with its country code, e.g. 971501234567",
  testimonialRequired: "Testimonial text is required",
  settingsSaved: "Site settings saved",
  demoSettings:
    "The site still shows demo contact details. Enter your real WhatsApp number, phone, email and address in Site settings.",
  imageHostNotAllowed: (hosts: readonly string[]) =>
    hosts.length
      ? `Images must be on this site or on ${hosts.join(", ")} (https). Upload it there, or ask the operator to add its host to IMAGE_HOSTS.`
      : "Images must be on this site (a path such as /images/photo.jpg). Ask the operator to add other hosts to IMAGE_HOSTS.",
  emirateInvalid: "Please choose an emirate",
  areaRequired: "Area is required",
  addressRequired: "Address is required",
  phoneRequired: "Phone is required",
  slotMinutesInvalid: "Slot length must be a whole number of minutes from 5 to 240",
  capacityInvalid: "Capacity must be a whole number from 1 to 100",
  leadMinutesInvalid: "Lead time must be a whole number of minutes from 0 to 10080 (7 days)",
  horizonDaysInvalid: "Booking horizon must be a whole number of days from 1 to 365",
  cutoffMinutesInvalid: "Cancellation cut-off must be a whole number of minutes from 0 to 10080",
  confirmationMinutesInvalid: "Confirmation time must be a whole number of minutes from 5 to 10080 (7 days)",
  autoConfirmInvalid: "Auto-confirm must be on or off",
  windowMinutesInvalid: "Window length must be a whole number of minutes from 15 to 720",
  homeWindowInvalid: "Home-collection hours must be at least one window long",
  latitudeInvalid: "Latitude must be a number between 22 and 26.5 (UAE)",
  longitudeInvalid: "Longitude must be a number between 51 and 56.5 (UAE)",
  closureReasonRequired: "Please give the reason for the closure",
  closureDuplicate: "Each date can be closed only once",
  turnaroundInvalid: "Turnaround must be a whole number of hours from 1 to 2160",
  fastingHoursInvalid: "Fasting hours must be a whole number from 0 to 72",
  sortOrderInvalid: "Sort order must be a whole number from 0 to 10000",
  loincInvalid: "LOINC code must look like 2093-3",
  originalPriceInvalid: "Original price must be a positive amount in AED",
  originalPriceNotHigher: "Original price must be higher than the price",
  feeInvalid: "Home collection fee must be zero or a positive amount in AED",
  dateRangeInvalid: "The start date cannot be after the end date",
  /** A bookings list position (cursor) that is malformed, or names no booking the caller may see. */
  listCursorInvalid: "This position in the list is no longer valid. Please start again from the first page.",
  listLimitInvalid: "Rows per page must be a whole number from 1 to 100",
  /** A page number past the first 10,000 rows: deeper pages are reached with Next and Previous. */
  listPageTooDeep: "Page numbers reach the first 10,000 bookings only. Use Next and Previous to go further.",
  tooManyItems: "Too many items",
  importFailed: "The price list could not be applied. Nothing was changed.",
  /** The lab-side reschedule dialog of the bookings console (admin.bookings.reschedule). */
  reschedule: {
    button: "Reschedule",
    title: (reference: string) => `Reschedule booking ${reference}`,
    intro: (current: string) =>
      `The appointment is on ${current}. Choose a new date and time at the same lab. The patient's cut-off does not apply to the lab; the patient is emailed the new time.`,
    chooseSlot: "Please choose a new date and time",
    continue: "Continue",
    close: "Close",
    back: "Back",
    confirmTitle: "Confirm the new time",
    confirm: (from: string, to: string) =>
      `Move this booking from ${from} to ${to}? The patient will be emailed the new time.`,
    confirmButton: "Move booking",
    moving: "Moving...",
    doneTitle: "Booking rescheduled",
    done: (reference: string, when: string) => `Booking ${reference} is now on ${when}.`,
    failed: "Could not reschedule",
  },
  csv: {
    testRequired: "Test is required",
    unknownTest: "Unknown test",
    ambiguousTest: "More than one test matches this value; use the test slug instead",
    duplicateRow: "Duplicate row for this test",
    tooManyValues: "This row has more values than the header has columns",
    unclosedQuote: "This row has a quote that is never closed",
    missingColumn: (column: string) => `The price list needs a "${column}" column`,
    empty: "The price list has no rows",
    tooManyRows: "The price list has more than 5,000 rows. Split it into smaller files.",
    tooLarge: "The price list is larger than 1 MB. Split it into smaller files.",
  },
} as const);

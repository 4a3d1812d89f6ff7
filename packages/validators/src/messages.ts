/**
 * Every user-facing message, in one place, so server procedures and Mantine forms say the same thing.
 * The product's own wording (screen texts, form validation, notices) is kept word for word; the others
 * cover cases that wording leaves open (auth errors, booking rules of the server).
 */
import { blogMessages } from "./blog-messages.ts";
import { catalogMessages, comparisonMessages } from "./catalog-messages.ts";
import { doctorListMessages } from "./list-messages.ts";
import { keyMessages, nameMessageParams } from "./message-keys.ts";
import { MESSAGE_PARAMS } from "./message-params.ts";
import { resultMessages } from "./results-messages.ts";
import { insuranceMessages } from "./insurance-messages.ts";
import { shareMessages } from "./share-messages.ts";
import { familyMessages } from "./family-messages.ts";

export {
  blogMessages,
  catalogMessages,
  comparisonMessages,
  doctorListMessages,
  familyMessages,
  insuranceMessages,
  shareMessages,
};

nameMessageParams(MESSAGE_PARAMS);

export const validationMessages = keyMessages("validation", {
  selectDate: "Please select a date",
  dateInPast: "Please choose today or a later date",
  timeRequired: "Please select a time",
  timeInvalid: "Please enter a time as HH:mm",
  patientNameRequired: "Patient name is required",
  patientEmailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address",
  homeAddressRequired: "Please enter the address for home collection",
  emirateRequired: "Please choose the emirate for home collection",
  labRequired: "Please choose a lab",
  passwordTooShort: "Password must be at least 8 characters",
  passwordTooLong: "Password must be at most 128 characters",
  passwordRequired: "Password is required",
  titleRequired: "Title is required",
  excerptRequired: "Excerpt is required",
  contentRequired: "Content is required",
  authorRequired: "Author is required",
  categoryRequired: "Category is required",
  siteTitleRequired: "Site title is required",
  siteDescriptionRequired: "Site description is required",
  pagePathRequired: "Page path is required",
  pagePathInvalid: "Page path must start with /",
  descriptionRequired: "Description is required",
  urlInvalid: "Please enter a valid URL (http:// or https://)",
  nameRequired: "Name is required",
  linkRequired: "Link is required",
  priceInvalid: "Price must be a positive amount in AED",
  idInvalid: "Invalid id",
  tooLong: "This value is too long",
  pageInvalid: "Page must be a positive number",
  priceRangeInvalid: catalogMessages.priceRangeInvalid,
  inputHasNul: "Text must not contain the NUL character",
  phoneInvalid: "Please enter a valid phone number, e.g. +971 50 123 4567",
  idempotencyKeyInvalid: "Invalid request key",
} as const);

const WEAK_PASSWORD = "This password is too easy to guess.";

export const authMessages = keyMessages("auth", {
  invalidCredentials: "Invalid email or password",
  emailTaken: "An account with this email already exists",
  rateLimited: "Too many attempts. Please wait a minute and try again.",
  accountThrottled:
    "Too many failed sign-ins for this account. Please wait a minute before trying again, or reset your password.",
  busy: "The server is busy. Please try again in a moment.",
  signInRequired: "Please sign in to continue",
  forbidden: "You do not have permission to do this",
  badOrigin: "Request refused: it did not come from this site",
  /** The start of a refused password's message (weakPasswordRefused). */
  weakPassword: WEAK_PASSWORD,
  /**
   * A refused password: weakPassword, then the password checker's own advice (English sentences).
   * A page in another language may show its own sentence without `advice`.
   */
  weakPasswordRefused: (advice: string) => `${WEAK_PASSWORD} ${advice}`,
} as const);

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

/** Account self-service (email verification, password reset and change, email change, sessions, data). */
export const accountMessages = keyMessages("account", {
  linkInvalid: "This link is invalid or has expired. Please ask for a new one.",
  resetRequested:
    "If an account exists for this email, we have sent a link to reset its password. Please check your inbox.",
  passwordReset: "Your password has been changed. Please sign in with your new password.",
  emailVerified: "Thank you: your email address is confirmed.",
  verificationSent: "We have sent you a new confirmation link.",
  verifyBanner: "Please confirm your email address: we sent you a link when you signed up.",
  wrongPassword: "The password is not correct",
  passwordChanged: "Your password has been changed. Other devices have been signed out.",
  samePassword: "The new password must differ from the current one",
  emailChangeSent: (email: string) =>
    `We have sent a confirmation link to ${email}. Your email changes when you open it.`,
  emailChanged: "Your email address has been changed.",
  sameEmail: "This is already your email address",
  sessionEnded: "Signed out of that device",
  signedOutEverywhere: "Signed out everywhere",
  deleted: "Your account has been deleted.",
  lastAdmin: "You are the last admin: make someone else an admin before deleting your account.",
  exportReady: "Your data has been downloaded.",
} as const);

export const dashboardMessages = keyMessages("dashboard", {
  fetchError: "Error fetching data",
  empty: "No bookings found.",
} as const);

export const profileMessages = keyMessages("profile", {
  fetchError: "Error fetching profile",
  updateError: "Error updating profile",
  updated: "Profile updated",
} as const);

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

export const genericMessages = keyMessages("generic", {
  notFound: "Not found",
  serverError: "Something went wrong. Please try again.",
  serviceUnavailable: "The service is briefly unavailable. Please try again in a moment.",
  unsupportedBody: "Request refused: send JSON (Content-Type: application/json)",
  /** A per-IP limit of a costly public procedure was reached. */
  tooManyRequests: "Too many requests. Please wait a minute and try again.",
} as const);

/** Admin console (worded here: the product gives no wording for admin validation). */
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

/**
 * All of the above by section (`messages.booking.…`). The public catalogue pages and the blog post
 * import their sections from catalog-messages.ts and blog-messages.ts instead, so they don't ship the rest.
 */
export const messages = {
  validation: validationMessages,
  auth: authMessages,
  booking: bookingMessages,
  account: accountMessages,
  comparison: comparisonMessages,
  dashboard: dashboardMessages,
  profile: profileMessages,
  catalog: { ...catalogMessages, ...doctorListMessages },
  blog: blogMessages,
  seo: seoMessages,
  generic: genericMessages,
  admin: adminMessages,
  results: resultMessages,
  insurance: insuranceMessages,
  share: shareMessages,
  family: familyMessages,
} as const;

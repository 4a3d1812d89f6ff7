/** Copy of the results feature (lab uploads, the patient's results, the record across labs). */
import { keyMessages } from "./message-keys.ts";

/** Lab side: uploads in the console and POST /api/bookings/:reference/results. */
export const resultUploadMessages = keyMessages("results", {
  notAPdf: "The file is not a PDF. Please upload the lab report as a PDF file.",
  pdfUnreadable: "The PDF could not be read: it is damaged or has no pages. Please export the report again.",
  pdfActiveContent: "This PDF contains scripts or attachments. Please upload a plain PDF.",
  nothingToUpload: "Please add a PDF or observations (or both).",
  fileTooLarge: "The file is larger than 10 MB. Please upload a smaller PDF.",
  fieldTooLarge: "A text field is larger than 64 KB. Please upload fewer observations at once.",
  tooManyParts: "The upload has too many parts: send one file, the observations and a note.",
  oneFileOnly: "Please upload one PDF at a time.",
  unknownField: (name: string) =>
    `The upload has an unknown part "${name}": send file, observations and note only.`,
  lengthRequired: "Send the upload with a Content-Length header.",
  notMultipart: "Send the upload as multipart/form-data.",
  patientGone: "The patient has deleted their account: results can no longer be delivered for this booking.",
  bookingNotReady: (status: string) =>
    `Results can be uploaded only for a confirmed or completed booking; this booking is ${status}.`,
  csvHeader: (columns: string) => `Line 1: the header must be exactly "${columns}".`,
  /** The reason after "Line 1: " when the observations use ";", tabs or "|" between values. */
  csvDelimiter:
    'the values are not separated by commas. Use commas (,) between values, e.g. save the spreadsheet as "CSV (comma delimited)".',
  csvEmpty: "The observations have no rows: add one line per measured value under the header.",
  csvTooManyRows: (max: number) =>
    `The observations have more than ${max} rows. Please split them into several uploads.`,
  csvRow: (line: number, reason: string) => `Line ${line}: ${reason}`,
  rowColumns: (expected: number, found: number) => `expected ${expected} values, found ${found}.`,
  rowUnclosedQuote: "a quote is not closed.",
  loincInvalid: "the LOINC code must look like 4548-4 (digits, a hyphen and a check digit).",
  nameRequired: "the name is missing.",
  nameTooLong: "the name is longer than 200 characters.",
  valueRequired: "the value is missing.",
  valueTooLong: "the value is longer than 200 characters.",
  unitTooLong: "the unit is longer than 40 characters.",
  refLowInvalid: "ref_low must be a number, e.g. 4.0.",
  refHighInvalid: "ref_high must be a number, e.g. 5.6.",
  refOrder: "ref_low must not be above ref_high.",
  refTextTooLong: "ref_text is longer than 200 characters.",
  flagInvalid: "flag must be one of L, N, H, LL, HH, A, or empty.",
  noMatchingTest: (tests: string) =>
    `the row matches none of the booked tests (${tests}) by LOINC code or name.`,
  noteTooLong: "The note is longer than 2,000 characters.",
  uploadedTitle: "Results uploaded",
  uploaded: (version: number) => `Version ${version} is stored and the patient has been emailed.`,
  uploadFailed: "Upload failed",
  reportsFetchError: "Error fetching the results",
  // Critical results in the console (admin.bookings.criticalReports, acknowledgeCritical)
  criticalReportNotFound: "Report not found",
  criticalNotCritical: "This report has no critical results: there is nothing to acknowledge.",
  criticalAlreadyAcknowledged: "The patient was already marked as contacted for this report.",
  criticalFetchError: "Error fetching the critical results",
  criticalAcknowledged: "Marked as contacted",
} as const);

/** Patient side: the booking page's results, the dashboard's Results tab, /results. */
export const resultViewMessages = keyMessages("results", {
  /** An observation's interpretation flag (HL7 ObservationInterpretation code) in words, never by colour alone. */
  flagLabels: {
    L: "Low",
    N: "Normal",
    H: "High",
    LL: "Critically low",
    HH: "Critically high",
    A: "Abnormal",
  },
  resultsReady: "Results ready",
  downloadPdf: "Download PDF",
  addedByYou: "Added by you",
  noResultsYet: "No results yet. When a lab sends your results, they appear here.",
  // results.addOwn: a past result from elsewhere
  ownTestRequired: "Please choose the test",
  ownTestNotFound: "Test not found. Please choose one from the list",
  ownValueRequired: "Please enter the result",
  ownValueOutOfRange: "Please enter a value between -999,999,999,999 and 999,999,999,999",
  ownValueTooLong: "The result can be at most 200 characters",
  ownUnitTooLong: "The unit can be at most 40 characters",
  ownDateRequired: "Please enter the date of the test",
  ownDateInFuture: "The date of the test cannot be in the future",
  ownDateTooEarly: "Please enter a date from 1 January 2000",
  ownLabNameRequired: "Please enter the lab's name (2 to 200 characters)",
  ownFlagInvalid: "Please choose Low, Normal, High, Critically low, Critically high or Abnormal",
  ownAdded: "Your past result was added",
} as const);

/** Files, export and deletion. */
export const resultFileMessages = keyMessages("results", {
  /** GET /api/results/:id/file for a report that does not exist, has no PDF, or is not the caller's to see. */
  fileNotFound: "Result not found",
  /** The stored PDF is missing or its bytes no longer match the SHA-256 taken at upload: it is not sent. */
  fileUnavailable:
    "This result's PDF could not be checked, so it was not sent. Please contact us and we will ask the lab for it again.",
  /** The file store (S3 or the database) did not answer. */
  fileStoreDown: "Result files are unavailable right now. Please try again in a few minutes.",
} as const);

/** Retest reminders: results.reminders.* and the email's cancel link. */
export const retestReminderMessages = keyMessages("results", {
  reminderMonthsInvalid: "Please choose 1, 3, 6 or 12 months",
  reminderNotFound: "Reminder not found",
  reminderLinkInvalid: "This link is no longer valid: the reminder was already cancelled.",
} as const);

export const resultMessages = {
  ...resultUploadMessages,
  ...resultViewMessages,
  ...resultFileMessages,
  ...retestReminderMessages,
} as const;

/** Copy of insurance: the payer choice, the estimate on cards and bookings, and the admin's networks. */
import { keyMessages } from "./message-keys.ts";

export const insuranceMessages = keyMessages("insurance", {
  planUnavailable:
    "The insurance plan in this link is no longer offered here, so prices are shown for self-pay.",
  memberNumberRequired: "Please enter your insurance member number",
  memberNumberInvalid: "A member number has 3 to 30 letters, digits, - or /",
  planRequired: "Please choose your insurance plan",
  planNotFound: "Insurance plan not found",
  insurerNotFound: "Insurer not found",
  insurerHasPlans: "This insurer still has plans. Delete or move them first.",
  planHasBookings: "This plan has bookings, so it cannot be deleted. Switch it off instead.",
  insurerNameTaken: "An insurer with this name already exists",
  planNameTaken: "This insurer already has a plan with this name",
  copayPercentInvalid: "The co-pay is a percentage from 0 to 100",
  copayCapInvalid: "The cap is an amount in AED from 0 to 100,000, or empty for no cap",
  estimateChanged: (shareAed: string) =>
    `Your estimated share has changed to AED ${shareAed}. Please check and book again.`,
  paymentFilterInvalid: "Choose a payment: self-pay or insurance",
  planFilterNeedsInsurance: "A plan can be chosen only with the Insurance payment filter",
  coverNotice: "The lab confirms your cover at the visit; the share may differ.",
  demoInsurers:
    "The insurers and plans are fictional demo data. Replace them with the plans your partner labs accept before going live.",
  networkCsv: {
    header: 'The first line must be the header "lab_slug,plan_slug"',
    line: (line: number, reason: string) => `Line ${line}: ${reason}`,
    unknownLab: (slug: string) => `unknown lab "${slug}"`,
    unknownPlan: (slug: string) => `unknown plan "${slug}"`,
    badLine: "expected two values: lab_slug,plan_slug",
    empty: "The file has no lines after the header",
    tooLarge: "The network file is larger than 1 MB. Split it into smaller files.",
    tooManyLines: "The network file has more than 20,000 lines. Split it into smaller files.",
  },
} as const);

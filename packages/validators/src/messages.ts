/**
 * Every user-facing message, composed from one module per area, so server procedures and Mantine
 * forms say the same thing. The product's own wording (screen texts, form validation, notices) is
 * kept word for word; the others cover cases that wording leaves open (auth errors, booking rules of
 * the server).
 */
import { accountMessages, dashboardMessages, profileMessages } from "./account-messages.ts";
import { adminMessages, seoMessages } from "./admin-messages.ts";
import { authMessages } from "./auth-messages.ts";
import { blogMessages } from "./blog-messages.ts";
import { bookingMessages } from "./booking-messages.ts";
import { catalogMessages, comparisonMessages } from "./catalog-messages.ts";
import { genericMessages } from "./generic-messages.ts";
import { doctorListMessages } from "./list-messages.ts";
import { nameMessageParams } from "./message-keys.ts";
import { MESSAGE_PARAMS } from "./message-params.ts";
import { resultMessages } from "./results-messages.ts";
import { insuranceMessages } from "./insurance-messages.ts";
import { shareMessages } from "./share-messages.ts";
import { familyMessages } from "./family-messages.ts";
import { validationMessages } from "./validation-messages.ts";

export {
  accountMessages,
  adminMessages,
  authMessages,
  blogMessages,
  bookingMessages,
  catalogMessages,
  comparisonMessages,
  dashboardMessages,
  doctorListMessages,
  familyMessages,
  genericMessages,
  insuranceMessages,
  profileMessages,
  seoMessages,
  shareMessages,
  validationMessages,
};

nameMessageParams(MESSAGE_PARAMS);

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

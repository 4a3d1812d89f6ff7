/**
 * The messages of a doctor's list (catalog.resolveList and the list box), in a module of their own:
 * the pages with the list box import them without the other catalogue messages, and the pages
 * without it do not ship the list's rules. Part of `messages` (messages.ts) as `messages.catalog.list…`.
 */
import {
  DOCTOR_LIST_MAX_CHARS,
  DOCTOR_LIST_MAX_ITEMS,
  type DoctorListProblem,
} from "@labcompare/domain/doctor-list";
import { keyMessages } from "./message-keys.ts";

export const doctorListMessages = keyMessages("catalog", {
  /** No test in the list. */
  listEmpty: "Type or paste at least one test",
  /** Formatted when first read, not when the module loads: a page's first Intl call starts ICU, which costs a slow phone's page load. */
  get listTooLong() {
    return `A list can be at most ${DOCTOR_LIST_MAX_CHARS.toLocaleString("en-US")} characters`;
  },
  listTooMany: `A list can have at most ${DOCTOR_LIST_MAX_ITEMS} tests`,
} as const);

/** The message for what is wrong with a list (doctorListProblem's answer). */
export const doctorListProblemMessage = (problem: DoctorListProblem): string =>
  ({
    empty: doctorListMessages.listEmpty,
    tooLong: doctorListMessages.listTooLong,
    tooMany: doctorListMessages.listTooMany,
  })[problem];

/** Phone display helpers: the shared ones from @labcompare/validators/phone (one home for phone rules). */
export { formatPhone, telHref } from "@labcompare/validators/phone";

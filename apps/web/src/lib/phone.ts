/** Phone display helpers: the shared ones from @labcompare/domain/phone (one home for phone formatting). */
export { formatPhone, telHref } from "@labcompare/domain/phone";

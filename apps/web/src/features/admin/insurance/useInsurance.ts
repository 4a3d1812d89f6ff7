/** The caches an insurance write makes stale, for the console's insurance screens. */
import { useInvalidate } from "../lib";

/**
 * Returns a function that refetches what an insurance write changes: the console's insurers, plans
 * and networks (with the dashboard's demo-insurers alert), the patients' plan choices, and the audit log.
 */
export function useInvalidateInsurance() {
  return useInvalidate((u) => [u.admin.insurance, u.catalog.insurancePlans, u.admin.audit]);
}

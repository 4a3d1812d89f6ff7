/**
 * Copy of the console's Insurance screens (insurers and plans, a plan's network, the network CSV
 * import, lab staff's read-only networks); kept apart from the logic. The console is English; the
 * server's own messages (refusals, "Line N: reason") are shown as it sends them.
 */
import { formatAed } from "@labcompare/domain/format";

export const insuranceCopy = {
  title: "Insurance",
  subtitle: "Insurers, their plans' terms for lab tests, and the labs in each plan's network.",
  newInsurer: "New insurer",
  importNetworks: "Import networks (CSV)",
  searchPlaceholder: "Insurer or plan name",
  columns: [
    "Plan",
    { label: "Co-pay", ta: "right" as const },
    "Cap per visit",
    "Home collection",
    "Referral",
    "Active",
    { label: "Labs", ta: "right" as const },
    { label: "Bookings", ta: "right" as const },
    "Actions",
  ],
  fetchError: "Error fetching insurers",
  empty: "No insurers yet. Add the first one with “New insurer”.",
  emptyFiltered: "No insurer or plan matches.",
  noPlans: "No plans yet.",
  demo: "Demo",
  addPlan: "Add plan",
  addPlanTo: (insurer: string) => `Add a plan to ${insurer}`,
  network: "Network",
  networkOf: (plan: string) => `Network of ${plan}`,
  bookingsOf: (plan: string) => `Bookings paid with ${plan}`,
  noCap: "No cap",
  covered: "Covered",
  notCovered: "Not covered",
  required: "Required",
  notRequired: "Not required",
  insurerHasPlans: "Has plans: delete them first",
  planHasBookings: "Has bookings: switch it off instead",
  deleteInsurer: (name: string) => `"${name}" will be deleted. This action cannot be undone.`,
  deletePlan: (name: string) =>
    `"${name}" will be deleted with its network and exclusions. This action cannot be undone.`,
} as const;

/** A co-pay in percent as the console shows it: "20%", "12.5%". */
export function copayText(percent: number): string {
  return `${percent}%`;
}

/** A cap per visit (AED string "50.00", or null for none): "50.00 AED" or "No cap". */
export function capText(capAed: string | null): string {
  return capAed === null ? insuranceCopy.noCap : formatAed(capAed);
}

export const insurerFormCopy = {
  name: "Name",
  nameAr: "Name (Arabic)",
  nameArDescription: "Shown on Arabic pages",
  slug: "Slug",
  slugDescription: "Empty: made from the name",
} as const;

export const planFormCopy = {
  insurer: "Insurer",
  name: "Plan name",
  copay: "Co-pay (%)",
  copayDescription: "The patient's share of covered tests, 0 to 100",
  cap: "Cap per visit (AED)",
  capDescription: "Empty: no cap",
  coversHomeCollection: "Covers the home-collection fee",
  requiresReferral: "Requires a doctor's referral",
  active: "Active (patients can choose it)",
  excludedCategories: "Excluded categories",
  excludedCategoriesPlaceholder: "Choose categories",
  excludedTests: "Excluded tests",
  addExcludedTest: "Add an excluded test",
  removeExcludedTest: (name: string) => `Remove ${name} from the excluded tests`,
  noExcludedTests: "No test excluded.",
} as const;

export const networkCopy = {
  title: (plan: string) => `Network of ${plan}`,
  intro: "The labs that accept this plan. Saving replaces the plan's network.",
  labs: "Labs in the network",
  labsPlaceholder: "Choose labs",
  save: "Save network",
  cancel: "Cancel",
  saved: "Network saved",
  savedMessage: (plan: string, labs: number) =>
    `${plan} is accepted at ${labs} ${labs === 1 ? "lab" : "labs"}.`,
  saveError: "Could not save the network",
  fetchError: "Error fetching the networks",
} as const;

export const importCopy = {
  title: "Import networks (CSV)",
  intro:
    "One line per lab and plan, after the header line lab_slug,plan_slug. The file replaces the networks of the plans it names; one bad line refuses the whole file.",
  file: "Network file (CSV)",
  filePlaceholder: "Choose a .csv file",
  clearFile: "Clear network file",
  text: "Or paste the lines",
  textPlaceholder: "lab_slug,plan_slug\npalm-crest,corvane-essential",
  import: "Import",
  close: "Close",
  problem: "Could not import the networks",
  done: "Networks imported",
  summary: (plans: number) => `${plans} ${plans === 1 ? "plan's network" : "plans' networks"} replaced:`,
  planLine: (slug: string, labs: number) => `${slug}: ${labs} ${labs === 1 ? "lab" : "labs"}`,
} as const;

export const labNetworksCopy = {
  title: "Insurance networks",
  subtitle: "The insurance plans your labs accept. Ask an administrator to change them.",
  columns: ["Lab", "Plans accepted"],
  empty: "No labs.",
  planCount: (n: number) => `${n} ${n === 1 ? "plan" : "plans"}`,
  noPlans: "No insurance plans.",
  off: "off",
} as const;

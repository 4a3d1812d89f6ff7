/** Copy of the doctor's-list box (home, search, basket), its chips, and the search page's list offer. */
const tests = (n: number) => `${n} ${n === 1 ? "test" : "tests"}`;

export const doctorListCopy = {
  label: "Paste or type your doctor's list",
  hint: "One test per line, or separated by commas, for example: CBC, Vitamin D, TSH, HbA1c",
  placeholder: "CBC, Vitamin D, TSH, HbA1c",
  submit: "Compare labs",
  /** The submit button once the box holds a list of `n` items. */
  submitCount: (n: number) => (n === 1 ? "Compare labs for this test" : `Compare labs for these ${n} tests`),
  /** The box's toggle where it starts folded (search page, a basket with tests). */
  toggle: "Have a doctor's list? Paste it here",
  chipsTitle: "Your doctor's list",
  chipsSummary: (found: number, total: number) => `${found} of ${tests(total)} found`,
  resolving: "Finding your tests",
  resolveError: "Your list could not be read",
  /** A likely match: the item as written, then the choices. */
  didYouMean: (input: string) => `“${input}”: did you mean`,
  exactFrom: (input: string) => `from “${input}”`,
  notFound: (input: string) => `“${input}”: not found`,
  searchFor: (input: string) => `Search for “${input}”`,
  notInBasket: "Not in your basket: tap to add",
  chosen: "In your basket",
  compare: (n: number) => (n === 1 ? "Compare labs for this test" : `Compare labs for these ${n} tests`),
  /** The search page, when the query is a list of tests. */
  searchListTitle: (n: number) => `This looks like a list of ${tests(n)}`,
  addAll: (n: number) => `Add all ${n} to basket`,
  listReplacedTitle: "Your basket now holds the tests of your list",
};

/** Copy of the basket controls (add button, header link) and the /basket page. */
export const basketCopy = {
  add: "Add to basket",
  remove: "Remove from basket",
  /** Accessible names: the visible text first (WCAG 2.5.3), then the test. */
  addLabel: (name: string) => `Add to basket: ${name}`,
  removeLabel: (name: string) => `Remove from basket: ${name}`,
  headerLink: "Basket",
  headerLabel: (count: number) => `Basket, ${count} ${count === 1 ? "test" : "tests"}`,
  saveFailed: "Your basket could not be saved",
};

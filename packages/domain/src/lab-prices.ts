/**
 * A lab page's price list (catalog.labs.prices): how many prices it shows at first and adds with each
 * "Show more" (`prices=N` in the URL), and the most one answer holds.
 */
export const LAB_PRICE_LIMIT_DEFAULT = 40;
export const LAB_PRICE_LIMIT_MAX = 1000;
/** The longest search of a lab's price list, in characters. */
export const LAB_PRICE_QUERY_MAX = 100;

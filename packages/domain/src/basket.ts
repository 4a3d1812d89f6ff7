/**
 * How many labs a basket comparison answers (catalog.compareBasket's `limit`, the basket page's
 * `labs` parameter): a page a phone shows without strain, and at most every lab a basket can reach.
 */
export const COMPARE_LAB_LIMIT_DEFAULT = 50;
export const COMPARE_LAB_LIMIT_MAX = 500;

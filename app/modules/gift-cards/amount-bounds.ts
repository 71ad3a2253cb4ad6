/**
 * A gift card's smallest and largest amount (decision 085), re-exported by `./rules`. Apart, so
 * that the browser's cart store, which every page loads, checks its stored lines without the rest
 * of the rules (decision 097).
 */
export const GIFT_CARD_MIN_CENTS = 1000;
export const GIFT_CARD_MAX_CENTS = 50000;

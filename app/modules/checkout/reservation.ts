/**
 * How long an unpaid order holds its stock and coupon use (DESIGN section 5); then the sweeper
 * cancels it. The order page tells the shopper so.
 */
export const RESERVATION_MINUTES = 30;

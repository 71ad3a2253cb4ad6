/**
 * How long an unpaid order holds its stock and coupon use (DESIGN section 5); then the sweeper
 * cancels it. The order page tells the shopper so.
 */
export const RESERVATION_MINUTES = 30;

/**
 * Shorter holds for big unpaid orders (decision 036): what a client holds unpaid, all its
 * orders together, decides how long the new order holds it. A usual cart keeps 30 minutes; a
 * cart-load that keeps stock from others gets less, so a hoard empties itself soon.
 */
const HOLD_STEPS: readonly { upToUnits: number; minutes: number }[] = [
  { upToUnits: 20, minutes: RESERVATION_MINUTES },
  { upToUnits: 40, minutes: 20 },
];
export const SHORTEST_HOLD_MINUTES = 10;

/** Minutes a new unpaid order holds its stock, when its client then holds `unitsHeld` units. */
export function holdMinutes(unitsHeld: number): number {
  return HOLD_STEPS.find((step) => unitsHeld <= step.upToUnits)?.minutes ?? SHORTEST_HOLD_MINUTES;
}

import type { ReturnReason, ReturnResolution, ReturnStatus } from "~/db/schema/returns";

/**
 * The rules of returns and claims (issue 30, item 1; decisions 090 and 091), pure: the buyer's
 * page, the admin's and the server share them.
 */

export const RETURN_REASONS = [
  "damaged",
  "melted",
  "wrong_item",
  "not_as_described",
  "changed_mind",
] as const satisfies readonly ReturnReason[];

export const RETURN_STATUSES = [
  "requested",
  "awaiting_item",
  "completed",
  "refused",
] as const satisfies readonly ReturnStatus[];

export const RETURN_RESOLUTIONS = [
  "refund",
  "store_credit",
  "replacement",
] as const satisfies readonly ReturnResolution[];

/** A return may be asked for until this many days after the order was shipped. */
export const RETURN_WINDOW_DAYS = 30;
export const MAX_RETURN_PHOTOS = 3;
export const MAX_RETURN_NOTE = 1000;
export const MAX_REFUSAL_REASON = 500;

/** Where the buyer's photos live in the file storage; /media/ never serves them. */
export const RETURN_PHOTO_PREFIX = "returns/";

const DAY_MS = 86_400_000;

/** Only a change of mind needs the item back: a damaged, melted or wrong item is not worth the post. */
export const needsItemBack = (reason: ReturnReason) => reason === "changed_mind";

/** A replacement is for a fault; someone who changed their mind gets their money back. */
export const canReplace = (reason: ReturnReason) => reason !== "changed_mind";

/** The last moment a return may be asked for, or null while the order has not shipped. */
export function returnDeadline(shippedAt: Date | null): Date | null {
  return shippedAt ? new Date(shippedAt.getTime() + RETURN_WINDOW_DAYS * DAY_MS) : null;
}

/** Whether a return may be asked for at `now`: shipped, and no more than 30 days ago. */
export function withinReturnWindow(shippedAt: Date | null, now: Date): boolean {
  const deadline = returnDeadline(shippedAt);
  return deadline !== null && now.getTime() >= shippedAt!.getTime() && now.getTime() <= deadline.getTime();
}

/** The payment provider a replacement order carries: a new order at no charge (decision 090). */
export const REPLACEMENT_PROVIDER = "replacement";

/** Whether an order is a replacement sent for a return: nothing was paid for it (decision 096). */
export const isReplacementOrder = (order: { paymentProvider: string }) =>
  order.paymentProvider === REPLACEMENT_PROVIDER;

/**
 * The reasons a buyer may give for an order's lines (decision 096): any for a bought order; for a
 * replacement only a fault (damaged, melted, wrong, not as described) — nothing was paid for it,
 * so a change of mind has nothing to give back.
 */
export function reasonsFor(order: { replacement: boolean }): readonly ReturnReason[] {
  return order.replacement ? RETURN_REASONS.filter((reason) => reason !== "changed_mind") : RETURN_REASONS;
}

/**
 * Whether a return of an order may go back to the card: not for a replacement (decision 096) —
 * the card paid the order it replaced, and this one was paid nothing. Store credit (within what
 * that order paid) or another replacement instead.
 */
export const refundsToCard = (order: { replacement: boolean }) => !order.replacement;

/** The quantities that count against a line: every request but a refused one. */
export const holdsQuantities = (status: ReturnStatus) => status !== "refused";

/** A request the admin still has to act on. */
export const isOpen = (status: ReturnStatus) => status === "requested" || status === "awaiting_item";

export interface PricedOrder {
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
}

export interface ReturnedLine {
  unitPriceCents: number;
  quantity: number;
}

/**
 * What goes back for `lines` of `order` (decision 091): what the lines cost less their share of
 * the coupon's discount, the share rounded up so that the shop never gives back a cent more than
 * was paid for them, however the order's lines are split across requests. Shipping and the
 * checkout's extras (gift wrap, insulation) are not given back by a return. Never more than what
 * is left of the order's payment after earlier returns (`alreadyCents`), never below zero.
 */
export function returnAmountCents(
  order: PricedOrder,
  lines: readonly ReturnedLine[],
  alreadyCents = 0,
): number {
  const linesCents = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  const couponShare =
    order.subtotalCents > 0 ? Math.ceil((order.discountCents * linesCents) / order.subtotalCents) : 0;
  const paidForLines = Math.max(0, linesCents - couponShare);
  const left = Math.max(0, order.totalCents - alreadyCents);
  return Math.min(paidForLines, left);
}

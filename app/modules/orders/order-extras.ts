import type { Order } from "~/db/schema";

/**
 * The extras of an order as its pages show them (decision 075): the gift (for whom, the
 * message, prices hidden on the packing slip), gift wrap and insulated packaging with the fees
 * charged. An order placed before the extras existed has none: no gift, nothing charged.
 */
export interface OrderExtrasView {
  gift: { recipientName: string; message: string | null; hidePrices: boolean } | null;
  giftWrapped: boolean;
  giftWrapCents: number;
  insulated: boolean;
  insulationCents: number;
}

export type OrderExtrasColumns = Pick<
  Order,
  | "isGift"
  | "giftRecipientName"
  | "giftMessage"
  | "giftHidePrices"
  | "giftWrapped"
  | "giftWrapCents"
  | "insulated"
  | "insulationCents"
  | "shippingAddress"
>;

export function orderExtrasView(order: OrderExtrasColumns): OrderExtrasView {
  const shippingName = `${order.shippingAddress.firstName} ${order.shippingAddress.lastName}`.trim();
  return {
    gift: order.isGift
      ? {
          recipientName: order.giftRecipientName ?? shippingName,
          message: order.giftMessage,
          hidePrices: order.giftHidePrices,
        }
      : null,
    giftWrapped: order.giftWrapped,
    giftWrapCents: order.giftWrapCents,
    insulated: order.insulated,
    insulationCents: order.insulationCents,
  };
}

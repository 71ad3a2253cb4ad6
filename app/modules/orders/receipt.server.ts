import type { Order, OrderLine } from "~/db/schema";
import { formatPrice } from "~/lib/money";
import type { EmailMessage } from "~/modules/mail/outbox.server";

/** The receipt for a paid order: one per order (dedupe key), whole, with the order's link. */
export function receiptEmail(order: Order, lines: readonly OrderLine[], link: string): EmailMessage {
  const address = order.shippingAddress;
  const text = [
    `Hi ${address.firstName},`,
    "",
    `Thank you for your order ${order.number}. We received your payment and are packing your treats.`,
    "",
    ...lines.map(
      (line) =>
        `${line.quantity} × ${line.productName} (${formatPrice(line.unitPriceCents)}) = ${formatPrice(line.unitPriceCents * line.quantity)}`,
    ),
    "",
    `Subtotal: ${formatPrice(order.subtotalCents)}`,
    ...(order.discountCents > 0
      ? [`Discount${order.couponCode ? ` (${order.couponCode})` : ""}: -${formatPrice(order.discountCents)}`]
      : []),
    `Shipping: ${order.shippingCents === 0 ? "FREE" : formatPrice(order.shippingCents)}`,
    `Total: ${formatPrice(order.totalCents)}`,
    "",
    "Shipping to:",
    `${address.firstName} ${address.lastName}`,
    address.address,
    [address.city, address.state, address.zipCode].filter(Boolean).join(", "),
    address.country,
    "",
    `Your order: ${link}`,
    "",
    "Sweet Trip",
  ].join("\n");
  return {
    dedupeKey: `receipt:${order.id}`,
    to: order.email,
    subject: `Your Sweet Trip order ${order.number}`,
    text,
  };
}

import type { Order, OrderLine } from "~/db/schema";
import { addressCountryName } from "~/lib/countries";
import { parseLanguage } from "~/lib/language";
import { formatPrice } from "~/lib/money";
import type { EmailMessage } from "~/modules/mail/outbox.server";
import { receiptTexts, type ReceiptTexts } from "./receipt-texts";

/**
 * The receipt for a paid order, in the language it was placed in (its shipping country named in
 * it too, as the order's page names it): one per order (dedupe key), whole, with the order's link.
 */
export function receiptEmail(
  order: Order,
  lines: readonly OrderLine[],
  link: string,
  invoice?: string,
): EmailMessage {
  const language = parseLanguage(order.language);
  const words = receiptTexts[language];
  const address = order.shippingAddress;
  const text = [
    words.greeting(address.firstName),
    "",
    words.thanks(order.number),
    "",
    ...lines.map(
      (line) =>
        `${line.quantity} × ${line.productName} (${formatPrice(line.unitPriceCents)}) = ${formatPrice(line.unitPriceCents * line.quantity)}`,
    ),
    "",
    `${words.subtotal}: ${formatPrice(order.subtotalCents)}`,
    ...(order.discountCents > 0
      ? [
          `${words.discount}${order.couponCode ? ` (${order.couponCode})` : ""}: -${formatPrice(order.discountCents)}`,
        ]
      : []),
    `${words.shipping}: ${order.shippingCents === 0 ? words.free : formatPrice(order.shippingCents)}`,
    // The extras chosen at checkout, as charged (decision 075); an order without them has none.
    ...(order.giftWrapped ? [`${words.giftWrap}: ${feeText(order.giftWrapCents, words)}`] : []),
    ...(order.insulated ? [`${words.insulation}: ${feeText(order.insulationCents, words)}`] : []),
    `${words.total}: ${formatPrice(order.totalCents)}`,
    // A gift card's part (decision 085): what it paid, and what the card payment took.
    ...(order.giftCardCents > 0
      ? [
          `${words.giftCard}: -${formatPrice(order.giftCardCents)}`,
          `${words.paidByCard}: ${formatPrice(order.totalCents - order.giftCardCents)}`,
        ]
      : []),
    "",
    ...giftLines(order, words),
    // Gift cards alone ship nothing (issue 29): no address block.
    ...(address.address
      ? [
          words.shippingTo,
          `${address.firstName} ${address.lastName}`,
          address.address,
          [address.city, address.state, address.zipCode].filter(Boolean).join(", "),
          addressCountryName(address.country, language),
          "",
        ]
      : []),
    `${words.yourOrder}: ${link}`,
    ...(invoice ? [`${words.invoice}: ${invoice}`] : []),
    "",
    words.signature,
  ].join("\n");
  return { dedupeKey: `receipt:${order.id}`, to: order.email, subject: words.subject(order.number), text };
}

const feeText = (cents: number, words: ReceiptTexts) => (cents === 0 ? words.free : formatPrice(cents));

/** A gift's details: for whom, the message, and whether the parcel's paper hides the prices. */
function giftLines(order: Order, words: ReceiptTexts): string[] {
  if (!order.isGift) return [];
  return [
    words.giftFor(order.giftRecipientName ?? ""),
    ...(order.giftMessage ? [`${words.giftMessage}:`, order.giftMessage] : []),
    ...(order.giftHidePrices ? [words.pricesHidden] : []),
    "",
  ];
}

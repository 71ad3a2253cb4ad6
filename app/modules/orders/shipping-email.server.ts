import type { Order } from "~/db/schema";
import { parseLanguage } from "~/lib/language";
import type { EmailMessage } from "~/modules/mail/outbox.server";
import { shippingTexts } from "./shipping-texts";

/**
 * The shopper's notice that their order left, in the language it was placed in, with the carrier,
 * the tracking number and the order's link. One per order (dedupe key), however often it is sent.
 */
export function shippingEmail(
  order: Pick<Order, "id" | "number" | "email" | "language" | "shippingAddress">,
  shipment: { carrier: string; trackingNumber: string },
  link: string,
): EmailMessage {
  const words = shippingTexts[parseLanguage(order.language)];
  const text = [
    words.greeting(order.shippingAddress.firstName),
    "",
    words.shipped(order.number),
    "",
    `${words.carrier}: ${shipment.carrier}`,
    `${words.trackingNumber}: ${shipment.trackingNumber}`,
    "",
    `${words.yourOrder}: ${link}`,
    "",
    words.signature,
  ].join("\n");
  return { dedupeKey: `shipped:${order.id}`, to: order.email, subject: words.subject(order.number), text };
}

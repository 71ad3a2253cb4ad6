import { orderEmailToken } from "./order-token.server";

/**
 * What an order's e-mail link needs: the public origin and the signing secret. The callers hold
 * them (a route's context, the process's services) and pass them in: a module never reaches for
 * the running shop.
 */
export interface OrderLinkSettings {
  publicUrl: string;
  secret: string;
  /**
   * The shop's time zone (SHOP_TIME_ZONE): the day a bought gift card's e-mail goes out starts
   * at 00:00 there (decision 095); UTC when not given.
   */
  timeZone?: string;
}

/** The order page's address in the receipt: opens it for whoever holds the e-mail. */
export function orderLink(settings: OrderLinkSettings, order: { id: string; number: string }): string {
  const token = orderEmailToken(settings.secret, order.id);
  return `${settings.publicUrl}/order-confirmation/${encodeURIComponent(order.number)}?token=${token}`;
}

/**
 * The invoice's address in the receipt (issue 30): the order link's own token, so it is exactly
 * as safe as that link, and opens the invoice for whoever holds the e-mail.
 */
export function invoiceLink(settings: OrderLinkSettings, order: { id: string; number: string }): string {
  const token = orderEmailToken(settings.secret, order.id);
  return `${settings.publicUrl}/orders/${encodeURIComponent(order.number)}/invoice.pdf?token=${token}`;
}

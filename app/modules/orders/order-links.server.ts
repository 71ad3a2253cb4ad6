import { orderEmailToken } from "./order-token.server";

/** What an order's e-mail link needs: the public origin and the signing secret. */
export interface OrderLinkSettings {
  publicUrl: string;
  secret: string;
}

/** The running shop's settings; tests pass their own instead. */
export async function runningShopLinkSettings(): Promise<OrderLinkSettings> {
  const { services } = await import("~/services.server");
  const running = await services();
  return { publicUrl: running.env.PUBLIC_URL, secret: running.authSecret };
}

/** The order page's address in the receipt: opens it for whoever holds the e-mail. */
export function orderLink(settings: OrderLinkSettings, order: { id: string; number: string }): string {
  const token = orderEmailToken(settings.secret, order.id);
  return `${settings.publicUrl}/order-confirmation/${encodeURIComponent(order.number)}?token=${token}`;
}

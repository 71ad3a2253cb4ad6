import { randomBytes } from "node:crypto";
import { expect } from "vitest";
import type { Database, DatabaseHandle } from "~/db/client.server";
import { orderLines, orders } from "~/db/schema";
import { newOrderNumber } from "~/modules/checkout/order-number.server";
import { checkoutBody } from "./checkout";
import { action as createPaymentIntent } from "~/routes/api.create-payment-intent";
import { requestAs, testContext } from "./accounts";
import { callRoute } from "./routes";

/**
 * For tests of the payment routes: an unpaid order with one line, as checkout leaves it after
 * Prepare Payment, bound to a provider's payment id.
 */
/** The postal address the test orders ship to. */
export const ADA_ADDRESS = {
  firstName: "Ada",
  lastName: "Lovelace",
  address: "1 Candy Lane",
  city: "Springfield",
  state: "IL",
  zipCode: "62701",
  country: "US",
};

export async function insertPendingOrder(
  db: Database,
  { paymentId, provider }: { paymentId: string; provider: "sandbox" | "stripe" },
): Promise<{ id: string; number: string }> {
  const address = ADA_ADDRESS;
  const [order] = await db
    .insert(orders)
    .values({
      // A real order number: pages refuse anything else (a hex one would pass only by chance).
      number: newOrderNumber(),
      checkoutToken: randomBytes(8).toString("hex"),
      email: "ada@example.com",
      shippingAddress: address,
      billingAddress: address,
      subtotalCents: 2000,
      shippingCents: 599,
      totalCents: 2599,
      paymentProvider: provider,
      paymentIntentId: paymentId,
      reservedUntil: new Date(Date.now() + 30 * 60_000),
    })
    .returning({ id: orders.id, number: orders.number });
  await db.insert(orderLines).values({
    orderId: order!.id,
    productName: "Pocky Chocolate",
    productSlug: "pocky-chocolate",
    unitPriceCents: 1000,
    quantity: 2,
  });
  return order!;
}

/**
 * Prepares a payment for one `product` (priced $10, as `newProduct` makes it) the way the
 * checkout page does, from a browser holding `cookie` (null: a guest); the new order's number.
 */
export async function prepareOrderAs(
  handle: DatabaseHandle,
  cookie: string | null,
  product: { id: string; name: string; priceCents: number },
): Promise<string> {
  const request = requestAs(cookie, "/api/create-payment-intent", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(checkoutBody([{ product, quantity: 1 }], 1599)),
  });
  const answer = await callRoute(createPaymentIntent, request, testContext(handle));
  expect(answer.status).toBe(200);
  return (answer.data as { orderNumber: string }).orderNumber;
}

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { checkoutBody, fakeProvider, newProduct, prepare, silentLogger } from "~tests/support/checkout";
import { testDatabase } from "~tests/support/database";
import { orders } from "~/db/schema";
import { isoDay } from "~/modules/gift-cards/rules";
import { CheckoutRefusal } from "./prepare.server";

/**
 * An order of gift cards alone (issue 29): no shipping address and no shipping fee, the buyer's
 * name and e-mail kept; the server decides from the lines, whatever the browser sends.
 */

const handle = testDatabase({ catalogue: true });
const links = { publicUrl: "https://shop.example", secret: "a-secret-of-at-least-32-characters!!" };
const deps = () => ({ db: handle.db, provider: fakeProvider(), logger: silentLogger, links });
const card = {
  amountCents: 2500,
  recipientName: "Lucía",
  recipientEmail: "lucia@example.com",
  message: "",
  deliverOn: isoDay(new Date()),
};
const buyer = { email: "ana@example.com", firstName: "Ana", lastName: "García" };
const orderOf = async (number: string) =>
  (await handle.db.select().from(orders).where(eq(orders.number, number)))[0]!;

describe("an order of gift cards alone", () => {
  it("needs no address: nothing ships, no fee, the buyer's name and e-mail kept", async () => {
    const answer = await prepare(deps(), {
      amount: 2500,
      cartItems: [],
      giftCards: [card],
      customerInfo: buyer,
    });
    const order = await orderOf(answer.orderNumber);
    expect(order).toMatchObject({
      email: "ana@example.com",
      shippingCents: 0,
      totalCents: 2500,
      shippingAddress: { firstName: "Ana", lastName: "García", address: "", city: "", zipCode: "" },
    });
  });

  it("drops an address the browser sent anyway, and gift wrap: there is no parcel", async () => {
    const answer = await prepare(deps(), {
      ...checkoutBody([], 2500),
      giftCards: [card],
      gift: { recipientName: "Lucía", message: "Hi", hidePrices: true, giftWrap: true },
    });
    const order = await orderOf(answer.orderNumber);
    expect(order).toMatchObject({
      totalCents: 2500,
      giftWrapCents: 0,
      isGift: false,
      shippingAddress: { firstName: "Ana", address: "", city: "" },
    });
    // A browser that counted the wrap is told the server's total.
    const stale = await prepare(deps(), {
      ...checkoutBody([], 2500 + 399),
      giftCards: [card],
      gift: { giftWrap: true },
    }).catch((error: unknown) => error);
    expect(stale).toBeInstanceOf(CheckoutRefusal);
    expect((stale as CheckoutRefusal).amount).toBe(2500);
  });

  it("keeps candy and cards as before: the address asked, shipping charged on the candy", async () => {
    const product = await newProduct(handle.db, 5, 1000);
    const answer = await prepare(deps(), {
      ...checkoutBody([{ product, quantity: 1 }], 1000 + 599 + 2500),
      giftCards: [card],
    });
    expect(await orderOf(answer.orderNumber)).toMatchObject({
      shippingCents: 599,
      shippingAddress: { address: "1 Candy Lane", city: "Austin", zipCode: "78701" },
    });
  });
});

import fc from "fast-check";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDatabase } from "~tests/support/database";
import { coupons, orderLines, orders, products } from "~/db/schema";
import type { Database } from "~/db/client.server";
import { formatPrice } from "~/lib/money";
import { receiptEmail } from "~/modules/orders/receipt.server";
import { orderForViewer } from "~/modules/orders/order-view.server";
import { adminOrderDetail } from "~/modules/admin/orders/order-detail.server";
import { orderPrice } from "~/modules/pricing/pricing";
import type { CreatePaymentInput } from "~/modules/payments/provider";
import {
  checkoutBody,
  countOrders,
  fakeProvider,
  newCoupon,
  newProduct,
  prepare,
  silentLogger,
  stockOf,
} from "~tests/support/checkout";
import { CheckoutRefusal } from "./prepare.server";
import { DEFAULT_EXTRAS_SETTINGS, type ExtrasSettings } from "./extras";

/**
 * The checkout extras (decision 075): gift options and insulated packaging, priced by the
 * server like shipping, stored on the order, and the same amount on the order, the receipt and
 * the provider's payment.
 */

const handle = testDatabase({ catalogue: true });
const JULY = new Date("2026-07-15T12:00:00Z");
const DECEMBER = new Date("2026-12-15T12:00:00Z");

/** A fake provider that also remembers the amount of each payment it was asked for. */
function recordingProvider() {
  const provider = fakeProvider();
  const amounts = new Map<string, number>();
  const create = provider.createPayment.bind(provider);
  provider.createPayment = async (input: CreatePaymentInput) => {
    amounts.set(input.orderId, input.amountCents);
    return create(input);
  };
  return Object.assign(provider, { amounts });
}

const deps = (now: Date, extras: ExtrasSettings = DEFAULT_EXTRAS_SETTINGS) => {
  const provider = recordingProvider();
  return { db: handle.db, provider, logger: silentLogger, now, extras };
};

async function heatSensitiveProduct(db: Database, stock: number, priceCents: number) {
  const product = await newProduct(db, stock, priceCents);
  await db.update(products).set({ heatSensitive: true }).where(eq(products.id, product.id));
  return product;
}

async function orderOf(number: string) {
  const [order] = await handle.db.select().from(orders).where(eq(orders.number, number));
  return order!;
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.unreachable("the checkout was accepted"),
    (error: unknown) => {
      expect(error).toBeInstanceOf(CheckoutRefusal);
      return error as CheckoutRefusal;
    },
  );

describe("gift options at checkout", () => {
  it("stores the gift, the recipient being the shipping name unless given, and charges the wrap", async () => {
    const product = await newProduct(handle.db, 10, 1000);
    const run = deps(JULY);
    const answer = await prepare(run, {
      ...checkoutBody([{ product, quantity: 2 }], 2000 + 599 + 399),
      gift: { message: "Happy birthday!\nLove, Ana", hidePrices: true, giftWrap: true },
    });
    expect(answer.amount).toBe(2998);
    const order = await orderOf(answer.orderNumber);
    expect(order).toMatchObject({
      isGift: true,
      giftRecipientName: "Ana García",
      giftMessage: "Happy birthday!\nLove, Ana",
      giftHidePrices: true,
      giftWrapped: true,
      giftWrapCents: 399,
      insulated: false,
      insulationCents: 0,
      subtotalCents: 2000,
      shippingCents: 599,
      totalCents: 2998,
    });
    expect(run.provider.amounts.get(order.id)).toBe(2998);

    const named = await prepare(run, {
      ...checkoutBody([{ product, quantity: 1 }], 1000 + 599),
      gift: { recipientName: "  Luis Pérez ", message: "" },
    });
    expect(await orderOf(named.orderNumber)).toMatchObject({
      isGift: true,
      giftRecipientName: "Luis Pérez",
      giftMessage: null,
      giftHidePrices: false,
      giftWrapped: false,
      giftWrapCents: 0,
      totalCents: 1599,
    });
  });

  it("charges the gift wrap fee of the settings, and an order that is no gift has none of it", async () => {
    const product = await newProduct(handle.db, 10, 1000);
    const settings = { ...DEFAULT_EXTRAS_SETTINGS, giftWrapFeeCents: 250 };
    const wrapped = await prepare(deps(JULY, settings), {
      ...checkoutBody([{ product, quantity: 1 }], 1000 + 599 + 250),
      gift: { giftWrap: true },
    });
    expect((await orderOf(wrapped.orderNumber)).giftWrapCents).toBe(250);

    const plain = await prepare(deps(JULY), checkoutBody([{ product, quantity: 1 }], 1599));
    expect(await orderOf(plain.orderNumber)).toMatchObject({
      isGift: false,
      giftRecipientName: null,
      giftMessage: null,
      giftWrapped: false,
      giftWrapCents: 0,
      insulated: false,
      insulationCents: 0,
    });
  });

  it("refuses a total that leaves out the gift wrap, changing nothing", async () => {
    const product = await newProduct(handle.db, 10, 1000);
    const before = await countOrders(handle.db);
    const error = await refusal(
      prepare(deps(JULY), {
        ...checkoutBody([{ product, quantity: 1 }], 1599),
        gift: { giftWrap: true },
        // A fee the browser names itself is no field of the request: the server prices it.
        ...({ giftWrapCents: 0 } as object),
      }),
    );
    expect(error.text).toEqual({ key: "checkout.refusal.pricesChanged" });
    expect(error.amount).toBe(1599 + 399);
    expect(await countOrders(handle.db)).toBe(before);
    expect(await stockOf(handle.db, product.id)).toBe(10);
  });
});

describe("insulated packaging for heat-sensitive products", () => {
  it("is charged in season for a cart with a heat-sensitive product", async () => {
    const chocolate = await heatSensitiveProduct(handle.db, 10, 1500);
    const run = deps(JULY);
    const answer = await prepare(run, {
      ...checkoutBody([{ product: chocolate, quantity: 1 }], 1500 + 599 + 499),
      insulated: true,
    });
    const order = await orderOf(answer.orderNumber);
    expect(order).toMatchObject({ insulated: true, insulationCents: 499, totalCents: 2598 });
    expect(run.provider.amounts.get(order.id)).toBe(2598);
  });

  it("is neither given nor charged out of season, nor for a cart with nothing that melts", async () => {
    const chocolate = await heatSensitiveProduct(handle.db, 10, 1500);
    const hardCandy = await newProduct(handle.db, 10, 1500);
    for (const [product, now] of [
      [chocolate, DECEMBER],
      [hardCandy, JULY],
    ] as const) {
      const withFee = await refusal(
        prepare(deps(now), {
          ...checkoutBody([{ product, quantity: 1 }], 1500 + 599 + 499),
          insulated: true,
        }),
      );
      expect(withFee.amount).toBe(2099);
      const answer = await prepare(deps(now), {
        ...checkoutBody([{ product, quantity: 1 }], 2099),
        insulated: true,
      });
      expect(await orderOf(answer.orderNumber)).toMatchObject({ insulated: false, insulationCents: 0 });
    }
  });

  it("follows the months and the fee of the settings", async () => {
    const chocolate = await heatSensitiveProduct(handle.db, 10, 1500);
    const southern = {
      ...DEFAULT_EXTRAS_SETTINGS,
      insulationFeeCents: 650,
      insulationMonths: [11, 12, 1, 2],
    };
    const answer = await prepare(deps(DECEMBER, southern), {
      ...checkoutBody([{ product: chocolate, quantity: 1 }], 1500 + 599 + 650),
      insulated: true,
    });
    expect(await orderOf(answer.orderNumber)).toMatchObject({ insulated: true, insulationCents: 650 });
    const refused = await refusal(
      prepare(deps(JULY, southern), {
        ...checkoutBody([{ product: chocolate, quantity: 1 }], 1500 + 599 + 650),
        insulated: true,
      }),
    );
    expect(refused.amount).toBe(2099);
  });

  it("refuses a total that leaves out the insulation fee", async () => {
    const chocolate = await heatSensitiveProduct(handle.db, 10, 1500);
    const error = await refusal(
      prepare(deps(JULY), { ...checkoutBody([{ product: chocolate, quantity: 1 }], 2099), insulated: true }),
    );
    expect(error.amount).toBe(2598);
    expect(await stockOf(handle.db, chocolate.id)).toBe(10);
  });
});

describe("the order, the receipt and the provider agree", () => {
  it("for every combination of coupon, gift wrap, insulation and free shipping", async () => {
    const chocolate = await heatSensitiveProduct(handle.db, 10_000, 1850);
    const candy = await newProduct(handle.db, 10_000, 725);
    const percent = await newCoupon(handle.db, { discountValue: 15 });
    const [fixed] = await handle.db
      .insert(coupons)
      .values({
        code: `FIX${Date.now().toString(36).toUpperCase()}`,
        discountType: "fixed_amount",
        discountValue: 1000,
      })
      .returning();
    const couponTerms = {
      [percent.code]: { discountType: "percentage", discountValue: 15 },
      [fixed!.code]: { discountType: "fixed_amount", discountValue: 1000 },
    } as const;

    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 5 }),
        fc.integer({ min: 0, max: 5 }),
        fc.constantFrom(null, percent.code, fixed!.code),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        fc.constantFrom(JULY, DECEMBER),
        async (chocolates, candies, couponCode, isGift, giftWrap, insulated, now) => {
          const lines = [
            ...(chocolates > 0 ? [{ product: chocolate, quantity: chocolates }] : []),
            ...(candies > 0 ? [{ product: candy, quantity: candies }] : []),
          ];
          fc.pre(lines.length > 0);
          const wrapped = isGift && giftWrap;
          const insulatedGiven = insulated && chocolates > 0 && now === JULY;
          const expected = orderPrice(
            lines.map(({ product, quantity }) => ({ unitPriceCents: product.priceCents, quantity })),
            couponCode ? couponTerms[couponCode] : null,
            { giftWrapCents: wrapped ? 399 : 0, insulationCents: insulatedGiven ? 499 : 0 },
          );
          fc.pre(expected.totalCents >= 50);
          const run = deps(now);
          const answer = await prepare(run, {
            ...checkoutBody(lines, expected.totalCents, couponCode),
            ...(isGift && { gift: { giftWrap, message: "🎁 For you" } }),
            insulated,
          });
          const order = await orderOf(answer.orderNumber);
          expect(answer.amount).toBe(expected.totalCents);
          expect(run.provider.amounts.get(order.id)).toBe(expected.totalCents);
          expect(order).toMatchObject({
            subtotalCents: expected.subtotalCents,
            discountCents: expected.discountCents,
            shippingCents: expected.shippingCents,
            giftWrapCents: expected.giftWrapCents,
            insulationCents: expected.insulationCents,
            totalCents: expected.totalCents,
            giftWrapped: wrapped,
            insulated: insulatedGiven,
          });
          const orderedLines = await handle.db
            .select()
            .from(orderLines)
            .where(eq(orderLines.orderId, order.id));
          const receipt = receiptEmail(order, orderedLines, "https://shop.example/o").text;
          expect(receipt).toContain(`Total: ${formatPrice(expected.totalCents)}`);
          expect(receipt.includes(`Gift wrap: ${formatPrice(399)}`)).toBe(wrapped);
          expect(receipt.includes(`Insulated packaging: ${formatPrice(499)}`)).toBe(insulatedGiven);
        },
      ),
      { numRuns: 24 },
    );
  });
});

describe("the order's pages read the extras", () => {
  it("shows a gift with its fees, and an order without extras as before", async () => {
    const chocolate = await heatSensitiveProduct(handle.db, 10, 1500);
    const token = "extras-viewer-token";
    const gifted = await prepare(
      deps(JULY),
      {
        ...checkoutBody([{ product: chocolate, quantity: 1 }], 1500 + 599 + 399 + 499),
        gift: { message: "Enjoy", hidePrices: true, giftWrap: true },
        insulated: true,
      },
      token,
    );
    expect((await orderForViewer(handle.db, gifted.orderNumber, { checkoutToken: token }))?.extras).toEqual({
      gift: { recipientName: "Ana García", message: "Enjoy", hidePrices: true },
      giftWrapped: true,
      giftWrapCents: 399,
      insulated: true,
      insulationCents: 499,
    });
    expect((await adminOrderDetail(handle.db, gifted.orderNumber))?.extras.gift?.message).toBe("Enjoy");

    // An order as every order was before the extras: their columns' defaults.
    const plain = await prepare(deps(JULY), checkoutBody([{ product: chocolate, quantity: 1 }], 2099));
    const admin = await adminOrderDetail(handle.db, plain.orderNumber);
    expect(admin?.extras).toEqual({
      gift: null,
      giftWrapped: false,
      giftWrapCents: 0,
      insulated: false,
      insulationCents: 0,
    });
    expect(admin?.totalCents).toBe(2099);
  });
});

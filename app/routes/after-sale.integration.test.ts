import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  createShopper,
  postForm,
  requestAs,
  TEST_ORIGIN,
  TEST_SECRET,
  testContext,
} from "~tests/support/accounts";
import { newProduct } from "~tests/support/checkout";
import { testDatabase } from "~tests/support/database";
import { insertPaidOrder } from "~tests/support/paid-orders";
import { pdfText } from "~tests/support/pdf-text";
import { callRoute } from "~tests/support/routes";
import { orderLines, orderStatusChanges, orders, products } from "~/db/schema";
import type { BuyAgainAnswer } from "~/modules/cart/buy-again.server";
import { CHECKOUT_COOKIE } from "~/modules/checkout/checkout-cookie.server";
import { invoiceLink, orderLink } from "~/modules/orders/order-links.server";
import { signCheckoutToken } from "~/modules/orders/order-token.server";
import type { TrackAnswer } from "~/modules/orders/tracking.server";
import { loader as adminInvoice } from "./admin/orders.$number.invoice[.]pdf";
import { action as confirmationAction } from "./order-confirmation";
import { action as orderAction } from "./orders.$number";
import { loader as invoice } from "./orders.$number.invoice[.]pdf";
import { action as trackAction, loader as trackLoader } from "./track";

/** Issue 30, items 2–4: tracking an order, buying it again, its invoice. */

const handle = testDatabase({ catalogue: true });
let clients = 0;
/** Each test its own client address, so limits never carry over. */
const newClient = () => `198.51.100.${++clients}`;

const track = (fields: Record<string, string>, options: { clientIp?: string; limits?: boolean } = {}) =>
  callRoute(
    trackAction,
    postForm("/track", fields),
    testContext(handle, {
      clientIp: options.clientIp ?? newClient(),
      settings: options.limits ? { RATE_LIMITS: "on" } : {},
    }),
  );

async function ship(orderId: string, carrier: string, trackingNumber: string) {
  await handle.db.update(orders).set({ status: "shipped" }).where(eq(orders.id, orderId));
  await handle.db.insert(orderStatusChanges).values({
    orderId,
    fromStatus: "paid",
    toStatus: "shipped",
    carrier,
    trackingNumber,
    note: "left at the depot",
  });
}

describe("tracking an order by number and e-mail", () => {
  it("shows the order's lines, history and shipment with the carrier's tracking page, whatever the case typed", async () => {
    const { order, products: bought } = await insertPaidOrder(handle.db, {
      email: "Grace.Hopper@example.com",
    });
    await ship(order.id, "UPS", "1Z999AA10123456784");

    const answer = await track({
      number: ` ${order.number.toLowerCase()} `,
      email: "grace.hopper@EXAMPLE.com",
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
    const found = answer.data as Extract<TrackAnswer, { status: "found" }>;
    expect(found.status).toBe("found");
    expect(found.order).toMatchObject({
      number: order.number,
      status: "shipped",
      shipment: {
        carrier: "UPS",
        trackingNumber: "1Z999AA10123456784",
        trackingUrl: "https://www.ups.com/track?tracknum=1Z999AA10123456784",
      },
    });
    expect(found.order.lines.map((line) => [line.productName, line.quantity]).sort()).toEqual(
      bought.map((product, index) => [product.name, [2, 1][index]]).sort(),
    );
    expect(found.order.history.map((event) => event.status)).toEqual(["pending_payment", "paid", "shipped"]);
    // Nothing the number and e-mail do not already tell: no address, no amounts, no admin notes.
    const shown = JSON.stringify(found.order);
    for (const secret of ["Lovelace", "Candy Lane", "left at the depot", "totalCents", "email"]) {
      expect(shown).not.toContain(secret);
    }
  });

  it("links no carrier it does not know, and says nothing of a shipment before there is one", async () => {
    const { order } = await insertPaidOrder(handle.db, { email: "ken@example.com" });
    const before = (await track({ number: order.number, email: "ken@example.com" })).data as TrackAnswer;
    expect(before).toMatchObject({ status: "found", order: { status: "paid", shipment: null } });
    await ship(order.id, "Candy Couriers", "CC-42");
    const after = (await track({ number: order.number, email: "ken@example.com" })).data as TrackAnswer;
    expect(after).toMatchObject({
      order: { shipment: { carrier: "Candy Couriers", trackingNumber: "CC-42", trackingUrl: null } },
    });
  });

  it("answers a wrong number and a wrong e-mail alike", async () => {
    const { order } = await insertPaidOrder(handle.db, { email: "linus@example.com" });
    const unknownNumber = order.number.endsWith("Z")
      ? `${order.number.slice(0, -1)}Y`
      : `${order.number.slice(0, -1)}Z`;
    const wrongNumber = await track({ number: unknownNumber, email: "linus@example.com" });
    const wrongEmail = await track({ number: order.number, email: "someone@example.com" });
    expect(wrongNumber.status).toBe(200);
    expect(wrongEmail.status).toBe(wrongNumber.status);
    expect(wrongNumber.data).toEqual({ status: "not-found" });
    expect(wrongEmail.data).toEqual(wrongNumber.data);
  });

  it("refuses a form with problems under its fields, without counting a look-up", async () => {
    const answer = await track({ number: "12345", email: "not-an-address" });
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({
      status: "invalid",
      errors: { number: "numberInvalid", email: "emailInvalid" },
    });
  });

  it("limits look-ups per client: the eleventh in fifteen minutes is refused, another client goes on", async () => {
    const { order } = await insertPaidOrder(handle.db, { email: "ada@example.com" });
    const guesser = newClient();
    for (let attempt = 0; attempt < 10; attempt++) {
      const answer = await track(
        { number: order.number, email: `guess${attempt}@example.com` },
        { clientIp: guesser, limits: true },
      );
      expect(answer.data).toEqual({ status: "not-found" });
    }
    // Even the right pair is refused now: the limit does not tell a right guess from a wrong one.
    const limited = await track(
      { number: order.number, email: "ada@example.com" },
      { clientIp: guesser, limits: true },
    );
    expect(limited.status).toBe(429);
    expect(limited.data).toMatchObject({ status: "limited", minutes: 15 });
    const other = await track({ number: order.number, email: "ada@example.com" }, { limits: true });
    expect(other.data).toMatchObject({ status: "found" });
  });

  it("is a private page, never stored", async () => {
    const page = await callRoute(trackLoader, requestAs(null, "/track"), testContext(handle));
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
  });
});

describe("buy again", () => {
  const buyAgain = (cookie: string | null, number: string, language = "en") =>
    callRoute(
      orderAction,
      postForm(`/orders/${number}?lang=${language}`, { intent: "buy-again" }, { cookie }),
      testContext(handle),
      { number },
    );

  it("answers the lines still sold at today's prices, and names what is out of stock or withdrawn", async () => {
    const shopper = await createShopper(handle);
    const { order, products: bought } = await insertPaidOrder(handle.db, { quantities: [2, 1, 1, 3] });
    await handle.db.update(orders).set({ userId: shopper.id }).where(eq(orders.id, order.id));
    const [dearer, soldOut, withdrawn, scarce] = bought as [
      (typeof bought)[0],
      (typeof bought)[0],
      (typeof bought)[0],
      (typeof bought)[0],
    ];
    await handle.db.update(products).set({ priceCents: 1250 }).where(eq(products.id, dearer.id));
    await handle.db.update(products).set({ stockQuantity: 0 }).where(eq(products.id, soldOut.id));
    await handle.db.update(products).set({ isActive: false }).where(eq(products.id, withdrawn.id));
    await handle.db.update(products).set({ stockQuantity: 2 }).where(eq(products.id, scarce.id));
    // A line whose product was deleted since: its name as bought.
    await handle.db.insert(orderLines).values({
      orderId: order.id,
      productId: null,
      productName: "Discontinued Drops",
      productSlug: "discontinued-drops",
      unitPriceCents: 300,
      quantity: 1,
    });

    const answer = await buyAgain(shopper.cookie, order.number);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
    const again = answer.data as BuyAgainAnswer;
    expect(again.lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ productId: dearer.id, priceCents: 1250, quantity: 2, name: dearer.name }),
        expect.objectContaining({ productId: scarce.id, priceCents: 1000, quantity: 2, stockQuantity: 2 }),
      ]),
    );
    expect(again.lines).toHaveLength(2);
    expect(again.outOfStock).toEqual([soldOut.name]);
    expect(again.withdrawn.sort()).toEqual(["Discontinued Drops", withdrawn.name].sort());
    expect(again.fewer).toEqual([scarce.name]);
  });

  it("names the products in the page's language", async () => {
    const shopper = await createShopper(handle);
    const { order, products: bought } = await insertPaidOrder(handle.db, { quantities: [1] });
    await handle.db.update(orders).set({ userId: shopper.id }).where(eq(orders.id, order.id));
    await handle.db
      .update(products)
      .set({ nameEs: "Caramelo de prueba" })
      .where(eq(products.id, bought[0]!.id));
    const again = (await buyAgain(shopper.cookie, order.number, "es")).data as BuyAgainAnswer;
    expect(again.lines[0]).toMatchObject({ name: "Caramelo de prueba" });
  });

  it("is for the order's owner only", async () => {
    const owner = await createShopper(handle);
    const stranger = await createShopper(handle);
    const { order } = await insertPaidOrder(handle.db);
    await handle.db.update(orders).set({ userId: owner.id }).where(eq(orders.id, order.id));
    expect((await buyAgain(stranger.cookie, order.number)).status).toBe(404);
    const signedOut = await buyAgain(null, order.number);
    expect(signedOut.status).toBe(302);
    expect(signedOut.location).toContain("/login");
  });
});

describe("buy again on the guest's order page", () => {
  /** The receipt's link's `?token=` for `order`. */
  const tokenOf = (order: { id: string; number: string }) =>
    new URL(orderLink({ publicUrl: TEST_ORIGIN, secret: TEST_SECRET }, order)).search;
  const buyAgainAsGuest = (number: string, options: { search?: string; cookie?: string | null } = {}) =>
    callRoute(
      confirmationAction,
      postForm(
        `/order-confirmation/${number}${options.search ?? ""}`,
        { intent: "buy-again" },
        {
          cookie: options.cookie ?? null,
        },
      ),
      testContext(handle),
      { number },
    );

  it("answers the holder of the receipt's link the lines still sold at today's prices, naming the rest", async () => {
    const { order, products: bought } = await insertPaidOrder(handle.db, { quantities: [2, 1, 1] });
    await ship(order.id, "UPS", "1Z999AA10123456784");
    const [dearer, soldOut, withdrawn] = bought as [
      (typeof bought)[0],
      (typeof bought)[0],
      (typeof bought)[0],
    ];
    await handle.db.update(products).set({ priceCents: 1250 }).where(eq(products.id, dearer.id));
    await handle.db.update(products).set({ stockQuantity: 0 }).where(eq(products.id, soldOut.id));
    await handle.db.update(products).set({ isActive: false }).where(eq(products.id, withdrawn.id));

    const answer = await buyAgainAsGuest(order.number, { search: tokenOf(order) });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
    const again = answer.data as BuyAgainAnswer;
    expect(again.lines).toEqual([
      expect.objectContaining({ productId: dearer.id, priceCents: 1250, quantity: 2, name: dearer.name }),
    ]);
    expect(again.outOfStock).toEqual([soldOut.name]);
    expect(again.withdrawn).toEqual([withdrawn.name]);
  });

  it("answers the browser that placed the order (its checkout cookie), in the page's language", async () => {
    const { order, products: bought } = await insertPaidOrder(handle.db, { quantities: [1] });
    await handle.db
      .update(products)
      .set({ nameEs: "Caramelo de prueba" })
      .where(eq(products.id, bought[0]!.id));
    const cookie = `${CHECKOUT_COOKIE}=${encodeURIComponent(signCheckoutToken(TEST_SECRET, order.checkoutToken))}`;
    const answer = await buyAgainAsGuest(order.number, { cookie, search: "?lang=es" });
    expect(answer.status).toBe(200);
    expect((answer.data as BuyAgainAnswer).lines[0]).toMatchObject({
      name: "Caramelo de prueba",
      quantity: 1,
    });
  });

  it("is for whoever may see the order only: no token, a forged one or another order's is not found", async () => {
    const { order } = await insertPaidOrder(handle.db);
    const { order: other } = await insertPaidOrder(handle.db);
    const stranger = await createShopper(handle);
    expect((await buyAgainAsGuest(order.number)).status).toBe(404);
    expect((await buyAgainAsGuest(order.number, { search: "?token=forged" })).status).toBe(404);
    expect((await buyAgainAsGuest(order.number, { search: tokenOf(other) })).status).toBe(404);
    expect((await buyAgainAsGuest(order.number, { cookie: stranger.cookie })).status).toBe(404);
    // The owner signed in needs no token.
    const owner = await createShopper(handle);
    await handle.db.update(orders).set({ userId: owner.id }).where(eq(orders.id, order.id));
    expect((await buyAgainAsGuest(order.number, { cookie: owner.cookie })).status).toBe(200);
  });

  it("waits for the payment, and ends with a cancelled or refunded order", async () => {
    for (const status of ["pending_payment", "cancelled", "refunded"] as const) {
      const { order } = await insertPaidOrder(handle.db, { status });
      const answer = await buyAgainAsGuest(order.number, { search: tokenOf(order) });
      expect(answer.status, status).toBe(409);
      expect(answer.data).not.toHaveProperty("lines");
    }
    for (const status of ["paid", "processing", "delivered"] as const) {
      const { order } = await insertPaidOrder(handle.db, { status });
      expect((await buyAgainAsGuest(order.number, { search: tokenOf(order) })).status, status).toBe(200);
    }
  });

  it("refuses a request from another site", async () => {
    const { order } = await insertPaidOrder(handle.db);
    const request = postForm(
      `/order-confirmation/${order.number}${tokenOf(order)}`,
      { intent: "buy-again" },
      { headers: { Origin: "https://evil.example" } },
    );
    const answer = await callRoute(confirmationAction, request, testContext(handle), {
      number: order.number,
    });
    expect(answer.status).toBe(403);
  });
});

describe("invoices", () => {
  const shopAddress = "Dulces Sweet Trip S.L. | Calle Mayor 1 | 28013 Madrid";
  const settings = { SHOP_ADDRESS: shopAddress };
  const download = (cookie: string | null, number: string, query = "") =>
    callRoute(
      invoice,
      requestAs(cookie, `/orders/${number}/invoice.pdf${query}`),
      testContext(handle, { settings }),
      {
        number,
      },
    );

  async function ownedOrder(options: Parameters<typeof insertPaidOrder>[1] = {}) {
    const owner = await createShopper(handle);
    const placed = await insertPaidOrder(handle.db, options);
    await handle.db
      .update(orders)
      .set({
        userId: owner.id,
        cardLast4: "4242",
        discountCents: 200,
        couponCode: "SWEET10",
        totalCents: placed.order.totalCents - 200,
      })
      .where(eq(orders.id, placed.order.id));
    return { owner, ...placed };
  }

  it("gives the buyer a PDF with the order's number, dates, lines, amounts, card and the shop's address", async () => {
    const { owner, order, products: bought } = await ownedOrder({ quantities: [2, 1] });
    const answer = await download(owner.cookie, order.number);
    expect(answer.status).toBe(200);
    const response = answer.response!;
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(response.headers.get("Content-Disposition")).toBe(
      `attachment; filename="sweet-trip-invoice-${order.number}.pdf"`,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    const { text, title } = await pdfText(bytes);
    expect(title).toBe(`Invoice ${order.number}`);
    for (const expected of [
      "Invoice",
      order.number,
      "Order date",
      "Paid on",
      bought[0]!.name,
      bought[1]!.name,
      "$20.00",
      "$10.00",
      "Subtotal",
      "$30.00",
      "Discount (SWEET10)",
      "−$2.00",
      "Shipping",
      "$5.99",
      "Total",
      "$33.99",
      "Card ending in 4242",
      "Calle Mayor 1",
      "28013 Madrid",
      "Ada Lovelace",
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("prints the gift wrap and insulated packaging charged, between the discount and shipping", async () => {
    const { owner, order } = await ownedOrder({ quantities: [1] });
    await handle.db
      .update(orders)
      .set({
        isGift: true,
        giftWrapped: true,
        giftWrapCents: 399,
        insulated: true,
        insulationCents: 499,
        totalCents: order.totalCents - 200 + 399 + 499,
      })
      .where(eq(orders.id, order.id));
    const answer = await download(owner.cookie, order.number);
    const { text } = await pdfText(new Uint8Array(await answer.response!.arrayBuffer()));
    expect(text).toMatch(
      /Discount \(SWEET10\)[\s\S]*Gift wrap[\s\S]*\$3\.99[\s\S]*Insulated packaging[\s\S]*\$4\.99[\s\S]*Shipping/,
    );
  });

  it("is in the order's language", async () => {
    const { owner, order } = await ownedOrder({ language: "es", quantities: [1] });
    const answer = await download(owner.cookie, order.number);
    expect(answer.response!.headers.get("Content-Disposition")).toContain(
      `sweet-trip-factura-${order.number}.pdf`,
    );
    const { text, title } = await pdfText(new Uint8Array(await answer.response!.arrayBuffer()));
    expect(title).toBe(`Factura ${order.number}`);
    for (const expected of [
      "Factura",
      "Fecha del pedido",
      "Pagado el",
      "Descuento (SWEET10)",
      "Envío",
      "Tarjeta terminada en 4242",
      "Estados Unidos",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain("Card ending");
  });

  it("opens for a guest through the receipt's link, and for nobody else", async () => {
    const { owner, order } = await ownedOrder();
    const stranger = await createShopper(handle);
    const link = invoiceLink({ publicUrl: TEST_ORIGIN, secret: TEST_SECRET }, order);
    const url = new URL(link);
    expect(url.pathname).toBe(`/orders/${order.number}/invoice.pdf`);
    expect((await download(null, order.number, url.search)).status).toBe(200);

    expect((await download(stranger.cookie, order.number)).status).toBe(404);
    expect((await download(null, order.number)).status).toBe(404);
    expect((await download(null, order.number, "?token=forged")).status).toBe(404);
    // Another order's token opens only that order.
    const { order: other } = await ownedOrder();
    const otherToken = new URL(invoiceLink({ publicUrl: TEST_ORIGIN, secret: TEST_SECRET }, other)).search;
    expect((await download(null, order.number, otherToken)).status).toBe(404);
    expect((await download(owner.cookie, order.number)).status).toBe(200);
  });

  it("exists only once paid", async () => {
    const { owner, order } = await ownedOrder({ status: "pending_payment" });
    expect((await download(owner.cookie, order.number)).status).toBe(404);
  });

  it("is the admin's for any paid order, and no shopper's through the back office", async () => {
    const admin = await createShopper(handle, { isAdmin: true });
    const { owner, order } = await ownedOrder();
    const asAdmin = await callRoute(
      adminInvoice,
      requestAs(admin.cookie, `/admin/orders/${order.number}/invoice.pdf`),
      testContext(handle, { settings }),
      { number: order.number },
    );
    expect(asAdmin.status).toBe(200);
    expect((await pdfText(new Uint8Array(await asAdmin.response!.arrayBuffer()))).text).toContain(
      order.number,
    );
    const asShopper = await callRoute(
      adminInvoice,
      requestAs(owner.cookie, `/admin/orders/${order.number}/invoice.pdf`),
      testContext(handle, { settings }),
      { number: order.number },
    );
    expect(asShopper.status).toBe(403);
  });

  it("prints a name outside Inter's Latin subset with its Latin Extended one", async () => {
    const { owner, order } = await ownedOrder({ quantities: [1] });
    await handle.db
      .update(orderLines)
      .set({ productName: "Łódź Śliwka Candy" })
      .where(eq(orderLines.orderId, order.id));
    const answer = await download(owner.cookie, order.number);
    const { text } = await pdfText(new Uint8Array(await answer.response!.arrayBuffer()));
    expect(text.replace(/ /g, "")).toContain("ŁódźŚliwkaCandy");
  });
});

beforeAll(async () => {
  // The catalogue's first category exists (products are made in it).
  await newProduct(handle.db, 1);
});

import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { testDatabase, seedTime } from "~tests/support/database";
import { catalogueRows } from "~/db/seed/rows";
import { CHECKOUT_COOKIE } from "~/modules/checkout/checkout-cookie.server";
import { checkoutBody, fakeProvider, newProduct, prepare, silentLogger } from "~tests/support/checkout";
import { signCheckoutToken } from "~/modules/orders/order-token.server";
import { orders } from "~/db/schema";
import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { callRoute } from "~tests/support/routes";
import type { QuotedProduct } from "~/modules/cart/quote";
import { action } from "./api.cart.quote";

// Expectations come from what the seed wrote, not from the query under test.
const seeded = catalogueRows(seedTime()).products;
const active = seeded.find((product) => product.isActive && (product.imageUrls?.length ?? 0) > 0)!;
const inactive = seeded.find((product) => !product.isActive)!;
const spanish = seeded.find(
  (product) => product.isActive && product.nameEs && product.nameEs !== product.name,
)!;

const SECRET = "a-test-secret-of-at-least-thirty-two-characters";

const handle = testDatabase({ catalogue: true });

async function quote(body: unknown, { raw = false, search = "", cookie = "" } = {}) {
  const request = new Request(`http://shop.test/api/cart/quote${search}`, {
    method: "POST",
    body: raw ? (body as string) : JSON.stringify(body),
    headers: { "Content-Type": "application/json", ...(cookie && { Cookie: cookie }) },
  });
  const context = { db: handle.db, authSecret: SECRET, env: { PUBLIC_URL: "http://shop.test" } };
  const answer = await callRoute(action, request, context as unknown as AppLoadContext);
  return {
    data: answer.data as { products: QuotedProduct[]; error?: string },
    status: answer.status,
    cacheControl: answer.headers.get("Cache-Control"),
  };
}

const line = (productId: string, quantity = 1) => ({ productId, quantity });

describe("POST /api/cart/quote", () => {
  it("answers the current data of active products, only 'inactive' for the others, leaves unknown ids out, never cached", async () => {
    const answer = await quote({ items: [line(active.id, 2), line(inactive.id), line(randomUUID())] });

    expect(answer.status).toBe(200);
    expect(answer.cacheControl).toBe("no-store");
    const products = "products" in answer.data ? answer.data.products : [];
    expect(products).toHaveLength(2);
    expect(products).toContainEqual({
      productId: active.id,
      slug: active.slug,
      name: active.name,
      priceCents: active.priceCents,
      imageUrl: active.imageUrls![0],
      stockQuantity: active.stockQuantity,
      maxPerOrder: 12,
      // Whether it melts: checkout offers insulation in summer for it (decision 075).
      heatSensitive: active.heatSensitive,
      isActive: true,
    });
    // A withdrawn product's price and stock are the shop's business.
    expect(products).toContainEqual({ productId: inactive.id, isActive: false });
  });

  it("says which products melt in the heat: the demo catalogue's chocolate and gummies (decision 075)", async () => {
    const milka = seeded.find((product) => product.slug === "milka-alpine-milk-chocolate")!;
    const goldbears = seeded.find((product) => product.slug === "haribo-goldbears")!;
    const umaibo = seeded.find((product) => product.slug === "umaibo-corn-potage")!;
    const answer = await quote({ items: [line(milka.id), line(goldbears.id), line(umaibo.id)] });
    const products = "products" in answer.data ? answer.data.products : [];
    const melts = Object.fromEntries(
      products.map((product) => [product.productId, "heatSensitive" in product && product.heatSensitive]),
    );
    expect(melts).toEqual({ [milka.id]: true, [goldbears.id]: true, [umaibo.id]: false });
  });

  it("refuses a quantity above the product's per-order limit with a message in the page's language (decision 036)", async () => {
    const product = await newProduct(handle.db, 100);
    const answered = async (quantity: number, search = "") => {
      const answer = await quote({ items: [line(product.id, quantity)] }, { search });
      return "products" in answer.data ? answer.data.products[0] : undefined;
    };
    expect(await answered(12)).toMatchObject({ maxPerOrder: 12, stockQuantity: 100 });
    expect(await answered(12)).not.toHaveProperty("error");
    expect(await answered(13)).toMatchObject({
      maxPerOrder: 12,
      error: `You can buy at most 12 of ${product.name} per order`,
    });
    expect(await answered(99, "?lang=es")).toMatchObject({
      error: `Puedes comprar como máximo 12 de ${product.name} por pedido`,
    });
  });

  it("names the products in the language its address asks for (the page's), over the cookie's", async () => {
    const named = async (search: string, cookie: string) => {
      const answer = await quote({ items: [line(spanish.id)] }, { search, cookie });
      return "products" in answer.data
        ? answer.data.products.map((product) => "name" in product && product.name)
        : [];
    };
    expect(await named("?lang=es", "site-lang=en")).toEqual([spanish.nameEs]);
    expect(await named("?lang=en", "site-lang=es")).toEqual([spanish.name]);
    // Without one, the cookie decides.
    expect(await named("", "site-lang=es")).toEqual([spanish.nameEs]);
  });

  it("answers an empty list for an empty cart", async () => {
    expect(await quote({ items: [] })).toMatchObject({ status: 200, data: { products: [] } });
  });

  it.each([
    ["no body", "", true],
    ["malformed JSON", "{ items: ", true],
    ["no items", {}, false],
    ["an id that is not a uuid", { items: [line("matcha-mochi")] }, false],
    ["a quantity of 0", { items: [line(active.id, 0)] }, false],
    ["a fractional quantity", { items: [line(active.id, 1.5)] }, false],
    ["more than 100 lines", { items: Array.from({ length: 101 }, () => line(randomUUID())) }, false],
  ])("refuses %s with 400 { error }", async (_case, body, raw) => {
    const answer = await quote(body, { raw });
    expect(answer.status).toBe(400);
    expect(answer.cacheControl).toBe("no-store");
    expect(answer.data).toEqual({ error: expect.any(String) });
  });

  it("accepts exactly 100 lines", async () => {
    const items = Array.from({ length: 100 }, () => line(randomUUID()));
    expect(await quote({ items })).toMatchObject({ status: 200, data: { products: [] } });
  });

  it("counts what the browser's own unpaid order holds as in stock for it, and for nobody else", async () => {
    const product = await newProduct(handle.db, 3);
    const token = "browser-that-left-the-payment-step";
    const cookie = `${CHECKOUT_COOKIE}=${encodeURIComponent(signCheckoutToken(SECRET, token))}`;
    const prepared = await prepare(
      { db: handle.db, provider: fakeProvider(), logger: silentLogger },
      checkoutBody([{ product, quantity: 2 }], 2 * product.priceCents + 599),
      token,
    );
    const stockFor = async (options: { cookie?: string }) => {
      const answer = await quote({ items: [line(product.id, 2)] }, options);
      const [quoted] = "products" in answer.data ? answer.data.products : [];
      return quoted && "stockQuantity" in quoted ? quoted.stockQuantity : undefined;
    };

    // 2 of 3 reserved: 1 left for everyone, 3 for the browser holding the 2.
    expect(await stockFor({ cookie })).toBe(3);
    expect(await stockFor({})).toBe(1);
    const forged = `${CHECKOUT_COOKIE}=${encodeURIComponent(`${token}.forged`)}`;
    expect(await stockFor({ cookie: forged })).toBe(1);
    const other = `${CHECKOUT_COOKIE}=${encodeURIComponent(signCheckoutToken(SECRET, "another-browser"))}`;
    expect(await stockFor({ cookie: other })).toBe(1);

    // Paid, the order holds nothing any more: the 2 are sold.
    await handle.db.update(orders).set({ status: "paid" }).where(eq(orders.number, prepared.orderNumber));
    expect(await stockFor({ cookie })).toBe(1);
  });
});

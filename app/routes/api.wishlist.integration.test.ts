import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createShopper, postForm, requestAs, testContext, TEST_ORIGIN } from "~tests/support/accounts";
import { testDatabase, seedTime } from "~tests/support/database";
import { callRoute } from "~tests/support/routes";
import { products, wishlistItems } from "~/db/schema";
import { catalogueRows } from "~/db/seed/rows";
import { newProduct } from "~tests/support/checkout";
import { listWishlist, savedProductIds } from "~/modules/wishlist/wishlist.server";
import { loader as rootLoader } from "~/root";
import { action, loader as getLoader } from "./api.wishlist";
import { loader as pageLoader } from "./wishlist";

// Expectations come from what the seed wrote.
const seeded = catalogueRows(seedTime()).products;
const inactive = seeded.find((product) => !product.isActive)!;

const handle = testDatabase({ catalogue: true });

async function post(
  cookie: string | null,
  fields: Record<string, string>,
  options: { json?: boolean; headers?: Record<string, string> } = {},
) {
  const request = options.json
    ? requestAs(cookie, "/api/wishlist", {
        method: "POST",
        headers: { "Content-Type": "application/json", ...options.headers },
        body: JSON.stringify(fields),
      })
    : postForm("/api/wishlist", fields, { cookie, headers: options.headers });
  const { data, status, headers } = await callRoute(action, request, testContext(handle));
  return { data, status, cacheControl: headers.get("Cache-Control") };
}

const storedFor = async (userId: string) =>
  (await handle.db.select().from(wishlistItems).where(eq(wishlistItems.userId, userId))).map(
    (row) => row.productId,
  );

describe("POST /api/wishlist", () => {
  it("saves a product once however often it is added, and removes it", async () => {
    const shopper = await createShopper(handle);
    const product = await newProduct(handle.db, 5);

    for (let time = 0; time < 2; time++) {
      expect(await post(shopper.cookie, { intent: "add", productId: product.id })).toEqual({
        data: { productId: product.id, saved: true },
        status: 200,
        cacheControl: "private, no-store",
      });
    }
    expect(await storedFor(shopper.id)).toEqual([product.id]);

    expect(await post(shopper.cookie, { intent: "remove", productId: product.id })).toMatchObject({
      data: { productId: product.id, saved: false },
      status: 200,
    });
    expect(await storedFor(shopper.id)).toEqual([]);
    // Removing what is not saved is fine.
    expect((await post(shopper.cookie, { intent: "remove", productId: product.id })).status).toBe(200);
  });

  it("takes JSON too", async () => {
    const shopper = await createShopper(handle);
    const product = await newProduct(handle.db, 5);
    const answer = await post(shopper.cookie, { intent: "add", productId: product.id }, { json: true });
    expect(answer).toMatchObject({ status: 200, data: { saved: true } });
    expect(await storedFor(shopper.id)).toEqual([product.id]);
  });

  it("refuses unknown and inactive products and stores nothing", async () => {
    const shopper = await createShopper(handle);
    for (const productId of [randomUUID(), inactive.id]) {
      expect(await post(shopper.cookie, { intent: "add", productId })).toMatchObject({
        status: 404,
        data: { error: "Product not found" },
      });
    }
    expect(await storedFor(shopper.id)).toEqual([]);
  });

  it.each([
    ["no product", { intent: "add" }],
    ["a product id that is not one", { intent: "add", productId: "pocky" }],
    ["an unknown intent", { intent: "toggle", productId: randomUUID() }],
  ])("answers 400 for %s", async (_, fields) => {
    const shopper = await createShopper(handle);
    expect(await post(shopper.cookie, fields)).toMatchObject({
      status: 400,
      data: { error: expect.any(String) },
    });
  });

  it("answers 401 with the spec's message when signed out, in the page's language", async () => {
    const product = await newProduct(handle.db, 5);
    expect(await post(null, { intent: "add", productId: product.id })).toEqual({
      data: { error: "Please sign in to add to wishlist", signedOut: true },
      status: 401,
      cacheControl: "private, no-store",
    });
    const spanish = await post("site-lang=es", { intent: "add", productId: product.id });
    expect(spanish).toMatchObject({
      status: 401,
      data: { error: "Inicia sesión para añadir a tu lista de deseos" },
    });
    const forged = "better-auth.session_token=not-a-real-token.signature";
    expect((await post(forged, { intent: "add", productId: product.id })).status).toBe(401);
    expect(
      await handle.db.select().from(wishlistItems).where(eq(wishlistItems.productId, product.id)),
    ).toEqual([]);
  });

  it("refuses a request from another site, even with the shopper's cookie", async () => {
    const shopper = await createShopper(handle);
    const product = await newProduct(handle.db, 5);
    const answer = await post(
      shopper.cookie,
      { intent: "add", productId: product.id },
      { headers: { Origin: "https://evil.example" } },
    );
    expect(answer).toMatchObject({ status: 403, data: { error: "Cross-site request refused" } });
    expect(await storedFor(shopper.id)).toEqual([]);
    // Same origin as the shop: fine.
    const own = await post(
      shopper.cookie,
      { intent: "add", productId: product.id },
      { headers: { Origin: TEST_ORIGIN } },
    );
    expect(own.status).toBe(200);
  });

  it("answers a GET with 405", async () => {
    const answer = await callRoute(getLoader, requestAs(null, "/api/wishlist"), testContext(handle));
    expect(answer.status).toBe(405);
  });
});

describe("the wishlist", () => {
  it("lists a shopper's own active products with their card data, last saved first", async () => {
    const ana = await createShopper(handle);
    const bob = await createShopper(handle);
    const first = await newProduct(handle.db, 3, 250);
    const second = await newProduct(handle.db, 0, 499);
    const retired = await newProduct(handle.db, 9);
    for (const product of [first, retired, second]) {
      expect((await post(ana.cookie, { intent: "add", productId: product.id })).status).toBe(200);
    }
    await post(bob.cookie, { intent: "add", productId: first.id });
    // Taken off sale after it was saved: kept, but not shown.
    await handle.db.update(products).set({ isActive: false }).where(eq(products.id, retired.id));

    const listed = await listWishlist(handle.db, ana.id);
    expect(listed.map((product) => product.id)).toEqual([second.id, first.id]);
    expect(listed[0]).toMatchObject({
      slug: second.slug,
      name: second.name,
      brand: "Test",
      priceCents: 499,
      stockQuantity: 0,
      imageUrl: second.imageUrls[0],
    });
    expect(new Set(await savedProductIds(handle.db, ana.id))).toEqual(new Set([first.id, second.id]));
    expect(await savedProductIds(handle.db, bob.id)).toEqual([first.id]);

    // Bob removing his own does not touch Ana's.
    await post(bob.cookie, { intent: "remove", productId: first.id });
    expect((await listWishlist(handle.db, ana.id)).map((product) => product.id)).toContain(first.id);
  });

  it("is the /wishlist page's data, for its owner only, never cached", async () => {
    const shopper = await createShopper(handle);
    const product = await newProduct(handle.db, 5);
    await post(shopper.cookie, { intent: "add", productId: product.id });

    const load = (cookie: string | null) =>
      callRoute(pageLoader, requestAs(cookie, "/wishlist"), testContext(handle));
    const { data, headers } = await load(shopper.cookie);
    expect(data.products.map((item) => item.id)).toEqual([product.id]);
    expect(headers.get("Cache-Control")).toBe("private, no-store");

    const empty = await load((await createShopper(handle)).cookie);
    expect(empty.data.products).toEqual([]);

    const anonymous = await load(null);
    expect(anonymous.thrown).toBe(true);
    expect(anonymous.location).toBe("/login?redirectTo=%2Fwishlist");
  });
});

describe("the root loader", () => {
  const root = async (cookie: string | null) =>
    (await callRoute(rootLoader, requestAs(cookie, "/products"), testContext(handle))).data;

  it("carries the saved product ids for the signed-in shopper only, none for anyone else", async () => {
    const shopper = await createShopper(handle);
    const product = await newProduct(handle.db, 5);
    await post(shopper.cookie, { intent: "add", productId: product.id });

    expect((await root(shopper.cookie)).savedProductIds).toEqual([product.id]);
    expect((await root((await createShopper(handle)).cookie)).savedProductIds).toEqual([]);
    const anonymous = await root(null);
    expect(anonymous).toMatchObject({ language: "en", user: null, savedProductIds: [], viewerKnown: true });
    expect((await root("site-lang=es")).savedProductIds).toEqual([]);
  });
});

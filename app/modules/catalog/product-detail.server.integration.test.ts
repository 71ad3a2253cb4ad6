import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, seedTime } from "~tests/support/database";
import type { DatabaseHandle } from "~/db/client.server";
import { products, reviews } from "~/db/schema";
import { catalogueRows } from "~/db/seed/rows";
import { productBySlug } from "./product-detail.server";
import { shownStock } from "./stock";
import { DEFAULT_MAX_PER_ORDER } from "~/modules/cart/order-limit";

// What the seed wrote, as plain data: the expectations are derived from it, not from the query.
const seeded = catalogueRows(seedTime());
const seededReviews = (slug: string) => seeded.reviews.filter((review) => review.productSlug === slug);

describe("productBySlug", () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await createTestDatabase({ catalogue: true });
  });
  afterAll(() => handle.close());

  it("finds an active product with its category, every image, and its reviews newest first", async () => {
    // Hostess Twinkies: three images and five reviews rated 4, 5, 5, 5, 2.
    const product = await productBySlug(handle.db, "hostess-twinkies");
    const row = seeded.products.find((candidate) => candidate.slug === "hostess-twinkies")!;

    expect(product).toMatchObject({
      id: row.id,
      slug: "hostess-twinkies",
      name: row.name,
      brand: row.brand,
      originCountry: row.originCountry,
      description: row.description,
      priceCents: row.priceCents,
      weightGrams: row.weightGrams,
      // As pages print it: capped (decision 038).
      stockQuantity: shownStock(row.stockQuantity!, row.maxPerOrder ?? DEFAULT_MAX_PER_ORDER),
      featured: row.featured,
      imageUrls: ["1", "2", "3"].map((n) => `/images/products/hostess-twinkies-${n}.svg`),
      category: { slug: "american-favorites", name: "American Favorites" },
    });
    expect(product!.createdAt).toEqual(row.createdAt);

    // The page's language (English by default) first, then newest first (issue 27 item 6).
    const inPageLanguage = (review: { language?: string }) => ((review.language ?? "en") === "en" ? 0 : 1);
    const expected = seededReviews("hostess-twinkies").sort(
      (a, b) => inPageLanguage(a) - inPageLanguage(b) || b.createdAt!.getTime() - a.createdAt!.getTime(),
    );
    expect(new Set(expected.map((review) => review.language))).toEqual(new Set(["en", "es"]));
    expect(expected).toHaveLength(5);
    expect(product!.reviews.map((review) => review.id)).toEqual(expected.map((review) => review.id));
    expect(product!.reviews[0]).toEqual({
      id: expected[0]!.id,
      authorName: expected[0]!.authorName,
      rating: expected[0]!.rating,
      title: expected[0]!.title,
      comment: expected[0]!.comment,
      verifiedPurchase: expected[0]!.verifiedPurchase,
      createdAt: expected[0]!.createdAt,
      language: "en",
    });
    // (4 + 5 + 5 + 5 + 2) / 5 = 4.2
    expect(product!.ratingAverage).toBe(4.2);
    expect(product!.reviewCount).toBe(5);
  });

  it("rounds the average to one decimal", async () => {
    // Pretz Salad: 5, 5, 4, 4, 5 → 4.6; Country Ma'am Vanilla: 5, 5, 2, 1, 4 → 3.4.
    expect((await productBySlug(handle.db, "pretz-salad"))?.ratingAverage).toBe(4.6);
    expect((await productBySlug(handle.db, "country-maam-vanilla"))?.ratingAverage).toBe(3.4);

    // A repeating mean: 5, 4, 4 → 4.333… shows as 4.3.
    const product = await productBySlug(handle.db, "yan-yan-chocolate");
    await handle.db
      .insert(reviews)
      .values([5, 4, 4].map((rating) => ({ productId: product!.id, authorName: "Test T.", rating })));
    const reviewed = await productBySlug(handle.db, "yan-yan-chocolate");
    expect(reviewed).toMatchObject({ ratingAverage: 4.3, reviewCount: 3 });
    await handle.db.delete(reviews).where(eq(reviews.productId, product!.id));
  });

  it("gives a rating of 0 and a count of 0 to a product without reviews", async () => {
    expect(seededReviews("valrhona-guanaja-70")).toEqual([]);
    const product = await productBySlug(handle.db, "valrhona-guanaja-70");
    expect(product).toMatchObject({
      slug: "valrhona-guanaja-70",
      ratingAverage: 0,
      reviewCount: 0,
      reviews: [],
    });
  });

  it("finds the active product that is out of stock", async () => {
    expect(await productBySlug(handle.db, "black-thunder")).toMatchObject({ stockQuantity: 0 });
  });

  it("never returns an inactive product, nor its reviews", async () => {
    const inactive = seeded.products.filter((product) => !product.isActive);
    expect(inactive.length).toBeGreaterThan(0);
    for (const product of inactive) expect(await productBySlug(handle.db, product.slug)).toBeNull();
  });

  it("hides a product as soon as it is made inactive", async () => {
    await handle.db.update(products).set({ isActive: false }).where(eq(products.slug, "pretz-salad"));
    expect(await productBySlug(handle.db, "pretz-salad")).toBeNull();
    await handle.db.update(products).set({ isActive: true }).where(eq(products.slug, "pretz-salad"));
  });

  it("returns null for an unknown slug, whatever it holds", async () => {
    for (const slug of ["no-such-candy", "", "pretz-salad ", "PRETZ-SALAD", "' or 1=1 --", "%", "🍬"]) {
      expect(await productBySlug(handle.db, slug)).toBeNull();
    }
  });
});

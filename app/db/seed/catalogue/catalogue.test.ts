import { describe, expect, it } from "vitest";
import { catalogueRows } from "../rows";
import { allProducts, catalogue, categorySlugs, coupons, packageKinds, reviewsFor, treatKinds } from ".";

const active = allProducts.filter((product) => product.active !== false);
const DAY_MS = 86_400_000;

describe("the demo catalogue data", () => {
  it("has the six categories in order, each with a real description", () => {
    expect(catalogue.map(({ category }) => category.slug)).toEqual([...categorySlugs]);
    for (const { category } of catalogue)
      expect(category.description.length, category.slug).toBeGreaterThan(80);
  });

  it("has at least 126 active products, at least 20 per category, with unique slugs and names", () => {
    expect(active.length).toBeGreaterThanOrEqual(126);
    for (const { category, products } of catalogue) {
      expect(products.filter((p) => p.active !== false).length, category.slug).toBeGreaterThanOrEqual(20);
    }
    expect(new Set(allProducts.map((p) => p.slug)).size).toBe(allProducts.length);
    expect(new Set(allProducts.map((p) => p.name)).size).toBe(allProducts.length);
  });

  it("describes every product completely and sensibly", () => {
    for (const p of allProducts) {
      expect(p.slug, p.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(p.brand.trim(), p.slug).not.toBe("");
      expect(p.originCountry.trim(), p.slug).not.toBe("");
      expect(Number.isInteger(p.priceCents) && p.priceCents >= 99 && p.priceCents <= 2500, p.slug).toBe(true);
      expect(p.weightGrams, p.slug).toBeGreaterThan(0);
      expect(p.weightGrams, p.slug).toBeLessThanOrEqual(1000);
      expect(p.images, p.slug).toBeGreaterThanOrEqual(1);
      expect(p.images, p.slug).toBeLessThanOrEqual(4);
      expect(p.daysAgo, p.slug).toBeGreaterThan(0);
      const sentences = p.description.split(/[.!?…](\s|$)/).filter((s) => s.trim().length > 1);
      expect(sentences.length, p.slug).toBeGreaterThanOrEqual(1);
      expect(sentences.length, p.slug).toBeLessThanOrEqual(3);
      expect(packageKinds, p.slug).toContain(p.kind);
      expect(treatKinds, p.slug).toContain(p.treat);
      for (const color of p.palette) expect(color, p.slug).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it("has the stock, featured, new and inactive mix the shop's pages need", () => {
    const stock = (min: number, max: number) => active.filter((p) => p.stock >= min && p.stock <= max).length;
    expect(stock(0, 0)).toBe(1);
    expect(stock(1, 5)).toBeGreaterThanOrEqual(5);
    expect(stock(6, 10)).toBeGreaterThanOrEqual(5);
    expect(active.filter((p) => p.featured).length).toBeGreaterThanOrEqual(10);
    expect(active.filter((p) => p.daysAgo < 30).length).toBeGreaterThanOrEqual(12);
    const inactive = allProducts.filter((p) => p.active === false);
    expect(inactive.length).toBeGreaterThanOrEqual(2);
    expect(inactive.some((p) => p.featured)).toBe(true);
    expect(inactive.every((p) => p.stock > 0)).toBe(true);
  });
});

describe("reviewsFor", () => {
  it("is deterministic and reviews most products, featured ones always", () => {
    for (const p of allProducts) expect(reviewsFor(p)).toEqual(reviewsFor(p));
    const reviewed = allProducts.filter((p) => reviewsFor(p).length > 0);
    expect(reviewed.length / allProducts.length).toBeGreaterThanOrEqual(0.8);
    expect(reviewed.length).toBeLessThan(allProducts.length);
    for (const p of allProducts.filter((p) => p.featured))
      expect(reviewsFor(p).length, p.slug).toBeGreaterThanOrEqual(3);
  });

  it("writes 1–6 reviews with ratings 1–5, dated after the product appeared", () => {
    for (const p of allProducts) {
      const reviews = reviewsFor(p);
      expect(reviews.length).toBeLessThanOrEqual(6);
      for (const review of reviews) {
        expect([1, 2, 3, 4, 5]).toContain(review.rating);
        expect(review.daysAgo).toBeGreaterThan(0);
        expect(review.daysAgo).toBeLessThan(p.daysAgo);
        expect(review.authorName).toMatch(/^\S+ [A-Z]\.$/);
      }
    }
  });

  it("writes about a third of them in Spanish, each with a title and a comment of its own", () => {
    const reviews = allProducts.flatMap((p) => reviewsFor(p));
    const spanish = reviews.filter((review) => review.language === "es");
    expect(spanish.length / reviews.length).toBeGreaterThan(0.25);
    expect(spanish.length / reviews.length).toBeLessThan(0.42);
    const englishTitles = new Set(reviews.filter((r) => r.language === "en").map((r) => r.title));
    for (const review of spanish) {
      expect(review.title).toBeTruthy();
      expect(review.comment).toBeTruthy();
      expect(englishTitles.has(review.title)).toBe(false);
    }
  });
});

describe("catalogueRows", () => {
  const now = new Date("2026-05-01T12:00:00Z");
  const rows = catalogueRows(now);

  it("dates products and reviews relative to the seeding time", () => {
    const pocky = rows.products.find((p) => p.slug === "pocky-chocolate")!;
    expect(now.getTime() - pocky.createdAt!.getTime()).toBe(310 * DAY_MS);
    for (const review of rows.reviews) expect(review.createdAt!.getTime()).toBeLessThan(now.getTime());
    const later = catalogueRows(new Date(now.getTime() + DAY_MS));
    expect(later.products[0]!.createdAt!.getTime() - rows.products[0]!.createdAt!.getTime()).toBe(DAY_MS);
  });

  it("derives stable ids, so a second run finds the same rows", () => {
    const again = catalogueRows(new Date());
    expect(again.products.map((p) => p.id)).toEqual(rows.products.map((p) => p.id));
    expect(again.reviews.map((r) => r.id)).toEqual(rows.reviews.map((r) => r.id));
    expect(new Set(rows.reviews.map((r) => r.id)).size).toBe(rows.reviews.length);
  });

  it("lists the product images in order and the category images", () => {
    const pocky = rows.products.find((p) => p.slug === "pocky-chocolate")!;
    expect(pocky.imageUrls).toEqual([1, 2, 3, 4].map((i) => `/images/products/pocky-chocolate-${i}.svg`));
    for (const category of rows.categories)
      expect(category.imageUrl).toBe(`/images/categories/${category.slug}.svg`);
  });

  it("writes the five coupons with their rules", () => {
    const byCode = new Map(rows.coupons.map((c) => [c.code, c]));
    expect([...byCode.keys()].sort()).toEqual(["BIGBAG", "CANDY5", "OLDCANDY", "SOLDOUT", "SWEET10"]);
    expect(coupons.every((c) => c.code === c.code.toUpperCase())).toBe(true);
    expect(byCode.get("SWEET10")).toMatchObject({
      discountType: "percentage",
      discountValue: 10,
      minimumOrderCents: 0,
      expiresAt: null,
    });
    expect(byCode.get("CANDY5")).toMatchObject({ discountType: "fixed_amount", discountValue: 500 });
    expect(byCode.get("BIGBAG")).toMatchObject({
      discountType: "percentage",
      discountValue: 15,
      minimumOrderCents: 5000,
    });
    expect(byCode.get("OLDCANDY")!.expiresAt!.getTime()).toBeLessThan(now.getTime());
    expect(byCode.get("SOLDOUT")!.timesUsed).toBeGreaterThanOrEqual(byCode.get("SOLDOUT")!.usageLimit!);
    for (const c of rows.coupons) expect(c.isActive).toBe(true);
  });
});

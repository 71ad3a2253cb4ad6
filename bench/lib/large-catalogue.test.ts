import { describe, expect, it } from "vitest";
import { allProducts } from "../../app/db/seed/catalogue/index";
import { categoryId, productId } from "../../app/db/seed/rows";
import { maxVariations, variationRows } from "./large-catalogue";

const now = new Date("2026-11-01T00:00:00Z");

describe("variationRows", () => {
  const rows = variationRows(10_000, now);

  it("makes as many products as asked, none of them a demo product", () => {
    expect(rows).toHaveLength(10_000);
    const demoSlugs = new Set(allProducts.map((product) => product.slug));
    const demoIds = new Set(allProducts.map((product) => productId(product.slug)));
    expect(rows.filter((row) => demoSlugs.has(row.slug) || demoIds.has(row.id))).toEqual([]);
  });

  it("gives every product its own slug, id and name", () => {
    expect(new Set(rows.map((row) => row.slug)).size).toBe(rows.length);
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
    expect(new Set(rows.map((row) => row.name)).size).toBe(rows.length);
  });

  it("is the same on every run", () => {
    expect(variationRows(300, now)).toEqual(rows.slice(0, 300));
  });

  it("keeps a demo product's brand, origin, category and artwork", () => {
    const demo = new Map(allProducts.map((product) => [product.slug, product]));
    for (const row of rows.slice(0, 500)) {
      const base = [...demo.values()].find((product) => row.slug.startsWith(`${product.slug}-`))!;
      expect(row.name.startsWith(base.name)).toBe(true);
      expect(row).toMatchObject({
        brand: base.brand,
        originCountry: base.originCountry,
        categorySlug: base.categorySlug,
        categoryId: categoryId(base.categorySlug),
      });
      expect(row.imageUrls!.every((url) => url.startsWith(`/images/products/${base.slug}-`))).toBe(true);
    }
  });

  it("has sensible prices, weights, stock and dates", () => {
    const odd = rows.filter(
      (row) =>
        !Number.isInteger(row.priceCents) ||
        row.priceCents < 99 ||
        row.priceCents % 10 !== 9 ||
        !(row.weightGrams! >= 5) ||
        !(row.stockQuantity! >= 0 && row.stockQuantity! < 200) ||
        row.isActive !== true ||
        !(row.createdAt!.getTime() < now.getTime()),
    );
    expect(odd).toEqual([]);
  });

  it("spreads the products over every category and over words a shopper searches for", () => {
    expect(new Set(rows.map((row) => row.categorySlug)).size).toBe(6);
    expect(rows.filter((row) => /chocolate/i.test(row.name)).length).toBeGreaterThan(500);
    expect(rows.filter((row) => /matcha/i.test(row.name)).length).toBeGreaterThan(300);
  });

  it("refuses counts it cannot make without repeating a name", () => {
    expect(variationRows(0, now)).toEqual([]);
    expect(() => variationRows(maxVariations + 1, now)).toThrow(RangeError);
    expect(() => variationRows(-1, now)).toThrow(RangeError);
    expect(() => variationRows(1.5, now)).toThrow(RangeError);
  });
});

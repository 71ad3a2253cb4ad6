import { existsSync } from "node:fs";
import path from "node:path";
import { and, count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, seedTime } from "~tests/support/database";
import { queryRows, type Database, type DatabaseHandle } from "../client.server";
import { categories, coupons, products, reviews } from "../schema";
import { seedDemoCatalogue, seedIfEmpty } from "./seed.server";
import type { Logger } from "~/lib/logger.server";

const DAY_MS = 86_400_000;
const slugs = [
  "japanese-snacks",
  "korean-treats",
  "american-favorites",
  "european-delights",
  "exotic-international",
  "chocolate-collection",
];

const publicFile = (url: string) => path.join(process.cwd(), "public", url);

/** Row counts and a fingerprint of the catalogue, to compare before and after a run. */
async function snapshot(db: Database) {
  const [categoryCount] = await db.select({ n: count() }).from(categories);
  const [productCount] = await db.select({ n: count() }).from(products);
  const [reviewCount] = await db.select({ n: count() }).from(reviews);
  const [couponCount] = await db.select({ n: count() }).from(coupons);
  const [fingerprint] = await queryRows<{ stock: string; cents: string; used: string }>(
    db,
    sql`select (select sum(stock_quantity) from products) as stock,
               (select sum(price_cents) from products) as cents,
               (select sum(times_used) from coupons) as used`,
  );
  return {
    categories: categoryCount!.n,
    products: productCount!.n,
    reviews: reviewCount!.n,
    coupons: couponCount!.n,
    stock: Number(fingerprint!.stock),
    cents: Number(fingerprint!.cents),
    used: Number(fingerprint!.used),
  };
}

describe("the demo catalogue (DESIGN section 4)", () => {
  let handle: DatabaseHandle;
  let all: (typeof products.$inferSelect)[];
  let active: (typeof products.$inferSelect)[];

  beforeAll(async () => {
    handle = await createTestDatabase({ catalogue: true });
    all = await handle.db.select().from(products);
    active = all.filter((product) => product.isActive);
  });
  afterAll(() => handle.close());

  it("has the six categories, each with a name, a description and an image that ships", async () => {
    const rows = await handle.db.select().from(categories);
    expect(rows.map((row) => row.slug).sort()).toEqual([...slugs].sort());
    for (const row of rows) {
      expect(row.name.length, row.slug).toBeGreaterThan(3);
      expect(row.description?.length ?? 0, row.slug).toBeGreaterThan(40);
      expect(row.imageUrl, row.slug).toBe(`/images/categories/${row.slug}.svg`);
      expect(existsSync(publicFile(row.imageUrl!)), row.imageUrl!).toBe(true);
    }
  });

  it("has at least 120 active products and at least 15 in each category", async () => {
    expect(active.length).toBeGreaterThanOrEqual(120);
    const perCategory = await handle.db
      .select({ slug: categories.slug, n: count(products.id) })
      .from(categories)
      .leftJoin(products, and(eq(products.categoryId, categories.id), eq(products.isActive, true)))
      .groupBy(categories.slug);
    expect(perCategory).toHaveLength(6);
    for (const row of perCategory) expect(row.n, row.slug).toBeGreaterThanOrEqual(15);
  });

  it("gives every product a brand, an origin, a price, a weight, a description and 1–4 shipped images", () => {
    for (const product of all) {
      expect(product.brand.trim(), product.slug).not.toBe("");
      expect(product.originCountry.trim(), product.slug).not.toBe("");
      expect(product.priceCents, product.slug).toBeGreaterThan(0);
      expect(product.weightGrams, product.slug).toBeGreaterThan(0);
      expect(product.description.length, product.slug).toBeGreaterThan(20);
      expect(product.imageUrls.length, product.slug).toBeGreaterThanOrEqual(1);
      expect(product.imageUrls.length, product.slug).toBeLessThanOrEqual(4);
      for (const url of product.imageUrls) {
        expect(url, product.slug).toMatch(/^\/images\/products\/[a-z0-9-]+\.svg$/);
        expect(existsSync(publicFile(url)), url).toBe(true);
      }
    }
  });

  it("names real products with their true brand and origin", () => {
    const bySlug = new Map(all.map((product) => [product.slug, product]));
    const expected: [string, string, string][] = [
      ["pocky-chocolate", "Glico", "Japan"],
      ["orion-choco-pie", "Orion", "South Korea"],
      ["reeses-peanut-butter-cups", "Hershey's", "United States"],
      ["haribo-goldbears", "Haribo", "Germany"],
      ["tim-tam-original", "Arnott's", "Australia"],
      ["milka-alpine-milk-chocolate", "Milka", "Germany"],
      ["toblerone-milk-chocolate", "Toblerone", "Switzerland"],
      ["kinder-bueno", "Ferrero", "Italy"],
    ];
    for (const [slug, brand, origin] of expected) {
      expect(bySlug.get(slug), slug).toMatchObject({ brand, originCountry: origin, isActive: true });
    }
  });

  it("has what the search relies on: several Pocky and many chocolate products", () => {
    expect(active.filter((product) => product.name.includes("Pocky")).length).toBeGreaterThanOrEqual(3);
    const chocolate = active.filter((product) => /chocolat/i.test(`${product.name} ${product.description}`));
    expect(chocolate.length).toBeGreaterThanOrEqual(10);
  });

  it("features at least 8 active products, spread over the categories", () => {
    const featured = active.filter((product) => product.featured);
    expect(featured.length).toBeGreaterThanOrEqual(8);
    expect(new Set(featured.map((product) => product.categoryId)).size).toBe(6);
  });

  it("has at least 10 active products created within the 30 days before the seeding time", () => {
    const now = seedTime().getTime();
    for (const product of all) expect(product.createdAt.getTime(), product.slug).toBeLessThanOrEqual(now);
    const recent = active.filter((product) => now - product.createdAt.getTime() < 30 * DAY_MS);
    expect(recent.length).toBeGreaterThanOrEqual(10);
    // …and plenty of older ones, so "new arrivals" is a real subset.
    expect(active.length - recent.length).toBeGreaterThanOrEqual(60);
  });

  it("has exactly one sold-out active product, at least 5 with 1–5 left and at least 5 with 6–10", () => {
    const stock = (min: number, max: number) =>
      active.filter((product) => product.stockQuantity >= min && product.stockQuantity <= max).length;
    expect(stock(0, 0)).toBe(1);
    expect(stock(1, 5)).toBeGreaterThanOrEqual(5);
    expect(stock(6, 10)).toBeGreaterThanOrEqual(5);
  });

  it("has at least 2 inactive products, in stock and one of them featured, that shoppers must never see", () => {
    const inactive = all.filter((product) => !product.isActive);
    expect(inactive.length).toBeGreaterThanOrEqual(2);
    for (const product of inactive) expect(product.stockQuantity, product.slug).toBeGreaterThan(0);
    expect(inactive.some((product) => product.featured)).toBe(true);
  });

  it("has reviews on most products, rated 1–5, some verified, each written after its product appeared", async () => {
    const rows = await handle.db
      .select({
        productId: reviews.productId,
        rating: reviews.rating,
        author: reviews.authorName,
        title: reviews.title,
        comment: reviews.comment,
        verified: reviews.verifiedPurchase,
        createdAt: reviews.createdAt,
        productCreatedAt: products.createdAt,
      })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId));
    const reviewed = new Set(rows.map((row) => row.productId));
    expect(
      active.filter((product) => reviewed.has(product.id)).length / active.length,
    ).toBeGreaterThanOrEqual(0.75);
    for (const row of rows) {
      expect(row.rating).toBeGreaterThanOrEqual(1);
      expect(row.rating).toBeLessThanOrEqual(5);
      expect(row.author).not.toBe("");
      expect(row.title).toBeTruthy();
      expect(row.comment).toBeTruthy();
      expect(row.createdAt.getTime()).toBeGreaterThanOrEqual(row.productCreatedAt.getTime());
      expect(row.createdAt.getTime()).toBeLessThanOrEqual(seedTime().getTime());
    }
    expect(rows.some((row) => row.verified)).toBe(true);
    expect(rows.some((row) => !row.verified)).toBe(true);
    // Skewed positive, but not uniformly perfect.
    const mean = rows.reduce((sum, row) => sum + row.rating, 0) / rows.length;
    expect(mean).toBeGreaterThan(3.6);
    expect(new Set(rows.map((row) => row.rating)).size).toBe(5);
  });

  it("has the five coupons with their rules", async () => {
    const rows = new Map((await handle.db.select().from(coupons)).map((row) => [row.code, row]));
    const now = seedTime().getTime();
    for (const code of ["SWEET10", "CANDY5", "BIGBAG", "OLDCANDY", "SOLDOUT"]) {
      expect(rows.get(code)?.isActive, code).toBe(true);
    }
    expect(rows.get("SWEET10")).toMatchObject({
      discountType: "percentage",
      discountValue: 10,
      minimumOrderCents: 0,
    });
    expect(rows.get("SWEET10")!.expiresAt).toBeNull();
    expect(rows.get("SWEET10")!.usageLimit).toBeNull();
    expect(rows.get("CANDY5")).toMatchObject({
      discountType: "fixed_amount",
      discountValue: 500,
      minimumOrderCents: 0,
    });
    expect(rows.get("BIGBAG")).toMatchObject({
      discountType: "percentage",
      discountValue: 15,
      minimumOrderCents: 5000,
    });
    expect(rows.get("OLDCANDY")!.expiresAt!.getTime()).toBeLessThan(now);
    const soldOut = rows.get("SOLDOUT")!;
    expect(soldOut.usageLimit).not.toBeNull();
    expect(soldOut.timesUsed).toBeGreaterThanOrEqual(soldOut.usageLimit!);
    for (const code of ["SWEET10", "CANDY5", "BIGBAG"]) {
      const coupon = rows.get(code)!;
      expect(coupon.expiresAt === null || coupon.expiresAt.getTime() > now, code).toBe(true);
      expect(coupon.usageLimit === null || coupon.timesUsed < coupon.usageLimit, code).toBe(true);
    }
  });
});

describe("seedDemoCatalogue", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase({ catalogue: true });
  });
  afterAll(() => handle.close());

  it("is idempotent: a second run adds nothing and keeps what the shop changed since", async () => {
    const before = await snapshot(handle.db);
    await handle.db.update(products).set({ stockQuantity: 3 }).where(eq(products.slug, "pocky-chocolate"));
    const lines: string[] = [];
    await seedDemoCatalogue(handle.db, { now: new Date(), log: (line) => lines.push(line) });
    const after = await snapshot(handle.db);
    expect(after).toEqual({ ...before, stock: before.stock - 140 + 3 });
    expect(lines).toContain("categories: 6 (0 new)");
    expect(lines.some((line) => /^products: \d+ \(\d+ active, 0 new\)$/.test(line))).toBe(true);
    expect(lines).toContain("coupons: 5 (0 new)");
    // Dates were not moved to the new run's time.
    const [pocky] = await handle.db.select().from(products).where(eq(products.slug, "pocky-chocolate"));
    expect(seedTime().getTime() - pocky!.createdAt.getTime()).toBeGreaterThan(30 * DAY_MS);
  });

  it("puts back what is missing without duplicating the rest", async () => {
    const before = await snapshot(handle.db);
    const [removed] = await handle.db
      .delete(products)
      .where(eq(products.slug, "haribo-goldbears"))
      .returning({ id: products.id });
    expect(removed).toBeDefined();
    expect((await snapshot(handle.db)).reviews).toBeLessThan(before.reviews);
    await seedDemoCatalogue(handle.db, { now: seedTime() });
    expect(await snapshot(handle.db)).toEqual(before);
  });

  it("with reset, restores the catalogue after products, reviews and coupons were changed", async () => {
    await seedDemoCatalogue(handle.db, { now: seedTime(), reset: true });
    const pristine = await snapshot(handle.db);

    await handle.db.delete(products).where(eq(products.slug, "kinder-bueno"));
    await handle.db.update(products).set({ priceCents: 1 }).where(eq(products.slug, "orion-choco-pie"));
    await handle.db.update(coupons).set({ timesUsed: 7 }).where(eq(coupons.code, "SWEET10"));
    await handle.db.delete(coupons).where(eq(coupons.code, "CANDY5"));
    expect(await snapshot(handle.db)).not.toEqual(pristine);

    const lines: string[] = [];
    await seedDemoCatalogue(handle.db, { now: seedTime(), reset: true, log: (line) => lines.push(line) });
    expect(await snapshot(handle.db)).toEqual(pristine);
    expect(lines[0]).toMatch(/^reset:/);
    expect(lines).toContain("categories: 6 (6 new)");
    expect(lines).toContain("coupons: 5 (5 new)");
  });

  it("runs in one transaction: a failure part-way leaves the database as it was", async () => {
    const before = await snapshot(handle.db);
    await handle.db.update(products).set({ priceCents: 1 }).where(eq(products.slug, "orion-choco-pie"));
    const failing = seedDemoCatalogue(handle.db, {
      reset: true,
      log: (line) => {
        if (line.startsWith("products:")) throw new Error("interrupted");
      },
    });
    await expect(failing).rejects.toThrow("interrupted");
    expect(await snapshot(handle.db)).toEqual({ ...before, cents: before.cents - 549 + 1 });
  });
});

describe("seedIfEmpty", () => {
  const quietLogger = () => {
    const lines: string[] = [];
    const record = (message: unknown) => void lines.push(String(message));
    return {
      lines,
      logger: { info: record, debug: record, warn: record, error: record } as unknown as Logger,
    };
  };

  it("leaves a database that has a catalogue alone", async () => {
    const handle = await createTestDatabase({ catalogue: true });
    try {
      await handle.db.delete(coupons).where(eq(coupons.code, "SWEET10"));
      const before = await snapshot(handle.db);
      const { lines, logger } = quietLogger();
      await seedIfEmpty(handle.db, logger);
      expect(await snapshot(handle.db)).toEqual(before);
      expect(lines).toEqual([]);
    } finally {
      await handle.close();
    }
  });

  it("seeds an empty database, logging its progress", async () => {
    const handle = await createTestDatabase();
    try {
      expect((await snapshot(handle.db)).products).toBe(0);
      const { lines, logger } = quietLogger();
      await seedIfEmpty(handle.db, logger);
      const after = await snapshot(handle.db);
      expect(after.categories).toBe(6);
      expect(after.products).toBeGreaterThanOrEqual(122);
      expect(after.reviews).toBeGreaterThan(100);
      expect(after.coupons).toBe(5);
      expect(lines.some((line) => line.includes("categories: 6"))).toBe(true);
      expect(lines.some((line) => /products: \d+/.test(line))).toBe(true);
    } finally {
      await handle.close();
    }
  });
});

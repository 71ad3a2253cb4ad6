import { asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { testDatabase, seedTime } from "~tests/support/database";
import { categories, products, reviews } from "~/db/schema";
import { PAGE_SIZE, type SortOption } from "./list-params";
import {
  activeProductCounts,
  categoryProducts,
  featuredProducts,
  listProducts,
  type ProductListQuery,
} from "./products.server";
import { averageRating } from "./rating";
import type { ProductSummary } from "./types";

const DAY_MS = 86_400_000;
type ProductRow = typeof products.$inferSelect;

const handle = testDatabase({ catalogue: true });
let active: ProductRow[];
let inactive: ProductRow[];
let inactiveIds: Set<string>;
let ratingsByProduct: Map<string, number[]>;

beforeAll(async () => {
  const all = await handle.db.select().from(products);
  active = all.filter((product) => product.isActive);
  inactive = all.filter((product) => !product.isActive);
  inactiveIds = new Set(inactive.map((product) => product.id));
  ratingsByProduct = new Map();
  for (const review of await handle.db.select().from(reviews)) {
    ratingsByProduct.set(review.productId, [
      ...(ratingsByProduct.get(review.productId) ?? []),
      review.rating,
    ]);
  }
});

const list = (query: Partial<ProductListQuery> = {}) =>
  listProducts(handle.db, { view: "all", now: seedTime(), ...query });

/** Every product of a list, page after page. */
async function everyPage(query: Partial<ProductListQuery> = {}): Promise<ProductSummary[]> {
  const first = await list(query);
  const rest = await Promise.all(
    Array.from({ length: first.pageCount - 1 }, (_, index) => list({ ...query, page: index + 2 })),
  );
  return [first, ...rest].flatMap((page) => page.products);
}

const ids = (rows: { id: string }[]) => rows.map((row) => row.id).sort();

describe("the product list's views", () => {
  it("all: every active product, 24 a page, the total counted by the database", async () => {
    const first = await list();
    expect(first.total).toBe(active.length);
    expect(first.products).toHaveLength(PAGE_SIZE);
    expect(first.pageCount).toBe(Math.ceil(active.length / PAGE_SIZE));

    const all = await everyPage();
    expect(all).toHaveLength(active.length);
    expect(ids(all)).toEqual(ids(active));
  });

  it("never shows the inactive products, in any view, filter or search", async () => {
    expect(inactive).toHaveLength(3);
    const lists = await Promise.all([
      everyPage(),
      everyPage({ view: "featured" }),
      everyPage({ view: "new-arrivals", now: new Date() }),
      everyPage({ priceMin: 0, priceMax: 1000 }),
      featuredProducts(handle.db, 100),
      ...inactive.map((product) => everyPage({ search: product.name })),
      ...inactive.map((product) =>
        everyPage({ brands: [product.brand], countries: [product.originCountry] }),
      ),
      ...inactive.map((product) => categoryProducts(handle.db, product.categoryId)),
    ]);
    for (const rows of lists) for (const row of rows) expect(inactiveIds.has(row.id)).toBe(false);
  });

  it("featured: the featured active products", async () => {
    const featured = await everyPage({ view: "featured" });
    expect(ids(featured)).toEqual(ids(active.filter((product) => product.featured)));
    expect(featured.length).toBe(13);
  });

  it("new arrivals: created within the 30 days before now", async () => {
    const now = seedTime();
    const arrivals = await everyPage({ view: "new-arrivals", now });
    const expected = active.filter((product) => product.createdAt.getTime() >= now.getTime() - 30 * DAY_MS);
    expect(ids(arrivals)).toEqual(ids(expected));
    expect(arrivals.length).toBe(16);

    // The window moves with "now": 20 days later, fewer products are new.
    const later = new Date(now.getTime() + 20 * DAY_MS);
    const fewer = await everyPage({ view: "new-arrivals", now: later });
    expect(ids(fewer)).toEqual(
      ids(active.filter((product) => product.createdAt.getTime() >= later.getTime() - 30 * DAY_MS)),
    );
    expect(fewer.length).toBeLessThan(arrivals.length);
  });
});

describe("filters", () => {
  it("price: 0 to 100 is no filter at all", async () => {
    expect((await list({ priceMin: 0, priceMax: 100 })).total).toBe(active.length);
  });

  it("price: applied in dollars, both bounds included, once min is above 0 or max below 100", async () => {
    const between = await everyPage({ priceMin: 2.99, priceMax: 5 });
    expect(ids(between)).toEqual(
      ids(active.filter((product) => product.priceCents >= 299 && product.priceCents <= 500)),
    );
    const cheap = await everyPage({ priceMax: 3 });
    expect(ids(cheap)).toEqual(ids(active.filter((product) => product.priceCents <= 300)));
  });

  it("price: numbers used as given, so a minimum above the maximum finds nothing", async () => {
    const result = await list({ priceMin: 20, priceMax: 5 });
    expect(result.total).toBe(0);
    expect(result.products).toEqual([]);
  });

  it("brands and origin countries: any of the chosen values; both together narrow down", async () => {
    const brands = ["Glico", "Haribo"];
    expect(ids(await everyPage({ brands }))).toEqual(
      ids(active.filter((product) => brands.includes(product.brand))),
    );
    const countries = ["Japan", "Germany"];
    expect(ids(await everyPage({ countries }))).toEqual(
      ids(active.filter((product) => countries.includes(product.originCountry))),
    );
    expect(ids(await everyPage({ brands, countries: ["Japan"] }))).toEqual(
      ids(active.filter((product) => brands.includes(product.brand) && product.originCountry === "Japan")),
    );
  });

  it("search: the same search as /search, within the view", async () => {
    const pocky = await everyPage({ search: "poky" });
    const named = active.filter((product) => product.name.startsWith("Pocky"));
    expect(named.length).toBeGreaterThanOrEqual(4);
    expect(ids(pocky)).toEqual(expect.arrayContaining(ids(named)));
    // The typo finds what the word itself finds (a product that mentions Pocky too).
    expect(ids(pocky)).toEqual(ids(await everyPage({ search: "pocky" })));
    expect((await list({ search: "!!!" })).total).toBe(0);
    const featuredChocolate = await everyPage({ view: "featured", search: "chocolate" });
    expect(featuredChocolate.length).toBeGreaterThan(0);
    expect(featuredChocolate.every((product) => product.featured)).toBe(true);
  });
});

describe("sorting", () => {
  const sorted = async (sort: SortOption) => everyPage({ sort });

  it("by price, both ways, ties in name order", async () => {
    const up = await sorted("price-asc");
    for (let index = 1; index < up.length; index++) {
      expect(up[index]!.priceCents).toBeGreaterThanOrEqual(up[index - 1]!.priceCents);
    }
    const down = await sorted("price-desc");
    for (let index = 1; index < down.length; index++) {
      expect(down[index]!.priceCents).toBeLessThanOrEqual(down[index - 1]!.priceCents);
    }
  });

  it("by date: Newest First and Oldest First", async () => {
    const newest = await sorted("newest");
    for (let index = 1; index < newest.length; index++) {
      expect(newest[index]!.createdAt.getTime()).toBeLessThanOrEqual(newest[index - 1]!.createdAt.getTime());
    }
    const oldest = await sorted("oldest");
    expect(oldest[0]!.createdAt.getTime()).toBe(newest[newest.length - 1]!.createdAt.getTime());
  });

  it("by name in the database's collation, A-Z by default and Z-A reversed, across pages", async () => {
    const byName = await handle.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.isActive, true))
      .orderBy(asc(products.name), asc(products.id));
    const defaultOrder = await everyPage();
    expect(defaultOrder.map((row) => row.id)).toEqual(byName.map((row) => row.id));
    expect((await sorted("name-desc")).map((row) => row.id)).toEqual(byName.map((row) => row.id).reverse());
    expect(defaultOrder[0]!.name).toBe("7D Dried Mangoes");
  });
});

describe("pages", () => {
  it("a page past the last shows the last", async () => {
    const last = await list({ page: 99 });
    expect(last.page).toBe(last.pageCount);
    expect(last.products).toHaveLength(active.length - (last.pageCount - 1) * PAGE_SIZE);
  });
});

describe("facets", () => {
  it("list the brands and countries of the current view with their counts", async () => {
    const { facets, total } = await list({ view: "featured" });
    const featured = active.filter((product) => product.featured);
    expect(facets.brands.map((facet) => facet.value).sort()).toEqual(
      [...new Set(featured.map((product) => product.brand))].sort(),
    );
    expect(facets.brands.reduce((sum, facet) => sum + facet.count, 0)).toBe(total);
    expect(facets.countries.reduce((sum, facet) => sum + facet.count, 0)).toBe(total);
  });

  it("ignore their own filter, so other brands stay available to add", async () => {
    const { facets, total } = await list({ brands: ["Glico"] });
    expect(total).toBe(active.filter((product) => product.brand === "Glico").length);
    expect(facets.brands.length).toBe(new Set(active.map((product) => product.brand)).size);
    // The country facet follows the brand filter: only Glico's countries.
    expect(facets.countries).toEqual([{ value: "Japan", count: total }]);
  });
});

describe("ratings on every card", () => {
  it("are the mean of the product's reviews to one decimal, and their count", async () => {
    const all = await everyPage();
    let withReviews = 0;
    for (const product of all) {
      const ratings = ratingsByProduct.get(product.id) ?? [];
      if (ratings.length) withReviews += 1;
      expect(product.reviewCount, product.slug).toBe(ratings.length);
      expect(product.ratingAverage, product.slug).toBe(averageRating(ratings));
    }
    expect(withReviews).toBeGreaterThan(100);
  });

  it("follow every review written, edited or deleted, whoever writes it (a trigger keeps them)", async () => {
    const [product] = await handle.db
      .select({ id: products.id, slug: products.slug })
      .from(products)
      .where(eq(products.slug, "pocky-chocolate"));
    const cardOf = async () => (await everyPage()).find((summary) => summary.id === product!.id)!;
    const ratings = ratingsByProduct.get(product!.id) ?? [];

    const [added] = await handle.db
      .insert(reviews)
      .values({ productId: product!.id, authorName: "Test", rating: 1 })
      .returning({ id: reviews.id });
    expect(await cardOf()).toMatchObject({
      reviewCount: ratings.length + 1,
      ratingAverage: averageRating([...ratings, 1]),
    });

    await handle.db.update(reviews).set({ rating: 5 }).where(eq(reviews.id, added!.id));
    expect((await cardOf()).ratingAverage).toBe(averageRating([...ratings, 5]));

    await handle.db.delete(reviews).where(eq(reviews.id, added!.id));
    expect(await cardOf()).toMatchObject({
      reviewCount: ratings.length,
      ratingAverage: averageRating(ratings),
    });
  });
});

describe("product summaries", () => {
  it("carry the first image, stock and the featured flag", async () => {
    const [summary] = (await everyPage({ search: "Black Thunder" })).filter(
      (row) => row.name === "Black Thunder",
    );
    const row = active.find((product) => product.name === "Black Thunder")!;
    expect(summary).toMatchObject({
      slug: row.slug,
      imageUrl: row.imageUrls[0],
      stockQuantity: 0,
      featured: row.featured,
      priceCents: row.priceCents,
    });
  });
});

describe("featuredProducts (home page)", () => {
  it("gives up to 8 featured active products by name", async () => {
    const featured = await featuredProducts(handle.db);
    expect(featured).toHaveLength(8);
    expect(featured.every((product) => product.featured && !inactiveIds.has(product.id))).toBe(true);
    const all = await featuredProducts(handle.db, 100);
    expect(all).toHaveLength(13);
    expect(featured.map((product) => product.id)).toEqual(all.slice(0, 8).map((product) => product.id));
  });
});

describe("category products", () => {
  it("are the category's active products by name, and the counts match", async () => {
    const [japan] = await handle.db.select().from(categories).where(eq(categories.slug, "japanese-snacks"));
    const rows = await categoryProducts(handle.db, japan!.id);
    expect(ids(rows)).toEqual(ids(active.filter((product) => product.categoryId === japan!.id)));
    expect(rows.length).toBeGreaterThanOrEqual(15);

    const counts = await activeProductCounts(handle.db);
    expect(counts.get(japan!.id)).toBe(rows.length);
    expect([...counts.values()].reduce((sum, count) => sum + count, 0)).toBe(active.length);
  });
});

import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { seedTime, testDatabase } from "~tests/support/database";
import { newProduct } from "~tests/support/checkout";
import { insertPaidOrder } from "~tests/support/paid-orders";
import { categories, orderLines, orders, productPairs, products } from "~/db/schema";
import { ALLERGENS, DIETS, type Allergen, type Diet } from "~/lib/product-facts";
import { filteredSearch } from "./filtered-search.server";
import { DEFAULT_LIST_PARAMS } from "./list-params";
import { cartSuggestions, pairsWellWith } from "./pairs.server";
import { productBySlug, productPage } from "./product-detail.server";
import { canonicalListAddress, listProducts, type ProductListQuery } from "./products.server";
import { queryRows, type Database } from "~/db/client.server";
import type { ProductSummary } from "./types";

/**
 * Issue 28 on the demo catalogue: every fact filter and their combinations against the rows
 * themselves, the counts each filter group shows, the fact words of a search, and the co-purchase
 * counts kept by the database as orders are paid.
 */

type Row = typeof products.$inferSelect;
const handle = testDatabase({ catalogue: true });
let shown: Row[];

beforeAll(async () => {
  shown = (await handle.db.select().from(products)).filter((row) => row.isActive);
});

const list = (query: Partial<ProductListQuery> = {}) =>
  listProducts(handle.db, { view: "all", now: seedTime(), pageSize: 500, ...query });
const ids = (rows: { id: string }[]) => rows.map((row) => row.id).sort();

const suits = (diets: Diet[]) => (row: Row) => diets.every((diet) => row.diets.includes(diet));
const freeFrom = (allergens: Allergen[]) => (row: Row) =>
  allergens.every((allergen) => !row.allergens.includes(allergen) && !row.mayContain.includes(allergen));
const inStock = (row: Row) => row.stockQuantity > 0;
const rated4 = (row: Row) => row.ratingAverage >= 4;

describe("the fact filters", () => {
  it.each(DIETS)("diet=%s lists exactly the products that suit it", async (diet) => {
    const result = await list({ diets: [diet] });
    const expected = shown.filter(suits([diet]));
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(result.products)).toEqual(ids(expected));
    expect(result.total).toBe(expected.length);
  });

  it.each(ALLERGENS)("free_from=%s leaves out what contains it and what may contain it", async (allergen) => {
    const result = await list({ freeFrom: [allergen] });
    expect(ids(result.products)).toEqual(ids(shown.filter(freeFrom([allergen]))));
    for (const product of result.products) {
      const row = shown.find((item) => item.id === product.id)!;
      expect(row.allergens).not.toContain(allergen);
      expect(row.mayContain).not.toContain(allergen);
    }
  });

  it("in stock only, and rated 4 and up", async () => {
    expect(ids((await list({ inStock: true })).products)).toEqual(ids(shown.filter(inStock)));
    expect(ids((await list({ rating: 4 })).products)).toEqual(ids(shown.filter(rated4)));
  });

  it("combines every filter: all diets chosen, every allergen chosen, stock, rating, brand, country, price", async () => {
    const combos: { query: Partial<ProductListQuery>; expected: (row: Row) => boolean }[] = [
      {
        query: { diets: ["vegan", "gluten-free"] },
        expected: suits(["vegan", "gluten-free"]),
      },
      {
        query: { freeFrom: ["peanuts", "milk"], inStock: true },
        expected: (row) => freeFrom(["peanuts", "milk"])(row) && inStock(row),
      },
      {
        query: {
          diets: ["vegetarian"],
          freeFrom: ["wheat"],
          rating: 4,
          countries: ["Japan", "United States"],
        },
        expected: (row) =>
          suits(["vegetarian"])(row) &&
          freeFrom(["wheat"])(row) &&
          rated4(row) &&
          ["Japan", "United States"].includes(row.originCountry),
      },
      {
        query: { diets: ["gluten-free"], priceMin: 2, priceMax: 5, brands: ["Haribo", "Hershey's"] },
        expected: (row) =>
          suits(["gluten-free"])(row) &&
          row.priceCents >= 200 &&
          row.priceCents <= 500 &&
          ["Haribo", "Hershey's"].includes(row.brand),
      },
    ];
    for (const { query, expected } of combos) {
      expect(ids((await list(query)).products)).toEqual(ids(shown.filter(expected)));
    }
  });

  it("narrows the featured view and a category too", async () => {
    const [chocolate] = await handle.db
      .select()
      .from(categories)
      .where(eq(categories.slug, "chocolate-collection"));
    const inCategory = await list({ categoryId: chocolate!.id, freeFrom: ["tree-nuts"] });
    expect(ids(inCategory.products)).toEqual(
      ids(shown.filter((row) => row.categoryId === chocolate!.id && freeFrom(["tree-nuts"])(row))),
    );
    const featured = await list({ view: "featured", diets: ["vegetarian"] });
    expect(ids(featured.products)).toEqual(
      ids(shown.filter((row) => row.featured && suits(["vegetarian"])(row))),
    );
  });
});

describe("a list's one address (decision 071)", () => {
  it("leaves out a brand or a country the shop does not show, and keeps the ones it does", async () => {
    const [one] = shown;
    const query = new URLSearchParams([
      ["brand", one!.brand],
      ["brand", "No Such Brand"],
      ["country", "Atlantis"],
      ["country", one!.originCountry],
    ]);
    const address = new URLSearchParams(await canonicalListAddress(handle.db, query));
    expect(address.getAll("brand")).toEqual([one!.brand]);
    expect(address.getAll("country")).toEqual([one!.originCountry]);
  });

  it("reads nothing from the database for an address that names no brand nor country", async () => {
    const noDatabase = new Proxy({}, { get: () => expect.fail("read the database") }) as Database;
    expect(await canonicalListAddress(noDatabase, new URLSearchParams("diet=vegan&in_stock=1"))).toBe(
      "diet=vegan&in_stock=1",
    );
  });
});

describe("the counts", () => {
  /** What each group's counts must be, counted here from the rows. */
  function expectedCounts(query: Partial<ProductListQuery>) {
    const base = (row: Row, skip: "brand" | "country" | "stock" | "rating" | null) =>
      suits(query.diets ?? [])(row) &&
      freeFrom(query.freeFrom ?? [])(row) &&
      (skip === "brand" || !query.brands?.length || query.brands.includes(row.brand)) &&
      (skip === "country" || !query.countries?.length || query.countries.includes(row.originCountry)) &&
      (skip === "stock" || !query.inStock || inStock(row)) &&
      (skip === "rating" || !query.rating || rated4(row));
    const all = shown.filter((row) => base(row, null));
    const countBy = (rows: Row[], key: (row: Row) => string) => {
      const counts = new Map<string, number>();
      for (const row of rows) counts.set(key(row), (counts.get(key(row)) ?? 0) + 1);
      return [...counts]
        .map(([value, count]) => ({ value, count }))
        .sort((a, b) => (a.value < b.value ? -1 : 1));
    };
    return {
      total: all.length,
      diets: DIETS.map((diet) => ({ value: diet, count: all.filter(suits([diet])).length })),
      freeFrom: ALLERGENS.map((allergen) => ({
        value: allergen,
        count: all.filter(freeFrom([allergen])).length,
      })),
      inStock: shown.filter((row) => base(row, "stock") && inStock(row)).length,
      rating: shown.filter((row) => base(row, "rating") && rated4(row)).length,
      brands: countBy(
        shown.filter((row) => base(row, "brand")),
        (row) => row.brand,
      ),
      countries: countBy(
        shown.filter((row) => base(row, "country")),
        (row) => row.originCountry,
      ),
    };
  }

  it.each<Partial<ProductListQuery>>([
    {},
    { diets: ["vegan"] },
    { freeFrom: ["peanuts"], inStock: true },
    { rating: 4, countries: ["Japan"] },
    { diets: ["gluten-free"], freeFrom: ["milk", "soy"], brands: ["Haribo"], inStock: true, rating: 4 },
  ])("each value's count is what choosing it would list, with the other filters: %j", async (query) => {
    const result = await list(query);
    const expected = expectedCounts(query);
    expect(result.total).toBe(expected.total);
    expect(result.facets.diets).toEqual(expected.diets);
    expect(result.facets.freeFrom).toEqual(expected.freeFrom);
    expect(result.facets.inStock).toBe(expected.inStock);
    expect(result.facets.rating).toBe(expected.rating);
    expect(new Map(result.facets.brands.map((facet) => [facet.value, facet.count]))).toEqual(
      new Map(expected.brands.map((facet) => [facet.value, facet.count])),
    );
    expect(new Map(result.facets.countries.map((facet) => [facet.value, facet.count]))).toEqual(
      new Map(expected.countries.map((facet) => [facet.value, facet.count])),
    );
    // A diet's count is the list choosing it would give.
    for (const { value, count } of result.facets.diets.slice(0, 2)) {
      expect((await list({ ...query, diets: [...(query.diets ?? []), value as Diet] })).total).toBe(count);
    }
  });
});

describe("the search's fact words", () => {
  const search = (q: string, filters = {}) =>
    filteredSearch(handle.db, q, { filters: { ...DEFAULT_LIST_PARAMS, ...filters } });

  it.each<[string, (row: Row) => boolean]>([
    ["vegan", suits(["vegan"])],
    ["sin gluten", suits(["gluten-free"])],
    ["gluten free", suits(["gluten-free"])],
    ["peanut free", freeFrom(["peanuts"])],
  ])("%s narrows by the facts", async (q, expected) => {
    const result = await search(q);
    expect(result?.total).toBe(shown.filter(expected).length);
    const all = await list({ search: q });
    expect(all.total).toBe(shown.filter(expected).length);
  });

  it("finds nothing for words without letters, and is null for nothing typed", async () => {
    // The search page says "No products found", not "Start your search", for what was typed.
    for (const q of ["!!!", "🍫🍬", "!!! vegan"]) {
      const result = await search(q);
      expect(result, q).not.toBeNull();
      expect(result!.total, q).toBe(0);
      expect(result!.products, q).toEqual([]);
    }
    expect(await search("   ")).toBeNull();
  });

  it("keeps the rest of the search a search, and adds the filters chosen", async () => {
    const result = await search("peanut free chocolate", { inStock: true });
    expect(result!.total).toBeGreaterThan(0);
    const chocolate = await search("chocolate");
    expect(result!.total).toBeLessThan(chocolate!.total);
    for (const product of result!.products) {
      const row = shown.find((item) => item.id === product.id)!;
      expect(freeFrom(["peanuts"])(row) && inStock(row)).toBe(true);
    }
    expect(result!.facets.freeFrom.find((facet) => facet.value === "peanuts")?.count).toBe(result!.total);
  });
});

describe("product facts on the product page", () => {
  it("reads the facts in the page's language", async () => {
    const english = await productBySlug(handle.db, "pocky-chocolate", "en");
    const spanish = await productBySlug(handle.db, "pocky-chocolate", "es");
    expect(english!.facts.allergens).toEqual(["milk", "wheat", "soy"]);
    expect(english!.facts.ingredients).toMatch(/^Wheat flour/);
    expect(spanish!.facts.ingredients).toMatch(/^Harina de trigo/);
    expect(english!.heatSensitive).toBe(true);
    expect(english!.facts.nutrition.energyKcal).toBeGreaterThan(0);
  });

  it("refuses nutrition that breaks its rules", async () => {
    const product = await newProduct(handle.db, 5);
    const set = (values: Partial<Row>) =>
      handle.db.update(products).set(values).where(eq(products.id, product.id));
    await expect(set({ fatGrams: -1 })).rejects.toThrow();
    await expect(set({ fatGrams: 5, saturatesGrams: 6 })).rejects.toThrow();
    await expect(set({ carbohydrateGrams: 50, sugarsGrams: 51 })).rejects.toThrow();
    await set({ fatGrams: 5, saturatesGrams: 5, carbohydrateGrams: 50, sugarsGrams: 50 });
  });
});

describe("co-purchase counts (pairs well with)", () => {
  const pairCount = async (a: string, b: string) => {
    const [row] = await handle.db
      .select({ orders: productPairs.orders })
      .from(productPairs)
      .where(sql`${productPairs.productId} = ${a} and ${productPairs.otherId} = ${b}`);
    return row?.orders ?? 0;
  };

  it("counts each pair once each way for every paid order, and not for an unpaid one", async () => {
    const {
      products: [a, b, c],
    } = await insertPaidOrder(handle.db, { quantities: [1, 2, 1] });
    expect(await pairCount(a!.id, b!.id)).toBe(1);
    expect(await pairCount(b!.id, a!.id)).toBe(1);
    expect(await pairCount(c!.id, a!.id)).toBe(1);

    // An order of a and b, unpaid, then paid: counted when paid.
    const [order] = await handle.db
      .insert(orders)
      .values({
        ...(await handle.db.select().from(orders).limit(1))[0]!,
        id: undefined,
        number: `ST-PAIR-${Date.now()}`,
        status: "pending_payment",
        paidAt: null,
        paymentIntentId: null,
      })
      .returning();
    await handle.db.insert(orderLines).values(
      [a!, b!].map((product) => ({
        orderId: order!.id,
        productId: product.id,
        productName: product.name,
        productSlug: product.slug,
        unitPriceCents: 1000,
        quantity: 1,
      })),
    );
    expect(await pairCount(a!.id, b!.id)).toBe(1);
    await handle.db
      .update(orders)
      .set({ status: "paid", paidAt: new Date() })
      .where(eq(orders.id, order!.id));
    expect(await pairCount(a!.id, b!.id)).toBe(2);
    expect(await pairCount(b!.id, a!.id)).toBe(2);
    expect(await pairCount(a!.id, c!.id)).toBe(1);
    // Paid again (a status change that keeps paid_at): not counted twice.
    await handle.db.update(orders).set({ status: "processing" }).where(eq(orders.id, order!.id));
    expect(await pairCount(a!.id, b!.id)).toBe(2);

    // "Pairs well with" lists the most bought together first.
    const pairs = await pairsWellWith(handle.db, { id: a!.id, originCountry: "Japan" });
    expect(pairs[0]!.id).toBe(b!.id);
    expect(pairs[1]!.id).toBe(c!.id);
  });

  it("fills up from the same category and country, never the product itself, at most 8", async () => {
    const [pocky] = shown.filter((row) => row.slug === "pocky-chocolate");
    const pairs = await pairsWellWith(handle.db, pocky!);
    expect(pairs).toHaveLength(8);
    expect(pairs.map((pair) => pair.id)).not.toContain(pocky!.id);
    const rows = pairs.map((pair) => shown.find((row) => row.id === pair.id)!);
    for (const row of rows) {
      expect(row.categoryId === pocky!.categoryId || row.originCountry === pocky!.originCountry).toBe(true);
    }
  });

  it("reads the same pairs within the product page's own statement, in both languages", async () => {
    // pocky-chocolate, the first products of the catalogue and the ones bought together above.
    const slugs = new Set(["pocky-chocolate", ...shown.slice(0, 10).map((row) => row.slug)]);
    const bought = await handle.db
      .selectDistinct({ slug: products.slug })
      .from(productPairs)
      .innerJoin(products, eq(products.id, productPairs.productId));
    expect(bought.length).toBeGreaterThan(0);
    for (const { slug } of bought) slugs.add(slug);
    for (const language of ["en", "es"] as const)
      for (const slug of slugs) {
        const page = await productPage(handle.db, slug, language);
        expect(page!.product).toEqual(await productBySlug(handle.db, slug, language));
        const pairs = await pairsWellWith(handle.db, page!.product, language);
        expect(pairs.length).toBeGreaterThan(0);
        expect(page!.pairs).toEqual(pairs);
        // Field for field in the same order: the page's data is written in it.
        expect(page!.pairs.map(Object.keys)).toEqual(pairs.map(Object.keys));
        expect(page!.pairs[0]!.createdAt).toBeInstanceOf(Date);
      }
    expect(await productPage(handle.db, "no-such-product")).toBeNull();
  });

  it("lists exactly the order applied to every product, for every product, in both languages", async () => {
    // More bought together than a page lists, with ties, so that every group has more than 8.
    const [pocky] = shown.filter((row) => row.slug === "pocky-chocolate");
    const others = shown.filter((row) => row.id !== pocky!.id).slice(0, 12);
    await handle.db
      .insert(productPairs)
      .values(
        others.map((other, index) => ({ productId: pocky!.id, otherId: other.id, orders: 1 + (index % 3) })),
      )
      .onConflictDoNothing();
    const named = (language: "en" | "es") =>
      language === "es" ? sql`coalesce(p.name_es, p.name)` : sql`p.name`;
    // The pairs' order over the whole catalogue, with no candidates: what the page must show.
    const everyProduct = (row: Row, language: "en" | "es") =>
      queryRows<{ id: string }>(
        handle.db,
        sql`select p.id from products p
          left join product_pairs pp on pp.product_id = ${row.id} and pp.other_id = p.id
          where p.is_active and p.id <> ${row.id}
            and (pp.orders > 0 or p.category_id = ${row.categoryId} or p.origin_country = ${row.originCountry})
          order by coalesce(pp.orders, 0) desc,
            (p.category_id = ${row.categoryId} and p.origin_country = ${row.originCountry}) desc,
            (p.category_id = ${row.categoryId}) desc, p.review_count desc, ${named(language)}, p.id
          limit 8`,
      );
    for (const language of ["en", "es"] as const)
      for (const row of shown) {
        const pairs = await pairsWellWith(handle.db, row, language);
        expect(pairs.map((pair) => pair.id)).toEqual((await everyProduct(row, language)).map(({ id }) => id));
      }
  });

  it("suggests for the cart products not in it that reach free shipping", async () => {
    const [pocky] = shown.filter((row) => row.slug === "pocky-chocolate");
    const suggestions: ProductSummary[] = await cartSuggestions(handle.db, {
      productIds: [pocky!.id],
      missingCents: 400,
    });
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(2);
    expect(suggestions.map((item) => item.id)).not.toContain(pocky!.id);
    expect(suggestions[0]!.priceCents).toBeGreaterThanOrEqual(400);
  });
});

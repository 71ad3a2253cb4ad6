import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDatabase } from "~tests/support/database";
import { categories, products, reviews } from "~/db/schema";
import { DEFAULT_LIST_PARAMS, SORT_OPTIONS } from "./list-params";
import { filteredSearch } from "./filtered-search.server";
import { countList } from "./list-counts.server";
import { listConditions, listProducts, type ProductListQuery } from "./products.server";
import { searchProducts } from "./search.server";

/**
 * `product_search` (decision 100) is what a search reads in the place of the products: kept by
 * triggers on products, it must hold exactly the active products' columns after every kind of
 * write, and a search read from it must find, rank and count what one read from the products
 * finds.
 */

const handle = testDatabase({ catalogue: true });

/**
 * What the table must hold: the active products' columns it keeps, by id, and the brand and
 * country its numbers name (decision 108).
 */
async function expectedRows() {
  const result = await handle.db.execute(sql`
    select id, fact_bits, stock_quantity, rating_average, price_cents, featured, created_at,
      category_id, brand, origin_country, name, name_es, search_vector::text as document,
      brand as numbered_brand, origin_country as numbered_country
    from products where is_active order by id`);
  return (result as unknown as { rows: unknown[] }).rows;
}

async function keptRows() {
  const result = await handle.db.execute(sql`
    select id, fact_bits, stock_quantity, rating_average, price_cents, featured, created_at,
      category_id, brand, origin_country, name, name_es, search_vector::text as document,
      (select name from facet_names where number = brand_number) as numbered_brand,
      (select name from facet_names where number = country_number) as numbered_country
    from product_search order by id`);
  return (result as unknown as { rows: unknown[] }).rows;
}

async function expectKeptExactly() {
  const [kept, expected] = await Promise.all([keptRows(), expectedRows()]);
  expect(kept.length).toBe(expected.length);
  expect(kept).toEqual(expected);
}

async function productBySlug(slug: string) {
  const [row] = await handle.db.select().from(products).where(eq(products.slug, slug));
  return row!;
}

async function newProduct(slug: string, extra: Partial<typeof products.$inferInsert> = {}) {
  const [category] = await handle.db.select({ id: categories.id }).from(categories).limit(1);
  const [row] = await handle.db
    .insert(products)
    .values({
      slug,
      name: `Zanzibar ${slug}`,
      description: "A toffee made for this test",
      brand: "Testbrand",
      originCountry: "Japan",
      priceCents: 450,
      stockQuantity: 7,
      categoryId: category!.id,
      ...extra,
    })
    .returning({ id: products.id });
  return row!.id;
}

describe("the search rows follow every product write", () => {
  it("hold the seeded catalogue's active products", async () => {
    const kept = await keptRows();
    expect(kept.length).toBeGreaterThan(50);
    await expectKeptExactly();
  });

  it("follow a product's creation, one at a time and several in one statement", async () => {
    const id = await newProduct("zanzibar-one");
    const [category] = await handle.db.select({ id: categories.id }).from(categories).limit(1);
    await handle.db.insert(products).values(
      ["zanzibar-two", "zanzibar-three"].map((slug) => ({
        slug,
        name: `Zanzibar ${slug}`,
        brand: "Testbrand",
        originCountry: "Mexico",
        priceCents: 300,
        categoryId: category!.id,
      })),
    );
    await expectKeptExactly();
    expect((await keptRows()).some((row) => (row as { id: string }).id === id)).toBe(true);
  });

  it("follow an admin's edit: names, brand, country, price, description, featured, category", async () => {
    const id = await newProduct("zanzibar-edit");
    const [, otherCategory] = await handle.db.select({ id: categories.id }).from(categories).limit(2);
    await handle.db
      .update(products)
      .set({
        name: "Zanzibar renamed",
        nameEs: "Zanzíbar",
        brand: "Otherbrand",
        originCountry: "Spain",
        priceCents: 999,
        description: "Now with liquorice",
        featured: true,
        categoryId: otherCategory!.id,
      })
      .where(eq(products.id, id));
    await expectKeptExactly();
    const found = await filteredSearch(handle.db, "liquorice zanzibar", { filters: DEFAULT_LIST_PARAMS });
    expect(found!.products.map((row) => row.id)).toEqual([id]);
    expect(found!.facets.brands).toEqual([{ value: "Otherbrand", count: 1 }]);
  });

  it("number a brand or country no product had, and count a product moved to it under it", async () => {
    const id = await newProduct("zanzibar-moved", { brand: "Movedbrand", originCountry: "Peru" });
    const before = await filteredSearch(handle.db, "zanzibar-moved", { filters: DEFAULT_LIST_PARAMS });
    expect(before!.facets.brands).toEqual([{ value: "Movedbrand", count: 1 }]);
    expect(before!.facets.countries).toEqual([{ value: "Peru", count: 1 }]);
    // Names the shop has not seen yet, after its copy of the names was read for the search above.
    await handle.db
      .update(products)
      .set({ brand: "Brand new since", originCountry: "Country new since" })
      .where(eq(products.id, id));
    await expectKeptExactly();
    const after = await filteredSearch(handle.db, "zanzibar-moved", { filters: DEFAULT_LIST_PARAMS });
    expect(after!.facets.brands).toEqual([{ value: "Brand new since", count: 1 }]);
    expect(after!.facets.countries).toEqual([{ value: "Country new since", count: 1 }]);
    // And back to a brand another product has: counted with it.
    await handle.db.update(products).set({ brand: "Testbrand" }).where(eq(products.id, id));
    const back = await filteredSearch(handle.db, "zanzibar", { filters: DEFAULT_LIST_PARAMS });
    const testbrand = await handle.db
      .select({ count: sql<number>`count(*)::int` })
      .from(products)
      .where(
        sql`${products.brand} = 'Testbrand' and ${products.searchVector} @@ to_tsquery('shop_english', 'zanzibar:*')`,
      );
    expect(back!.facets.brands).toContainEqual({ value: "Testbrand", count: testbrand[0]!.count });
    expect(back!.facets.brands.map((facet) => facet.value)).not.toContain("Brand new since");
  });

  it("keep each name's number: a number, once given, always names the same brand or country", async () => {
    const numbers = async () =>
      (
        (await handle.db.execute(sql`select number, name from facet_names order by number`)) as unknown as {
          rows: { number: number; name: string }[];
        }
      ).rows;
    const before = await numbers();
    const id = await newProduct("zanzibar-numbered", { brand: "Numberedbrand" });
    await handle.db.update(products).set({ brand: "Otherbrand again" }).where(eq(products.id, id));
    await handle.db.delete(products).where(eq(products.id, id));
    const after = await numbers();
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after.slice(before.length).map((row) => row.name)).toEqual(["Numberedbrand", "Otherbrand again"]);
  });

  it("follow stock changes, selling out included, as the stock ledger and orders write them", async () => {
    const id = await newProduct("zanzibar-stock", { stockQuantity: 2 });
    await handle.db
      .update(products)
      .set({ stockQuantity: sql`${products.stockQuantity} - 2` })
      .where(eq(products.id, id));
    await expectKeptExactly();
    const soldOut = await filteredSearch(handle.db, "zanzibar-stock", {
      filters: { ...DEFAULT_LIST_PARAMS, inStock: true },
    });
    expect(soldOut!.total).toBe(0);
    await handle.db
      .update(products)
      .set({ stockQuantity: sql`${products.stockQuantity} + 5` })
      .where(eq(products.id, id));
    await expectKeptExactly();
    const back = await filteredSearch(handle.db, "zanzibar-stock", {
      filters: { ...DEFAULT_LIST_PARAMS, inStock: true },
    });
    expect(back!.total).toBe(1);
  });

  it("follow facts: diets and allergens (the fact bits)", async () => {
    const id = await newProduct("zanzibar-facts");
    await handle.db
      .update(products)
      .set({ diets: ["vegan", "gluten-free"], allergens: ["milk"], mayContain: ["peanuts"] })
      .where(eq(products.id, id));
    await expectKeptExactly();
    const vegan = await filteredSearch(handle.db, "zanzibar-facts", {
      filters: { ...DEFAULT_LIST_PARAMS, diets: ["vegan"] },
    });
    expect(vegan!.products.map((row) => row.id)).toEqual([id]);
  });

  it("follow reviews: the rating the reviews' trigger writes on the product", async () => {
    const id = await newProduct("zanzibar-rated");
    await handle.db.insert(reviews).values([
      { productId: id, authorName: "Ana", rating: 5 },
      { productId: id, authorName: "Luis", rating: 4 },
    ]);
    await expectKeptExactly();
    const rated = await filteredSearch(handle.db, "zanzibar-rated", {
      filters: { ...DEFAULT_LIST_PARAMS, rating: 4 },
    });
    expect(rated!.total).toBe(1);
    await handle.db.delete(reviews).where(eq(reviews.productId, id));
    await expectKeptExactly();
  });

  it("drop a hidden product's row and bring it back when shown again", async () => {
    const id = await newProduct("zanzibar-hidden");
    await handle.db.update(products).set({ isActive: false }).where(eq(products.id, id));
    await expectKeptExactly();
    expect(
      (await filteredSearch(handle.db, "zanzibar-hidden", { filters: DEFAULT_LIST_PARAMS }))!.total,
    ).toBe(0);
    await handle.db.update(products).set({ isActive: true }).where(eq(products.id, id));
    await expectKeptExactly();
  });

  it("follow an upsert (the seed's insert … on conflict) and a product's deletion", async () => {
    const id = await newProduct("zanzibar-upsert");
    const row = await productBySlug("zanzibar-upsert");
    await handle.db
      .insert(products)
      .values({
        ...row,
        id: undefined,
        factBits: undefined,
        searchVector: undefined,
        priceCents: 111,
      } as never)
      .onConflictDoUpdate({ target: products.slug, set: { priceCents: 111, name: "Zanzibar upserted" } });
    await expectKeptExactly();
    await handle.db.delete(products).where(inArray(products.id, [id]));
    await expectKeptExactly();
  });
});

describe("a search read from the search rows", () => {
  it.each(["chocolate", "matcha", "galletas", "chocolate con leche", "poky", "regalíz", "broccoli"])(
    "finds, ranks and counts %s as the products themselves do",
    async (query) => {
      for (const language of ["en", "es"] as const) {
        const fromRows = await filteredSearch(handle.db, query, {
          language,
          filters: DEFAULT_LIST_PARAMS,
          page: 1,
        });
        const fromProducts = await searchProducts(handle.db, query, { language });
        expect(fromRows!.total).toBe(fromProducts.total);
        expect(fromRows!.products).toEqual(fromProducts.products);
      }
    },
  );
});

describe("a searched list naming every column a list filters or sorts by", () => {
  it.each(SORT_OPTIONS)("counts as the products do, sorted by %s", async (sort) => {
    const [category] = await handle.db
      .select({ id: products.categoryId })
      .from(products)
      .where(eq(products.slug, "pocky-chocolate"));
    const queries: ProductListQuery[] = [
      { view: "featured", now: new Date(), search: "chocolate", sort },
      { view: "new-arrivals", now: new Date(), search: "chocolate", sort },
      {
        view: "all",
        now: new Date(),
        search: "chocolate",
        categoryId: category!.id,
        priceMin: 1,
        priceMax: 20,
        brands: ["Glico", "Meiji"],
        countries: ["Japan"],
        diets: ["vegetarian"],
        freeFrom: ["peanuts"],
        inStock: true,
        rating: 4,
        sort,
        language: "es",
      },
    ];
    for (const query of queries) {
      const { total, facets } = await listProducts(handle.db, query);
      expect({ total, facets }).toEqual(await countList(handle.db, await listConditions(handle.db, query)));
    }
  });
});

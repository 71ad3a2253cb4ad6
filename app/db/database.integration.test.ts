import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { testDatabase } from "~tests/support/database";
import { queryRows } from "./client.server";
import { categories, coupons, products, reviews } from "./schema";

const handle = testDatabase();
let categoryId: string;

beforeAll(async () => {
  const [row] = await handle.db
    .insert(categories)
    .values({ slug: "test-sweets", name: "Test Sweets" })
    .returning({ id: categories.id });
  categoryId = row!.id;
});

const product = (overrides: Partial<typeof products.$inferInsert> = {}) => ({
  slug: `p-${Math.random().toString(36).slice(2)}`,
  name: "Test Pocky",
  brand: "Glico",
  originCountry: "Japan",
  priceCents: 399,
  stockQuantity: 5,
  categoryId,
  ...overrides,
});

/** The constraint a failed write broke, whichever driver raised it. */
async function violated(write: Promise<unknown>): Promise<string | undefined> {
  try {
    await write;
    return undefined;
  } catch (error) {
    const cause = (error as { cause?: { constraint?: string; message?: string } }).cause;
    return cause?.constraint ?? cause?.message ?? String(error);
  }
}

describe("catalogue schema", () => {
  it("has pg_trgm available for typo-tolerant search", async () => {
    const [row] = await queryRows<{ score: number }>(
      handle.db,
      sql`select similarity('pocky', 'poky') as score`,
    );
    expect(Number(row!.score)).toBeGreaterThan(0.3);
  });

  it("keeps slugs unique", async () => {
    await handle.db.insert(products).values(product({ slug: "unique-slug" }));
    expect(await violated(handle.db.insert(products).values(product({ slug: "unique-slug" })))).toMatch(
      /products_slug_unique|duplicate key/,
    );
  });

  it("never stores a negative price or stock", async () => {
    expect(await violated(handle.db.insert(products).values(product({ priceCents: -1 })))).toMatch(
      /products_price_not_negative/,
    );
    expect(await violated(handle.db.insert(products).values(product({ stockQuantity: -1 })))).toMatch(
      /products_stock_not_negative/,
    );
  });

  it("keeps ratings between 1 and 5", async () => {
    const [row] = await handle.db.insert(products).values(product()).returning({ id: products.id });
    const review = (rating: number) => ({ productId: row!.id, authorName: "Ana", rating });
    expect(await violated(handle.db.insert(reviews).values(review(0)))).toMatch(/reviews_rating_range/);
    expect(await violated(handle.db.insert(reviews).values(review(6)))).toMatch(/reviews_rating_range/);
    await handle.db.insert(reviews).values([review(1), review(5)]);
  });

  it("accepts only the two coupon types", async () => {
    const insert = (discountType: string) =>
      handle.db.insert(coupons).values({
        code: `C${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
        discountType: discountType as "percentage",
        discountValue: 10,
      });
    await insert("percentage");
    await insert("fixed_amount");
    expect(await violated(insert("free_candy"))).toMatch(/coupons_type_valid/);
  });

  it("ranks full-text matches on the name above matches in the description", async () => {
    await handle.db
      .insert(products)
      .values([
        product({ name: "Matcha Kit Kat", brand: "Nestlé", description: "Green tea wafer." }),
        product({ name: "Plain Wafer", brand: "Loacker", description: "Goes well with matcha tea." }),
      ]);
    const rows = await queryRows<{ name: string }>(
      handle.db,
      sql`
      select name from products
      where search_vector @@ websearch_to_tsquery('english', 'matcha')
      order by ts_rank(search_vector, websearch_to_tsquery('english', 'matcha')) desc`,
    );
    expect(rows.map((r) => r.name)).toEqual(["Matcha Kit Kat", "Plain Wafer"]);
  });
});

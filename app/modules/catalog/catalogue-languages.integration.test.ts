import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "~tests/support/database";
import type { DatabaseHandle } from "~/db/client.server";
import { auditLog, categories, products } from "~/db/schema";
import { spanishCatalogue } from "~/db/seed/catalogue/spanish";
import { addDemoSpanish } from "~/db/seed/seed.server";
import { quoteProducts } from "~/modules/cart/quote.server";
import { categoryBySlug, listCategories } from "./categories.server";
import { productBySlug } from "./product-detail.server";
import { categoryProducts, featuredProducts, listProducts } from "./products.server";
import { searchProducts } from "./search.server";

/**
 * Decision 023: catalogue text in the visitor's language, English where there is no Spanish.
 * Two products get Spanish here by hand, so the test does not depend on how much of the demo
 * catalogue's Spanish is written.
 */
describe("the catalogue in the visitor's language", () => {
  let handle: DatabaseHandle;
  const now = new Date();

  beforeAll(async () => {
    handle = await createTestDatabase({ catalogue: true });
    await handle.db
      .update(products)
      .set({ nameEs: "Gominolas de prueba", descriptionEs: "Una descripción en español." })
      .where(eq(products.slug, "pocky-chocolate"));
    await handle.db
      .update(products)
      .set({ nameEs: null, descriptionEs: null })
      .where(eq(products.slug, "hostess-twinkies"));
  });
  afterAll(() => handle.close());

  it("gives a product page its Spanish name and description, and its category's Spanish name", async () => {
    const spanish = await productBySlug(handle.db, "pocky-chocolate", "es");
    expect(spanish).toMatchObject({
      name: "Gominolas de prueba",
      description: "Una descripción en español.",
      category: { name: spanishCatalogue["japanese-snacks"].category.name },
    });
    const english = await productBySlug(handle.db, "pocky-chocolate", "en");
    expect(english?.name).toBe("Pocky Chocolate");
    expect(english?.category.name).toBe("Japanese Snacks");
  });

  it("falls back to English where a product has no Spanish", async () => {
    const product = await productBySlug(handle.db, "hostess-twinkies", "es");
    expect(product?.name).toBe("Twinkies");
    expect(product?.description).toMatch(/vanilla cream/);
  });

  it("names and sorts lists by the name in the visitor's language", async () => {
    const japanese = await categoryBySlug(handle.db, "japanese-snacks", "es");
    const cards = await categoryProducts(handle.db, japanese!.id, "es");
    const names = cards.map((card) => card.name);
    // Sorted as "Gominolas…", not as "Pocky…": before every name from H on, whatever the collation.
    const position = names.indexOf("Gominolas de prueba");
    expect(position).toBeGreaterThanOrEqual(0);
    names.slice(0, position).forEach((name) => expect(name[0]!.toUpperCase() <= "G", name).toBe(true));
    names.slice(position + 1).forEach((name) => expect(name[0]!.toUpperCase() >= "G", name).toBe(true));

    const list = await listProducts(handle.db, { view: "all", language: "es", now, search: "pocky" });
    expect(list.products.map((card) => card.name)).toContain("Gominolas de prueba");
    const englishList = await listProducts(handle.db, { view: "all", language: "en", now, search: "pocky" });
    expect(englishList.products.map((card) => card.name)).toContain("Pocky Chocolate");

    const found = await searchProducts(handle.db, "pocky", { language: "es" });
    expect(found.products.map((card) => card.name)).toContain("Gominolas de prueba");
  });

  it("shows the categories in Spanish, in their Spanish name order", async () => {
    const names = (await listCategories(handle.db, "es")).map((category) => category.name);
    expect(names).toContain("Snacks japoneses");
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "es")));
    expect((await listCategories(handle.db, "en")).map((category) => category.name)).toContain(
      "Japanese Snacks",
    );
  });

  it("quotes the cart with names in the visitor's language", async () => {
    const [pocky] = await handle.db.select().from(products).where(eq(products.slug, "pocky-chocolate"));
    expect((await quoteProducts(handle.db, [pocky!.id], "es"))[0]).toMatchObject({
      name: "Gominolas de prueba",
    });
    expect((await quoteProducts(handle.db, [pocky!.id], "en"))[0]).toMatchObject({ name: "Pocky Chocolate" });
  });

  it("keeps featured cards in the language asked for", async () => {
    await handle.db.update(products).set({ featured: true }).where(eq(products.slug, "pocky-chocolate"));
    const names = (await featuredProducts(handle.db, 100, "es")).map((card) => card.name);
    expect(names).toContain("Gominolas de prueba");
  });
});

describe("addDemoSpanish", () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await createTestDatabase({ catalogue: true });
  });
  afterAll(() => handle.close());

  it("gives a demo catalogue seeded without Spanish its Spanish, and leaves the shop's own edits alone", async () => {
    // As seeded before the shop spoke Spanish; one category's description since edited.
    await handle.db.update(categories).set({ nameEs: null, descriptionEs: null });
    await handle.db
      .update(categories)
      .set({ description: "Our own words." })
      .where(eq(categories.slug, "korean-treats"));

    expect(await addDemoSpanish(handle.db)).toBeGreaterThanOrEqual(5);
    const rows = await handle.db.select().from(categories);
    const bySlug = new Map(rows.map((row) => [row.slug, row]));
    expect(bySlug.get("japanese-snacks")?.nameEs).toBe(spanishCatalogue["japanese-snacks"].category.name);
    expect(bySlug.get("korean-treats")?.nameEs).toBeNull();

    // A second run has nothing left to do.
    expect(await addDemoSpanish(handle.db)).toBe(0);
  });

  it("leaves alone a row whose Spanish an admin cleared", async () => {
    const [japanese] = await handle.db
      .select()
      .from(categories)
      .where(eq(categories.slug, "japanese-snacks"));
    await handle.db
      .update(categories)
      .set({ nameEs: null, descriptionEs: null })
      .where(eq(categories.id, japanese!.id));
    await handle.db.insert(auditLog).values({
      actorEmail: "admin@example.com",
      action: "category.update",
      entityType: "category",
      entityId: japanese!.id,
      before: { nameEs: japanese!.nameEs },
      after: { nameEs: null },
    });

    expect(await addDemoSpanish(handle.db)).toBe(0);
    const [after] = await handle.db.select().from(categories).where(eq(categories.id, japanese!.id));
    expect(after).toMatchObject({ nameEs: null, descriptionEs: null });
  });
});

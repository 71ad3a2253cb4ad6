import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { testDatabase } from "~tests/support/database";
import { categories, products, reviews } from "~/db/schema";
import type { SitemapEntry } from "./sitemap";
import { listCatalogueSitemapEntries } from "./sitemap-entries.server";

const handle = testDatabase({ catalogue: true });
let entries: SitemapEntry[];

beforeAll(async () => {
  entries = await listCatalogueSitemapEntries(handle.db);
});

const slugsUnder = (prefix: string) =>
  entries.filter((entry) => entry.path.startsWith(prefix)).map((entry) => entry.path.slice(prefix.length));

describe("listCatalogueSitemapEntries", () => {
  it("lists every active product, and nothing else under /product/", async () => {
    const active = await handle.db
      .select({ slug: products.slug })
      .from(products)
      .where(eq(products.isActive, true));
    expect(active).toHaveLength(135);
    expect(slugsUnder("/product/").sort()).toEqual(active.map(({ slug }) => slug).sort());
  });

  it("never lists the inactive products", async () => {
    const inactive = await handle.db
      .select({ slug: products.slug })
      .from(products)
      .where(eq(products.isActive, false));
    expect(inactive).toHaveLength(3);
    const paths = new Set(entries.map((entry) => entry.path));
    for (const { slug } of inactive) expect(paths.has(`/product/${slug}`), slug).toBe(false);
  });

  it("lists every category", async () => {
    expect(slugsUnder("/category/").sort()).toEqual([
      "american-favorites",
      "chocolate-collection",
      "european-delights",
      "exotic-international",
      "japanese-snacks",
      "korean-treats",
    ]);
    expect(entries).toHaveLength(135 + 6);
  });

  it("dates a product by its last edit or its newest review, whichever is later", async () => {
    const [product] = await handle.db
      .select({ id: products.id, slug: products.slug, updatedAt: products.updatedAt })
      .from(products)
      .where(eq(products.isActive, true))
      .limit(1);
    const edited = new Date("2030-01-02T03:04:05.000Z");
    await handle.db.update(products).set({ updatedAt: edited }).where(eq(products.id, product!.id));
    const afterEdit = await listCatalogueSitemapEntries(handle.db);
    const entry = () => afterEdit.find(({ path }) => path === `/product/${product!.slug}`);
    expect(entry()?.lastModified).toEqual(edited);

    const reviewed = new Date("2031-05-06T07:08:09.000Z");
    await handle.db
      .insert(reviews)
      .values({ productId: product!.id, authorName: "Test", rating: 5, createdAt: reviewed });
    const afterReview = await listCatalogueSitemapEntries(handle.db);
    expect(afterReview.find(({ path }) => path === `/product/${product!.slug}`)?.lastModified).toEqual(
      reviewed,
    );
  });

  it("dates a category by its newest active product's page, ignoring inactive ones", async () => {
    const [category] = await handle.db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.slug, "korean-treats"));
    const [hidden, shown] = await handle.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.categoryId, category!.id), eq(products.isActive, true)))
      .orderBy(products.name)
      .limit(2);
    // Taken off the shelf and edited later than anything else: it must not date the category.
    await handle.db
      .update(products)
      .set({ isActive: false, updatedAt: new Date("2040-01-01T00:00:00.000Z") })
      .where(eq(products.id, hidden!.id));
    const edited = new Date("2035-03-03T00:00:00.000Z");
    await handle.db.update(products).set({ updatedAt: edited }).where(eq(products.id, shown!.id));

    const after = await listCatalogueSitemapEntries(handle.db);
    expect(after.find(({ path }) => path === "/category/korean-treats")?.lastModified).toEqual(edited);
  });
});

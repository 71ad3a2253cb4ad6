import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { seedTime, testDatabase } from "~tests/support/database";
import { products } from "~/db/schema";
import { filteredSearch } from "./filtered-search.server";
import { countList } from "./list-counts.server";
import { DEFAULT_LIST_PARAMS, SORT_OPTIONS } from "./list-params";
import { listConditions, listProducts, type ProductListQuery } from "./products.server";

/**
 * A search's and the new arrivals' counts are read with their page in one pass (countedPage):
 * the pages must follow one another in the order chosen, a page past the last shows the last,
 * and the counts must be those of the grouped read alone.
 */

const handle = testDatabase({ catalogue: true });
const CHOCOLATE_NO_NUTS = { search: "chocolate", freeFrom: ["tree-nuts" as const] };

const list = (query: Partial<ProductListQuery>) =>
  listProducts(handle.db, { view: "all", now: seedTime(), ...query });

async function everyPage(query: Partial<ProductListQuery>, pageSize: number) {
  const found = [];
  for (let page = 1; ; page++) {
    const result = await list({ ...query, page, pageSize });
    found.push(...result.products);
    if (page >= result.pageCount) return found;
  }
}

describe("a list read with its counts in one pass", () => {
  it.each(SORT_OPTIONS)("pages a search in the %s order, each product once", async (sort) => {
    const whole = await list({ ...CHOCOLATE_NO_NUTS, sort, pageSize: 500 });
    expect(whole.total).toBeGreaterThan(3);
    expect(whole.products).toHaveLength(whole.total);
    const paged = await everyPage({ ...CHOCOLATE_NO_NUTS, sort }, 3);
    expect(paged.map((row) => row.id)).toEqual(whole.products.map((row) => row.id));
    if (sort === "price-asc") {
      const prices = paged.map((row) => row.priceCents);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    }
  });

  it("lists only the products the filters choose, and counts the others in the groups", async () => {
    const all = await list({ search: "chocolate", pageSize: 500 });
    const noNuts = await list({ ...CHOCOLATE_NO_NUTS, pageSize: 500 });
    expect(noNuts.total).toBeLessThan(all.total);
    expect(new Set(all.products.map((row) => row.id))).toEqual(
      new Set([...noNuts.products, ...all.products].map((row) => row.id)),
    );
    const nuts = noNuts.facets.freeFrom.find((facet) => facet.value === "tree-nuts");
    expect(nuts).toMatchObject({ count: noNuts.total });
  });

  it("shows the last page for a page past it", async () => {
    const first = await list({ ...CHOCOLATE_NO_NUTS, pageSize: 5 });
    const past = await list({ ...CHOCOLATE_NO_NUTS, pageSize: 5, page: 99 });
    expect(past.page).toBe(first.pageCount);
    const last = await list({ ...CHOCOLATE_NO_NUTS, pageSize: 5, page: first.pageCount });
    expect(past.products).toEqual(last.products);
    expect(past.products.length).toBeGreaterThan(0);
  });

  it("counts as the grouped read alone does, for a search and for the new arrivals", async () => {
    for (const query of [
      { ...CHOCOLATE_NO_NUTS, view: "all" as const },
      { view: "new-arrivals" as const, diets: ["vegetarian" as const], inStock: true },
    ]) {
      const conditions = await listConditions(handle.db, { ...query, now: seedTime() });
      const { total, facets } = await list(query);
      expect({ total, facets }).toEqual(await countList(handle.db, conditions));
    }
  });

  it("orders a search by best match, and its pages follow one another", async () => {
    const search = (page: number) =>
      filteredSearch(handle.db, "chocolate", { page, filters: { ...DEFAULT_LIST_PARAMS, inStock: true } });
    const first = (await search(1))!;
    const second = (await search(2))!;
    expect(first.total).toBeGreaterThan(first.products.length);
    const seen = new Set(first.products.map((row) => row.id));
    expect(second.products.some((row) => seen.has(row.id))).toBe(false);
    expect(first.products[0]!.name.toLowerCase()).toContain("chocolate");
  });

  it("never lists nor counts a hidden product that matches the search", async () => {
    const before = await list({ ...CHOCOLATE_NO_NUTS, pageSize: 500 });
    const hidden = before.products[0]!;
    await handle.db.update(products).set({ isActive: false }).where(eq(products.id, hidden.id));
    try {
      const after = await list({ ...CHOCOLATE_NO_NUTS, pageSize: 500 });
      expect(after.total).toBe(before.total - 1);
      expect(after.products.map((row) => row.id)).not.toContain(hidden.id);
    } finally {
      await handle.db.update(products).set({ isActive: true }).where(eq(products.id, hidden.id));
    }
  });
});

import { describe, expect, it } from "vitest";
import { testDatabase } from "~tests/support/database";
import { callRoute } from "~tests/support/routes";
import { testContext } from "~tests/support/accounts";
import { loader as suggestionsLoader } from "~/routes/api.search.suggestions";
import { loader as searchLoader } from "~/routes/search";
import { correctedQuery, searchProducts, searchSuggestions } from "./search.server";

/** Issue 27 item 5: the search page's sort, "Did you mean …?", and the header's suggestions. */

const handle = testDatabase({ catalogue: true });

describe("the search page's sort", () => {
  it("orders the same matches by price, name or date as the lists do, best match by default", async () => {
    const best = await searchProducts(handle.db, "chocolate");
    const cheapest = await searchProducts(handle.db, "chocolate", { sort: "price-asc" });
    const dearest = await searchProducts(handle.db, "chocolate", { sort: "price-desc" });
    expect(cheapest.total).toBe(best.total);
    const prices = cheapest.products.map((product) => product.priceCents);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const high = dearest.products.map((product) => product.priceCents);
    expect(high).toEqual([...high].sort((a, b) => b - a));
    const byName = (await searchProducts(handle.db, "chocolate", { sort: "name-asc" })).products.map(
      (p) => p.name,
    );
    expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" })));
    expect(cheapest.products.map((p) => p.id)).not.toEqual(best.products.map((p) => p.id));
  });
});

describe("Did you mean …?", () => {
  it("offers the corrected query for a typo that finds little, and nothing for words the catalogue knows", async () => {
    expect(await correctedQuery(handle.db, "matcja")).toBe("matcha");
    expect(await correctedQuery(handle.db, "strawbery pockey")).toBe("strawberry pocky");
    expect(await correctedQuery(handle.db, "chocolate")).toBeNull();
    expect(await correctedQuery(handle.db, "zzzzqqqq")).toBeNull();
    expect(await correctedQuery(handle.db, "   ")).toBeNull();
  });

  it("is on the search page only when a search found little", async () => {
    const page = async (q: string) =>
      (
        await callRoute(
          searchLoader,
          new Request(`http://shop.test/search?q=${encodeURIComponent(q)}`),
          testContext(handle),
        )
      ).data as { correction: string | null; results: { total: number } };
    const typo = await page("matcja");
    expect(typo.results.total).toBeLessThanOrEqual(3);
    expect(typo.correction).toBe("matcha");
    expect((await page("chocolate")).correction).toBeNull();
  });
});

describe("the header's suggestions", () => {
  it("are up to six products with picture and price, and the matching categories, in the page's language", async () => {
    const english = await searchSuggestions(handle.db, "choco", "en");
    expect(english.products.length).toBeGreaterThan(0);
    expect(english.products.length).toBeLessThanOrEqual(6);
    for (const product of english.products) {
      expect(product.priceCents).toBeGreaterThan(0);
      expect(product.imageUrl).toMatch(/^\//);
    }
    expect(english.categories).toEqual([{ slug: "chocolate-collection", name: "Chocolate Collection" }]);
    const spanish = await searchSuggestions(handle.db, "japon", "es");
    expect(spanish.categories.map((category) => category.slug)).toEqual(["japanese-snacks"]);
    expect(spanish.categories[0]!.name).not.toBe("Japanese Snacks");
    expect(await searchSuggestions(handle.db, "  ", "en")).toEqual({ products: [], categories: [] });
  });

  it("are answered public, for the page cache, in the language asked for", async () => {
    const answer = await callRoute(
      suggestionsLoader,
      new Request("http://shop.test/api/search/suggestions?q=pocky&lang=es"),
      testContext(handle),
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Cache-Control")).toMatch(/^public/);
    const data = answer.data as { products: { name: string }[] };
    expect(data.products[0]!.name).toMatch(/Pocky/);
  });
});

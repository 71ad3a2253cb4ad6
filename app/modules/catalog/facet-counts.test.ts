import { describe, expect, it } from "vitest";
import { allergenBit, dietBit } from "~/lib/product-facts";
import { countFacets, type FacetCell } from "./facet-counts";

const vegan = dietBit("vegan") | dietBit("vegetarian");
const peanuts = allergenBit("peanuts");
const milk = allergenBit("milk");

// A list of 10 products in four cells.
const cells: FacetCell[] = [
  { brand: "Meiji", country: "Japan", factBits: milk, inStock: true, rated4: true, products: 4 },
  { brand: "Haribo", country: "Germany", factBits: vegan, inStock: true, rated4: false, products: 3 },
  {
    brand: "Reese's",
    country: "United States",
    factBits: milk | peanuts,
    inStock: false,
    rated4: true,
    products: 2,
  },
  { brand: "Meiji", country: "Japan", factBits: vegan, inStock: false, rated4: false, products: 1 },
];
const count = (facets: { value: string; count: number }[], value: string) =>
  facets.find((facet) => facet.value === value)?.count;

describe("countFacets", () => {
  it("counts everything with nothing chosen", () => {
    const { total, facets } = countFacets(cells, {});
    expect(total).toBe(10);
    expect(facets.brands).toEqual([
      { value: "Haribo", count: 3 },
      { value: "Meiji", count: 5 },
      { value: "Reese's", count: 2 },
    ]);
    expect(count(facets.diets, "vegan")).toBe(4);
    expect(count(facets.diets, "halal")).toBe(0);
    expect(count(facets.freeFrom, "milk")).toBe(4);
    expect(count(facets.freeFrom, "peanuts")).toBe(8);
    expect(facets.inStock).toBe(7);
    expect(facets.rating).toBe(6);
  });

  it("counts each group with the other groups' choices, never its own", () => {
    const { total, facets } = countFacets(cells, { brands: ["Meiji"], diets: ["vegan"] });
    expect(total).toBe(1);
    // Brands with the diet chosen: what adding another brand would add.
    expect(facets.brands).toEqual([
      { value: "Haribo", count: 3 },
      { value: "Meiji", count: 1 },
    ]);
    // Countries with the brand and the diet.
    expect(facets.countries).toEqual([{ value: "Japan", count: 1 }]);
    // Diets with the brand (all Meiji: 4 with milk, 1 vegan) and the diet chosen.
    expect(count(facets.diets, "vegan")).toBe(1);
    expect(facets.inStock).toBe(0);
  });

  it("frees from what a product contains or may contain, and combines stock and rating", () => {
    const free = countFacets(cells, { freeFrom: ["milk"] });
    expect(free.total).toBe(4);
    expect(count(free.facets.brands, "Reese's")).toBeUndefined();
    const stocked = countFacets(cells, { inStock: true, rating: 4 });
    expect(stocked.total).toBe(4);
    // In stock among those rated 4 and up; rated among those in stock.
    expect(stocked.facets.inStock).toBe(4);
    expect(stocked.facets.rating).toBe(4);
    expect(countFacets(cells, { rating: 4 }).facets.inStock).toBe(4);
    expect(countFacets(cells, { inStock: true }).facets.rating).toBe(4);
  });
});

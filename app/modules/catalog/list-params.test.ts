import { describe, expect, it } from "vitest";
import {
  catalogViewFromPath,
  clearFilters,
  DEFAULT_LIST_PARAMS,
  differsOnlyInLayout,
  chosenFilterCount,
  hasFilters,
  listSearchString,
  parseListParams,
  priceFilterApplies,
  serializeListParams,
  SORT_OPTIONS,
  SORT_ORDERS,
  type ListParams,
} from "./list-params";

const parse = (query: string) => parseListParams(new URLSearchParams(query));

describe("the price filter rule (spec section 5)", () => {
  it.each([
    [0, 100, false],
    [0.01, 100, true],
    [0, 99.99, true],
    [5, 20, true],
    [-1, 100, false],
    [0, 150, false],
    [20, 5, true],
  ])("min %d, max %d → applied: %s", (min, max, applied) => {
    expect(priceFilterApplies(min, max)).toBe(applied);
  });
});

describe("sort options (spec section 9)", () => {
  it("are the six options in order, name ascending first", () => {
    expect(SORT_OPTIONS).toEqual(["name-asc", "name-desc", "price-asc", "price-desc", "newest", "oldest"]);
    expect(DEFAULT_LIST_PARAMS.sort).toBe("name-asc");
  });

  it("map to a field and a direction", () => {
    expect(SORT_ORDERS).toEqual({
      "name-asc": { field: "name", direction: "asc" },
      "name-desc": { field: "name", direction: "desc" },
      "price-asc": { field: "price", direction: "asc" },
      "price-desc": { field: "price", direction: "desc" },
      newest: { field: "created_at", direction: "desc" },
      oldest: { field: "created_at", direction: "asc" },
    });
  });
});

describe("the view from the path (spec section 2)", () => {
  it.each([
    ["/products", "all"],
    ["/featured", "featured"],
    ["/new-arrivals", "new-arrivals"],
  ] as const)("%s → %s", (path, view) => {
    expect(catalogViewFromPath(path)).toBe(view);
  });
});

describe("parsing the list's URL", () => {
  it("gives the defaults for an empty query", () => {
    expect(parse("")).toEqual(DEFAULT_LIST_PARAMS);
  });

  it("reads every parameter", () => {
    expect(
      parse(
        "search=pocky&min=2.5&max=10&brand=Glico&brand=Meiji&country=Japan&sort=price-desc&page=3&layout=list",
      ),
    ).toEqual({
      search: "pocky",
      priceMin: 2.5,
      priceMax: 10,
      brands: ["Glico", "Meiji"],
      countries: ["Japan"],
      diets: [],
      freeFrom: [],
      inStock: false,
      rating: 0,
      sort: "price-desc",
      page: 3,
      layout: "list",
    } satisfies ListParams);
  });

  it("uses prices as given, even a minimum above the maximum", () => {
    expect(parse("min=30&max=5")).toMatchObject({ priceMin: 30, priceMax: 5 });
  });

  it.each([
    ["min=abc&max=", { priceMin: 0, priceMax: 100 }],
    ["min=-5&max=-1", { priceMin: 0, priceMax: 100 }],
    ["min=1e12&max=Infinity", { priceMin: 0, priceMax: 100 }],
    ["min=NaN", { priceMin: 0 }],
    ["sort=price&page=0", { sort: "name-asc", page: 1 }],
    ["sort=NAME-ASC&page=-3", { sort: "name-asc", page: 1 }],
    ["page=2.5&layout=table", { page: 1, layout: "grid" }],
    ["page=99999999", { page: 1 }],
    ["search=%20%20", { search: "" }],
  ])("falls back to the default for bad values: %s", (query, expected) => {
    expect(parse(query)).toMatchObject(expected);
  });

  it("trims, de-duplicates and bounds the brand and country lists", () => {
    const many = Array.from({ length: 80 }, (_, index) => `brand=B${index}`).join("&");
    expect(parse(many).brands).toHaveLength(50);
    expect(parse(`brand=${"x".repeat(101)}&brand=%20Glico%20&brand=Glico&brand=`).brands).toEqual(["Glico"]);
  });

  it("caps the search text", () => {
    expect(parse(`search=${"a".repeat(1000)}`).search).toHaveLength(200);
  });
});

describe("serialising the list's URL", () => {
  it("leaves defaults out", () => {
    expect(serializeListParams(DEFAULT_LIST_PARAMS).toString()).toBe("");
    expect(listSearchString(DEFAULT_LIST_PARAMS)).toBe("");
  });

  it("round-trips through parsing", () => {
    const params: ListParams = {
      search: "matcha & co",
      priceMin: 1.5,
      priceMax: 40,
      brands: ["Côte d'Or", "A&W"],
      countries: ["South Korea"],
      diets: ["vegan", "gluten-free"],
      freeFrom: ["milk", "peanuts"],
      inStock: true,
      rating: 4,
      sort: "newest",
      page: 2,
      layout: "list",
    };
    expect(parseListParams(serializeListParams(params))).toEqual(params);
    expect(parse(listSearchString(params).slice(1))).toEqual(params);
  });
});

describe("Clear All Filters (spec section 4)", () => {
  it("resets price to 0–100, brands, countries, sort to name ascending and the page; keeps search and layout", () => {
    const params: ListParams = {
      search: "choc",
      priceMin: 3,
      priceMax: 9,
      brands: ["Meiji"],
      countries: ["Japan"],
      diets: ["vegan"],
      freeFrom: ["peanuts"],
      inStock: true,
      rating: 4,
      sort: "price-desc",
      page: 4,
      layout: "list",
    };
    expect(clearFilters(params)).toEqual({ ...DEFAULT_LIST_PARAMS, search: "choc", layout: "list" });
  });
});

describe("the fact filters (issue 28)", () => {
  it("reads diet, free_from, in_stock and rating as the issue names them", () => {
    expect(
      parse("diet=vegan&diet=gluten-free&free_from=peanuts&free_from=tree-nuts&in_stock=1&rating=4"),
    ).toMatchObject({
      diets: ["vegan", "gluten-free"],
      freeFrom: ["tree-nuts", "peanuts"],
      inStock: true,
      rating: 4,
    });
  });

  it("drops unknown values and keeps each once, in a fixed order", () => {
    expect(
      parse("diet=paleo&diet=kosher&diet=kosher&diet=vegan&free_from=gluten&free_from=milk"),
    ).toMatchObject({
      diets: ["vegan", "kosher"],
      freeFrom: ["milk"],
    });
    expect(parse("in_stock=yes&rating=5")).toMatchObject({ inStock: false, rating: 0 });
  });

  it("writes them in one order, whatever order they were chosen in", () => {
    const a = listSearchString({
      ...DEFAULT_LIST_PARAMS,
      diets: ["kosher", "vegan"],
      freeFrom: ["soy", "milk"],
    });
    const b = listSearchString({
      ...DEFAULT_LIST_PARAMS,
      diets: ["vegan", "kosher"],
      freeFrom: ["milk", "soy"],
    });
    expect(a).toBe(b);
    expect(a).toBe("?diet=vegan&diet=kosher&free_from=milk&free_from=soy");
  });

  it("counts as filters for hasFilters", () => {
    expect(hasFilters(DEFAULT_LIST_PARAMS)).toBe(false);
    expect(hasFilters({ ...DEFAULT_LIST_PARAMS, search: "x", sort: "newest", page: 2 })).toBe(false);
    expect(hasFilters({ ...DEFAULT_LIST_PARAMS, inStock: true })).toBe(true);
    expect(hasFilters({ ...DEFAULT_LIST_PARAMS, rating: 4 })).toBe(true);
    expect(hasFilters({ ...DEFAULT_LIST_PARAMS, diets: ["halal"] })).toBe(true);
  });

  it("counts one per chip: every value, and the price range as one", () => {
    expect(chosenFilterCount(DEFAULT_LIST_PARAMS)).toBe(0);
    expect(
      chosenFilterCount({
        ...DEFAULT_LIST_PARAMS,
        brands: ["Meiji", "Lotte"],
        countries: ["Japan"],
        diets: ["vegan"],
        freeFrom: ["milk", "soy"],
        inStock: true,
        rating: 4,
        priceMin: 5,
        priceMax: 20,
      }),
    ).toBe(9);
  });
});

describe("differsOnlyInLayout", () => {
  it("is true only when the grid/list choice alone changed", () => {
    expect(differsOnlyInLayout("?sort=newest", "?sort=newest&layout=list")).toBe(true);
    expect(differsOnlyInLayout("?layout=list", "")).toBe(true);
    expect(differsOnlyInLayout("?sort=newest", "?sort=oldest&layout=list")).toBe(false);
    expect(differsOnlyInLayout("?sort=newest", "?sort=newest")).toBe(false);
  });
});

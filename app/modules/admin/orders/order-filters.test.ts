import { describe, expect, it } from "vitest";
import { filtersQuery } from "./order-filters";
import { parseOrderFilters } from "./parse-order-filters";

const parse = (query: string) => parseOrderFilters(new URLSearchParams(query));

describe("the orders list's filters", () => {
  it("reads status, date range, search and page", () => {
    expect(parse("status=shipped&from=2026-01-02&to=2026-01-31&q=%20ada@example.com%20&page=3")).toEqual({
      status: "shipped",
      from: "2026-01-02",
      to: "2026-01-31",
      q: "ada@example.com",
      page: 3,
    });
  });

  it("drops what does not parse and defaults to the first page", () => {
    expect(parse("status=lost&from=2026-02-30&to=yesterday&q=%20%20&page=-2")).toEqual({
      status: null,
      from: null,
      to: null,
      q: null,
      page: 1,
    });
    expect(parse("page=2.5").page).toBe(1);
    expect(parse(`q=${"x".repeat(101)}`).q).toBeNull();
  });

  it("swaps a range given backwards", () => {
    expect(parse("from=2026-03-10&to=2026-03-01")).toMatchObject({ from: "2026-03-01", to: "2026-03-10" });
  });

  it("writes the filters back as a query, the page only when asked and past the first", () => {
    const filters = parse("status=paid&q=ST-7K3M9Q2X&page=4");
    expect(filtersQuery(filters)).toBe("?status=paid&q=ST-7K3M9Q2X");
    expect(filtersQuery(filters, { page: 2 })).toBe("?status=paid&q=ST-7K3M9Q2X&page=2");
    expect(filtersQuery(parse(""), { page: 1 })).toBe("");
  });
});

import { describe, expect, it } from "vitest";
import { adminProductSearch, DEFAULT_ADMIN_PRODUCT_QUERY, parseAdminProductQuery } from "./list-params";

const parse = (search: string) => parseAdminProductQuery(new URLSearchParams(search));

describe("the product table's URL", () => {
  it("reads search, filters, sort and page", () => {
    expect(
      parse("q=+pocky+&category=japanese-snacks&active=no&featured=yes&lowStock=1&sort=stock-asc&page=3"),
    ).toEqual({
      q: "pocky",
      category: "japanese-snacks",
      active: "no",
      featured: "yes",
      lowStock: true,
      sort: "stock-asc",
      page: 3,
    });
  });

  it("falls back to the defaults for anything malformed", () => {
    expect(parse("category=DROP%20TABLE&active=maybe&featured=1&lowStock=yes&sort=random&page=-2")).toEqual(
      DEFAULT_ADMIN_PRODUCT_QUERY,
    );
    expect(parse("page=1.5").page).toBe(1);
    expect(parse(`q=${"x".repeat(500)}`).q).toHaveLength(100);
  });

  it("writes only what differs from the defaults, so it reads back the same", () => {
    expect(adminProductSearch(DEFAULT_ADMIN_PRODUCT_QUERY)).toBe("");
    const query = { ...DEFAULT_ADMIN_PRODUCT_QUERY, q: "100% cocoa", lowStock: true, page: 2 };
    const search = adminProductSearch(query);
    expect(search).toBe("?q=100%25+cocoa&lowStock=1&page=2");
    expect(parse(search.slice(1))).toEqual(query);
  });
});

import { describe, expect, it } from "vitest";
import { integerArray, uuidArray } from "./sql-arrays";

describe("array literals", () => {
  it("write uuids and integers as PostgreSQL reads an array", () => {
    expect(uuidArray(["cdcdca27-8895-5e4c-b323-2ca9f92aa2b8", "0F0F0F0F-0000-4000-8000-000000000001"])).toBe(
      "{cdcdca27-8895-5e4c-b323-2ca9f92aa2b8,0F0F0F0F-0000-4000-8000-000000000001}",
    );
    expect(uuidArray(new Set<string>())).toBe("{}");
    expect(integerArray([1, 99, -3])).toBe("{1,99,-3}");
  });

  it("refuse anything that would need quoting, so nothing breaks out of the literal", () => {
    expect(() => uuidArray(["cdcdca27-8895-5e4c-b323-2ca9f92aa2b8}", "x"])).toThrow(/not a uuid/);
    expect(() => uuidArray(['a","b'])).toThrow(/not a uuid/);
    expect(() => integerArray([1.5])).toThrow(/not an integer/);
    expect(() => integerArray([Number.NaN])).toThrow(/not an integer/);
  });
});

import { describe, expect, it } from "vitest";
import { clampPage, pageCount, visiblePages } from "./pagination";

describe("pagination", () => {
  it("has 24 products a page and at least one page", () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(24)).toBe(1);
    expect(pageCount(25)).toBe(2);
    expect(pageCount(135)).toBe(6);
  });

  it("shows the last page for a page past it", () => {
    expect(clampPage(9, 135)).toBe(6);
    expect(clampPage(0, 135)).toBe(1);
    expect(clampPage(3, 0)).toBe(1);
  });

  it("numbers all of a few pages, else the ends and the neighbours of the current one", () => {
    expect(visiblePages(1, 1)).toEqual([1]);
    expect(visiblePages(3, 6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(visiblePages(1, 20)).toEqual([1, 2, "gap", 20]);
    expect(visiblePages(10, 20)).toEqual([1, "gap", 9, 10, 11, "gap", 20]);
    expect(visiblePages(19, 20)).toEqual([1, "gap", 18, 19, 20]);
    expect(visiblePages(3, 20)).toEqual([1, 2, 3, 4, "gap", 20]);
  });
});

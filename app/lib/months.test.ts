import { describe, expect, it } from "vitest";
import { parseMonths } from "./months";

describe("parseMonths", () => {
  it("reads months and ranges, a range running over the new year too", () => {
    expect(parseMonths("5-9")).toEqual([5, 6, 7, 8, 9]);
    expect(parseMonths(" 6, 7 ,8")).toEqual([6, 7, 8]);
    expect(parseMonths("11-2")).toEqual([1, 2, 11, 12]);
    expect(parseMonths("5-9,7")).toEqual([5, 6, 7, 8, 9]);
    expect(parseMonths("3-3")).toEqual([3]);
    expect(parseMonths("")).toEqual([]);
  });

  it("refuses what is not a month", () => {
    for (const text of ["0", "13", "5-", "may", "5–9", "1.5", "5,,6", "-3"]) {
      expect(parseMonths(text), text).toBeNull();
    }
  });
});

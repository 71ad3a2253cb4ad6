import { describe, expect, it } from "vitest";
import { atLeast } from "./shop-figures";

describe("atLeast", () => {
  it("shows small counts exactly and larger ones as a floor that is never more than there is", () => {
    expect([0, 7, 9, 10, 12, 31, 99, 100, 135, 999, 1000, 2400].map(atLeast)).toEqual([
      "0",
      "7",
      "9",
      "10+",
      "10+",
      "30+",
      "90+",
      "100+",
      "100+",
      "900+",
      "1000+",
      "2000+",
    ]);
  });
});

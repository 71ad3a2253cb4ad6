import { describe, expect, it } from "vitest";
import { averageRating, filledStars } from "./rating";

describe("ratings", () => {
  it("averages to one decimal, 0 without reviews", () => {
    expect(averageRating([])).toBe(0);
    expect(averageRating([5])).toBe(5);
    expect(averageRating([5, 4, 4])).toBe(4.3);
    expect(averageRating([5, 5, 4])).toBe(4.7);
    expect(averageRating([1, 2])).toBe(1.5);
  });

  it("fills stars by the rounded-down average", () => {
    expect(filledStars(4.9)).toBe(4);
    expect(filledStars(4)).toBe(4);
    expect(filledStars(0)).toBe(0);
    expect(filledStars(5)).toBe(5);
  });
});

import { describe, expect, it } from "vitest";
import { holdMinutes, RESERVATION_MINUTES, SHORTEST_HOLD_MINUTES } from "./reservation";

describe("holdMinutes (decision 036)", () => {
  it("keeps a usual cart 30 minutes and shortens the hold as the units held grow", () => {
    expect(holdMinutes(1)).toBe(RESERVATION_MINUTES);
    expect(holdMinutes(20)).toBe(30);
    expect(holdMinutes(21)).toBe(20);
    expect(holdMinutes(40)).toBe(20);
    expect(holdMinutes(41)).toBe(SHORTEST_HOLD_MINUTES);
    expect(holdMinutes(5000)).toBe(10);
  });
});

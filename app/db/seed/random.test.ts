import { describe, expect, it } from "vitest";
import { deterministicUuid, hashString, pick, seededRandom } from "./random";

describe("deterministicUuid", () => {
  it("gives the same valid UUID for the same name, every time", () => {
    const id = deterministicUuid("product:pocky-chocolate");
    expect(id).toBe(deterministicUuid("product:pocky-chocolate"));
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it("gives different ids for different names", () => {
    const ids = new Set(Array.from({ length: 500 }, (_, i) => deterministicUuid(`review:pocky:${i}`)));
    expect(ids.size).toBe(500);
    expect(deterministicUuid("a")).not.toBe(deterministicUuid("b"));
  });

  it("is pinned: ids stored by earlier seeds stay valid", () => {
    expect(deterministicUuid("category:japanese-snacks")).toBe("f4182d98-43e9-5c5f-a882-c28bd67169a6");
    expect(hashString("sweet")).toBe(1434728751);
    expect(hashString("")).toBe(0x811c9dc5);
  });
});

describe("seededRandom", () => {
  it("repeats the same sequence for the same seed and differs for another", () => {
    const a = seededRandom("pocky");
    const b = seededRandom("pocky");
    const c = seededRandom("choco-pie");
    const first = Array.from({ length: 20 }, () => a());
    expect(Array.from({ length: 20 }, () => b())).toEqual(first);
    expect(Array.from({ length: 20 }, () => c())).not.toEqual(first);
  });

  it("stays within [0, 1) and spreads over it", () => {
    const random = seededRandom(42);
    const values = Array.from({ length: 2000 }, () => random());
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    const mean = values.reduce((sum, v) => sum + v, 0) / values.length;
    expect(mean).toBeGreaterThan(0.45);
    expect(mean).toBeLessThan(0.55);
  });

  it("pick chooses within the list, including both ends", () => {
    expect(pick(["a", "b", "c"], 0)).toBe("a");
    expect(pick(["a", "b", "c"], 0.9999)).toBe("c");
    expect(pick(["a", "b", "c"], 1)).toBe("c");
  });
});

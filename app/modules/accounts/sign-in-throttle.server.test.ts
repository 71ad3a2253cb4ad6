import { describe, expect, it } from "vitest";
import { FREE_FAILURES, waitAfterFailures } from "./sign-in-throttle.server";

describe("waitAfterFailures", () => {
  it("lets a few wrong passwords go, then doubles the wait with each one, up to an hour", () => {
    const minutes = (failures: number) => waitAfterFailures(failures) / 60_000;
    expect(Array.from({ length: FREE_FAILURES + 1 }, (_, failures) => minutes(failures))).toEqual(
      Array(FREE_FAILURES + 1).fill(0),
    );
    expect([1, 2, 3, 4, 5, 6, 7, 8, 40].map((n) => minutes(FREE_FAILURES + n))).toEqual([
      1, 2, 4, 8, 16, 32, 60, 60, 60,
    ]);
  });
});

import { describe, expect, it } from "vitest";
import { percentile, shareOf, summarize } from "./stats";

describe("percentile", () => {
  const hundred = Array.from({ length: 100 }, (_, index) => index + 1);

  it("takes the nearest rank: p50 of 1..100 is 50, p95 is 95, p99 is 99", () => {
    expect(percentile(hundred, 0.5)).toBe(50);
    expect(percentile(hundred, 0.95)).toBe(95);
    expect(percentile(hundred, 0.99)).toBe(99);
    expect(percentile(hundred, 1)).toBe(100);
  });

  it("never reads past either end of a short list", () => {
    expect(percentile([7], 0.01)).toBe(7);
    expect(percentile([7], 0.99)).toBe(7);
    expect(percentile([1, 2, 3], 0.99)).toBe(3);
    expect(percentile([1, 2, 3], 0.01)).toBe(1);
    expect(percentile([], 0.5)).toBe(0);
  });

  it("refuses a share outside (0, 1]", () => {
    expect(() => percentile(hundred, 0)).toThrow(RangeError);
    expect(() => percentile(hundred, 95)).toThrow(RangeError);
  });
});

describe("summarize", () => {
  it("sorts the latencies itself and counts the rate over the seconds given", () => {
    const latencies = Array.from({ length: 200 }, (_, index) => 200 - index);
    expect(summarize(latencies, 4)).toEqual({
      requests: 200,
      requestsPerSecond: 50,
      p50Ms: 100,
      p95Ms: 190,
      p99Ms: 198,
    });
    // The input stays as it was.
    expect(latencies[0]).toBe(200);
  });

  it("shows a slow tail in p99 that p50 hides", () => {
    const latencies = [...Array.from({ length: 98 }, () => 2), 80, 90];
    const summary = summarize(latencies, 1);
    expect(summary.p50Ms).toBe(2);
    expect(summary.p95Ms).toBe(2);
    expect(summary.p99Ms).toBe(80);
  });

  it("has no rate without time", () => {
    expect(summarize([], 0)).toMatchObject({ requests: 0, requestsPerSecond: 0, p99Ms: 0 });
  });
});

describe("shareOf", () => {
  it("divides by the ceiling's rate", () => {
    expect(shareOf(2_000, 10_000)).toBeCloseTo(0.2);
    expect(shareOf(12_000, 10_000)).toBeCloseTo(1.2);
  });

  it("has no share without a ceiling", () => {
    expect(shareOf(100, 0)).toBeNull();
    expect(shareOf(100, undefined)).toBeNull();
    expect(shareOf(100, Number.NaN)).toBeNull();
  });
});

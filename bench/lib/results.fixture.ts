/** Made-up results for the tests of the goal checks and the report. */
import type { Measurement } from "./load";
import type { BenchResults, DatabaseResults } from "./results";

const MB = 1_000_000;

export const measured = (
  requestsPerSecond: number,
  p99Ms: number,
  extra: Partial<Measurement> = {},
): Measurement => ({
  requests: Math.round(requestsPerSecond * 5),
  requestsPerSecond,
  p50Ms: p99Ms / 2,
  p95Ms: p99Ms * 0.9,
  p99Ms,
  failures: 0,
  ...extra,
});

export const memory = (rssMb: number) => ({
  afterStart: { rssBytes: rssMb * MB, peakBytes: null },
  afterRun: { rssBytes: rssMb * MB, peakBytes: (rssMb + 50) * MB },
});

export function database(
  kind: DatabaseResults["database"],
  overrides: Partial<DatabaseResults> = {},
): DatabaseResults {
  return {
    database: kind,
    rows: {
      ceiling: { ...measured(10_000, 3), bytes: 12_000, encoding: "br" },
      "cached-product": measured(2_500, 8),
      "uncached-products": measured(300, 50),
      "uncached-product": measured(450, 30),
      "reference-products": measured(160, 80),
      "reference-empty": measured(530, 25),
      health: measured(6_000, 5),
    },
    memory: { cached: memory(300) },
    search: {
      products: 10_000,
      added: 9_880,
      page: measured(500, 30, { p95Ms: 18 }),
      data: measured(900, 10, { p95Ms: 8 }),
      alone: measured(200, 6, { p95Ms: 5 }),
    },
    ...overrides,
  };
}

export function results(overrides: Partial<BenchResults> = {}): BenchResults {
  return {
    databases: [database("embedded"), database("postgres")],
    scripts: [
      { page: "/product/pocky-chocolate", gzipBytes: 120 * 1024 },
      { page: "/", gzipBytes: 131 * 1024 },
    ],
    ...overrides,
  };
}

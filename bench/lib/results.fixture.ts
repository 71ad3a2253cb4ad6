/** Made-up results for the tests of the goal checks and the report. */
import type { Measurement, OneAtATime } from "./load";
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

/** A one-at-a-time row: `measured` with its warm-up round's slowest answer. */
export const measuredAlone = (p99Ms: number, extra: Partial<OneAtATime> = {}): OneAtATime => ({
  ...measured(1000 / p99Ms, p99Ms),
  firstRoundMaxMs: p99Ms * 2,
  ...extra,
});

export const buyers = (perSecond: number) => ({
  perSecond,
  prepared: perSecond * 7,
  paid: perSecond * 2,
  refused: 1,
  failures: 0,
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
      ceiling: { ...measured(80_000, 1), bytes: 12_000, encoding: "br" },
      "cached-product": measured(20_000, 1.5),
      "uncached-products": measured(250, 50),
      "uncached-product": measured(400, 30),
      "reference-products": measured(500, 20),
      "reference-empty": measured(900, 10),
      health: measured(15_000, 2),
      browse: measured(10_000, 2, { hits: 50_000 }),
      "sale-5": { ...measured(9_000, 2, { hits: 45_000 }), buyers: buyers(5) },
      "sale-20": { ...measured(8_500, 3, { hits: 42_000 }), buyers: buyers(20) },
    },
    memory: { cached: memory(300) },
    search: {
      products: 10_000,
      added: 9_880,
      page: measured(500, 30, { p95Ms: 18 }),
      data: measured(900, 10, { p95Ms: 8 }),
      alone: measuredAlone(6, { p95Ms: 5 }),
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

import { describe, expect, it } from "vitest";
import { checkGoals, generatorHeadroom, hitShare, mark, type GoalCheck } from "./goals";
import type { DatabaseResults } from "./results";
import { buyers, database, measured, measuredAlone, memory, results } from "./results.fixture";

const find = (checks: GoalCheck[], start: string) => {
  const found = checks.filter((check) => check.what.startsWith(start));
  expect(found.length, `a goal starting "${start}"`).toBeGreaterThan(0);
  return found;
};

/** The checks of a run with the embedded database whose rows are the fixture's and `rows`. */
const withRows = (rows: DatabaseResults["rows"], kind: DatabaseResults["database"] = "embedded") =>
  checkGoals(results({ databases: [database(kind, { rows: { ...database(kind).rows, ...rows } })] }));

describe("checkGoals", () => {
  it("meets every goal a good run meets, and fails the script budget just over it", () => {
    const checks = checkGoals(results());
    expect(checks.filter((check) => check.met === false).map((check) => check.what)).toEqual([
      "first-load JavaScript of `/`",
    ]);
    expect(checks.every((check) => check.met !== null)).toBe(true);
  });

  it("judges the cached product page by its share of the ceiling and by p99 (issue 24: 0.20, 2 ms)", () => {
    const cached = (rate: number, p99: number) =>
      find(withRows({ "cached-product": measured(rate, p99) }), "cached product page")[0]!;
    expect(cached(16_000, 2).met).toBe(true);
    expect(cached(15_999, 1).met).toBe(false);
    expect(cached(30_000, 2.1).met).toBe(false);
    expect(cached(16_000, 2).measured).toBe("0.200 of the ceiling (16,000 req/s / 80,000 req/s), p99 2.0 ms");
  });

  it("divides each database's cached page by that database's own ceiling", () => {
    const checks = checkGoals(
      results({
        databases: [
          database("embedded"),
          database("postgres", {
            rows: {
              ...database("postgres").rows,
              ceiling: measured(100_000, 1),
              "cached-product": measured(15_000, 1),
            },
          }),
        ],
      }),
    );
    const [embedded, postgres] = find(checks, "cached product page");
    expect(embedded!.met).toBe(true);
    expect(postgres!.met).toBe(false);
    expect(postgres!.measured).toContain("0.150 of the ceiling (15,000 req/s / 100,000 req/s)");
  });

  it("keeps browsing during a sale to 0.8 of a quiet hour at 5 checkouts/s", () => {
    const sale = (rate: number) =>
      find(
        withRows({ "sale-5": { ...measured(rate, 2, { hits: rate * 5 }), buyers: buyers(5) } }),
        "browsing during a sale of 5",
      )[0]!;
    expect(sale(8_000).met).toBe(true);
    expect(sale(7_999).met).toBe(false);
    expect(sale(8_000).measured).toBe(
      "0.80 (8,000 req/s / 10,000 req/s), 100.0% hits, p99 2.0 ms; 35 orders prepared, 0 failed",
    );
  });

  it("at 20 checkouts/s: 0.6 on the embedded database, 0.8 on PostgreSQL, and 95% of answers from the cache", () => {
    const sale = (kind: DatabaseResults["database"], rate: number, hits: number) =>
      find(
        withRows(
          { "sale-20": { ...measured(rate, 3, { hits: hits * rate * 5 }), buyers: buyers(20) } },
          kind,
        ),
        "browsing during a sale of 20",
      )[0]!.met;
    expect(sale("embedded", 6_000, 0.95)).toBe(true);
    expect(sale("embedded", 5_999, 1)).toBe(false);
    expect(sale("postgres", 7_999, 1)).toBe(false);
    expect(sale("postgres", 8_000, 0.95)).toBe(true);
    expect(sale("postgres", 9_000, 0.94)).toBe(false);
  });

  it("counts a sale whose buyers failed, or prepared nothing, as missed", () => {
    const sale = (outcome: ReturnType<typeof buyers>) =>
      find(
        withRows({ "sale-5": { ...measured(9_000, 2, { hits: 45_000 }), buyers: outcome } }),
        "browsing during a sale of 5",
      )[0]!.met;
    expect(sale({ ...buyers(5), failures: 1 })).toBe(false);
    expect(sale({ ...buyers(5), prepared: 0 })).toBe(false);
  });

  it("reads the uncached goals as ratios to plain React Router's list in the same run", () => {
    const checks = checkGoals(results());
    const products = find(checks, "uncached /products, embedded")[0]!;
    expect(products.measured).toBe("0.50 (250 req/s / 500 req/s), p99 50.0 ms");
    expect(products.met).toBe(true);
    const postgres = (rate: number) =>
      find(
        withRows({ "uncached-products": measured(rate, 50) }, "postgres"),
        "uncached /products, PostgreSQL",
      )[0]!.met;
    // 250 of issue 10's 530 req/s yardstick: 0.47.
    expect(postgres(236)).toBe(true);
    expect(postgres(235)).toBe(false);
    const page = (rate: number) =>
      find(
        withRows({ "uncached-product": measured(rate, 30) }, "postgres"),
        "uncached product page, PostgreSQL",
      )[0]!.met;
    expect(page(378)).toBe(true);
    expect(page(377)).toBe(false);
  });

  it("counts failed requests against a goal: an error page is fast", () => {
    expect(find(withRows({ health: measured(50_000, 1, { failures: 3 }) }), "/api/health")[0]!.met).toBe(
      false,
    );
  });

  it("counts a row without a single answer within its time as missed, not as fast", () => {
    expect(
      find(
        withRows({ "uncached-products": measured(0, 0, { requests: 0 }) }),
        "uncached /products, embedded",
      )[0]!.met,
    ).toBe(false);
  });

  it("says what was not measured instead of passing or failing it", () => {
    const checks = checkGoals(results({ databases: [database("embedded", { search: undefined })] }));
    const postgres = find(checks, "uncached product page, PostgreSQL")[0]!;
    expect(postgres.met).toBeNull();
    expect(postgres.measured).toContain("BENCH_DATABASE_URL");
    expect(find(checks, "search on")[0]!.met).toBeNull();
  });

  it("checks memory after start on the embedded database against 400 MB", () => {
    const at = (rssMb: number) =>
      find(
        checkGoals(results({ databases: [database("embedded", { memory: { cached: memory(rssMb) } })] })),
        "server memory",
      )[0]!.met;
    expect(at(400)).toBe(true);
    expect(at(401)).toBe(false);
  });

  it("judges search one at a time, and not at all on a catalogue smaller than the goal's", () => {
    const search = (p95Ms: number, products = 10_000) =>
      find(
        checkGoals(
          results({
            databases: [
              database("embedded", {
                search: {
                  products,
                  added: 0,
                  page: measured(400, 140, { p95Ms: 120 }),
                  data: measured(900, 9, { p95Ms: 5 }),
                  alone: measuredAlone(25, { p95Ms }),
                },
              }),
            ],
          }),
        ),
        "search on",
      )[0]!;
    expect(search(20).met).toBe(true);
    expect(search(20.5).met).toBe(false);
    expect(search(5, 2_000).met).toBeNull();
    expect(search(20).what).toBe("search on 10,000 products (embedded (PGlite))");
  });

  it("judges a filtered list's counts one at a time (issue 28: p95 ≤ 30 ms)", () => {
    const counts = (p95Ms: number, products = 10_000) =>
      find(
        checkGoals(
          results({
            databases: [
              database("embedded", {
                search: {
                  products,
                  added: 0,
                  page: measured(400, 140, { p95Ms: 120 }),
                  data: measured(900, 9, { p95Ms: 5 }),
                  alone: measuredAlone(25, { p95Ms: 20 }),
                  filteredCounts: measuredAlone(12, { p95Ms, firstRoundMaxMs: 48 }),
                },
              }),
            ],
          }),
        ),
        "filtered list",
      )[0]!;
    expect(counts(30).met).toBe(true);
    expect(counts(30.5).met).toBe(false);
    // The warm-up round is shown, never judged: a slow first request does not fail a fast p95.
    expect(counts(30).measured).toBe("30.0 ms (warm-up round, not judged: up to 48.0 ms)");
    expect(counts(5, 2_000).met).toBeNull();
  });
});

describe("generatorHeadroom", () => {
  it("is the ceiling over the fastest shop row, named", () => {
    expect(generatorHeadroom(database("embedded"))).toEqual({ times: 4, fastest: "cached-product" });
    expect(generatorHeadroom(database("embedded", { rows: { health: measured(100, 1) } }))).toBeNull();
  });
});

describe("hitShare", () => {
  it("is the share of answers the page cache gave, when the row counted them", () => {
    expect(hitShare(measured(100, 1, { hits: 250 }))).toBe(0.5);
    expect(hitShare(measured(100, 1))).toBeNull();
  });
});

describe("mark", () => {
  it("marks met, missed and not measured", () => {
    expect([mark(true), mark(false), mark(null)]).toEqual(["✓", "✗", "—"]);
  });
});

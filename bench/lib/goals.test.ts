import { describe, expect, it } from "vitest";
import { checkGoals, mark, type GoalCheck } from "./goals";
import { database, measured, memory, results } from "./results.fixture";

const find = (checks: GoalCheck[], start: string) => {
  const found = checks.filter((check) => check.what.startsWith(start));
  expect(found.length, `a goal starting "${start}"`).toBeGreaterThan(0);
  return found;
};

describe("checkGoals", () => {
  it("meets every goal a good run meets, and fails the script budget just over it", () => {
    const checks = checkGoals(results());
    expect(checks.filter((check) => check.met === false).map((check) => check.what)).toEqual([
      "first-load JavaScript of `/`",
    ]);
    expect(checks.every((check) => check.met !== null)).toBe(true);
  });

  it("judges the cached product page by its share of the ceiling and by p99", () => {
    const atShare = (rate: number, p99: number) =>
      find(
        checkGoals(
          results({
            databases: [
              database("embedded", {
                rows: { ...database("embedded").rows, "cached-product": measured(rate, p99) },
              }),
            ],
          }),
        ),
        "cached product page",
      )[0]!;
    expect(atShare(2_000, 10).met).toBe(true);
    expect(atShare(1_999, 5).met).toBe(false);
    expect(atShare(5_000, 10.1).met).toBe(false);
    expect(atShare(2_000, 10).measured).toBe(
      "0.200 of the ceiling (2,000 req/s / 10,000 req/s), p99 10.0 ms",
    );
  });

  it("divides each database's cached page by that database's own ceiling", () => {
    const checks = checkGoals(
      results({
        databases: [
          database("embedded"),
          database("postgres", {
            rows: {
              ...database("postgres").rows,
              ceiling: measured(20_000, 3),
              "cached-product": measured(3_000, 5),
            },
          }),
        ],
      }),
    );
    const [embedded, postgres] = find(checks, "cached product page");
    expect(embedded!.met).toBe(true);
    expect(postgres!.met).toBe(false);
    expect(postgres!.measured).toContain("0.150 of the ceiling (3,000 req/s / 20,000 req/s)");
  });

  it("holds PostgreSQL's /products to both its rate and its p99", () => {
    const postgres = (rate: number, p99: number) =>
      find(
        checkGoals(
          results({
            databases: [
              database("embedded"),
              database("postgres", { rows: { "uncached-products": measured(rate, p99) } }),
            ],
          }),
        ),
        "uncached /products, PostgreSQL",
      )[0]!.met;
    expect(postgres(250, 60)).toBe(true);
    expect(postgres(249, 20)).toBe(false);
    expect(postgres(400, 61)).toBe(false);
  });

  it("names plain React Router's rate beside each uncached page, and judges the page alone", () => {
    const checks = checkGoals(results());
    const products = find(checks, "uncached /products, embedded")[0]!;
    expect(products.measured).toBe(
      "300 req/s, p99 50.0 ms (plain React Router list of 50 products: 160 req/s)",
    );
    expect(products.met).toBe(true);
    const product = find(checks, "uncached product page, PostgreSQL")[0]!;
    expect(product.measured).toBe("450 req/s, p99 30.0 ms (plain React Router empty page: 530 req/s)");
    expect(product.met).toBe(true);
    const withoutReference = database("embedded", {
      rows: { ...database("embedded").rows, "reference-products": undefined },
    });
    expect(
      find(checkGoals(results({ databases: [withoutReference] })), "uncached /products, embedded")[0]!
        .measured,
    ).toBe("300 req/s, p99 50.0 ms");
  });

  it("counts failed requests against a goal: an error page is fast", () => {
    const failing = database("embedded", {
      rows: { ...database("embedded").rows, health: measured(50_000, 1, { failures: 3 }) },
    });
    expect(find(checkGoals(results({ databases: [failing] })), "/api/health")[0]!.met).toBe(false);
  });

  it("counts a row without a single answer within its time as missed, not as fast", () => {
    const silent = database("embedded", {
      rows: { ...database("embedded").rows, "uncached-products": measured(0, 0, { requests: 0 }) },
    });
    expect(find(checkGoals(results({ databases: [silent] })), "uncached /products, embedded")[0]!.met).toBe(
      false,
    );
  });

  it("says what was not measured instead of passing or failing it", () => {
    const checks = checkGoals(results({ databases: [database("embedded", { search: undefined })] }));
    const postgres = find(checks, "uncached product page, PostgreSQL")[0]!;
    expect(postgres.met).toBeNull();
    expect(postgres.measured).toContain("BENCH_DATABASE_URL");
    expect(find(checks, "search p95")[0]!.met).toBeNull();
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

  it("judges search by the page's p95, and not at all on a catalogue smaller than the goal's", () => {
    const search = (p95Ms: number, products = 10_000) =>
      find(
        checkGoals(
          results({
            databases: [
              database("embedded", {
                search: {
                  products,
                  added: 0,
                  page: measured(400, 40, { p95Ms }),
                  data: measured(900, 9, { p95Ms: 5 }),
                  alone: measured(300, 4, { p95Ms: 3 }),
                },
              }),
            ],
          }),
        ),
        "search p95",
      )[0]!;
    expect(search(20).met).toBe(true);
    expect(search(20.5).met).toBe(false);
    expect(search(5, 2_000).met).toBeNull();
    expect(search(20).what).toBe("search p95 on 10,000 products (embedded (PGlite))");
  });
});

describe("mark", () => {
  it("marks met, missed and not measured", () => {
    expect([mark(true), mark(false), mark(null)]).toEqual(["✓", "✗", "—"]);
  });
});

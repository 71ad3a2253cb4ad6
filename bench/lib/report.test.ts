import { describe, expect, it } from "vitest";
import { checkGoals } from "./goals";
import { busyWarning, renderReport, type ReportInput } from "./report";
import { database, results } from "./results.fixture";

const oversell = {
  product: "Ramune Soda Original",
  stock: 8,
  buyers: 80,
  reserved: 8,
  paid: 8,
  soldOut: true,
};
const throughput = {
  requests: 300,
  requestsPerSecond: 60,
  p50Ms: 150,
  p95Ms: 300,
  p99Ms: 400,
  failures: 0,
  prepared: 300,
};

function input(bench = results()): ReportInput {
  return {
    date: new Date("2026-11-23T20:00:00Z"),
    revision: "abc1234",
    settings: { duration: 5, connections: 10, warmup: 2, logLevel: "info", products: 10_000 },
    machine: {
      cores: 2,
      cpu: "Test CPU",
      memoryGiB: 8,
      system: "Linux",
      node: "v20.20.2",
      loadBefore: [3.5, 2, 1],
      loadAfter: [4, 2.5, 1.2],
    },
    results: bench,
    goals: checkGoals(bench),
    scripts: [],
  };
}

describe("renderReport", () => {
  it("puts the goals first, each with its measured value and mark", () => {
    const report = renderReport(input());
    const goals = report.slice(report.indexOf("## Goals"), report.indexOf("## Machine"));
    expect(goals).toContain("| first-load JavaScript of `/` | ≤ 130 KiB gzipped | 131.0 KiB | ✗ |");
    expect(goals).toContain(
      "| uncached /products, PostgreSQL | ≥ 0.47 of the plain React Router list of 50 products | 0.50 (250 req/s / 500 req/s), p99 50.0 ms | ✓ |",
    );
    expect(goals).toContain(
      "| browsing during a sale of 20 checkouts/s (PostgreSQL) | ≥ 0.8 of browsing with no checkout, ≥ 95% cache hits | 0.85 (8,500 req/s / 10,000 req/s), 98.8% hits, p99 3.0 ms; 140 orders prepared, 0 failed | ✓ |",
    );
  });

  it("shows the two databases side by side, each row against the ceiling", () => {
    const report = renderReport(input());
    expect(report).toContain(
      "embedded (PGlite) req/s | p50 ms | p99 ms | × ceiling | failures | PostgreSQL req/s",
    );
    expect(report).toMatch(
      /\| cached product page `[^`]+` \| — \| 20,000 \| 0\.8 \| 1\.5 \| 0\.250 \| 0 \| 20,000 \|/,
    );
  });

  it("shows plain React Router's pages among the rows, on each database", () => {
    expect(renderReport(input())).toMatch(
      /\| plain React Router: a list of 50 products \(`bench\/reference`\) \| — \| 500 \| 10\.0 \| 20\.0 \| 0\.006 \| 0 \| 500 \|/,
    );
  });

  it("shows each sale row with what it kept of a quiet hour, its hits and its buyers", () => {
    const report = renderReport(input());
    expect(report).toContain(
      "| embedded (PGlite) | 20 checkouts/s | 8,500 | 0.850 | 3.0 | 98.8% | 140 prepared, 40 paid, 1 sold out, 0 failed |",
    );
    expect(report).toContain("| PostgreSQL | no checkout | 10,000 | 1.00 | 2.0 | 100.0% | — |");
  });

  it("says when the load generator may be what limits the fastest rows", () => {
    const report = renderReport(input());
    expect(report).toContain("**the ceiling is only 4.0 × the fastest shop row (`cached-product`)");
  });

  it("shows a row without an answer in time as such, not as 0 ms", () => {
    const silent = database("embedded", {
      rows: {
        ...database("embedded").rows,
        search: { ...throughput, requests: 0, requestsPerSecond: 0, p99Ms: 0 },
      },
    });
    expect(renderReport(input(results({ databases: [silent] })))).toMatch(
      /\| search [^|]+ \| — \| 0 \| no answer \| in time \| 0\.000 \| 0 \|/,
    );
  });

  it("shows a search row without an answer in time as such, and a slow rate with a decimal", () => {
    const slow = database("embedded", {
      search: {
        products: 10_000,
        added: 9_862,
        page: { ...throughput, requests: 0, requestsPerSecond: 0 },
        data: { ...throughput, requestsPerSecond: 0.4 },
        alone: { ...throughput, firstRoundMaxMs: 9 },
      },
    });
    const report = renderReport(input(results({ databases: [slow] })));
    expect(report).toContain(
      "| embedded (PGlite) | search page `/search?q=…` | 0 | no answer | in time | — | 0 |",
    );
    expect(report).toContain(
      "| embedded (PGlite) | data request `/search.data?q=…` | 0.4 | 150.0 | 300.0 | 400.0 | 0 |",
    );
  });

  it("says how it was measured: cores, load average, Node, revision", () => {
    const report = renderReport(input());
    expect(report).toContain("at abc1234");
    expect(report).toContain("- 2 cores (Test CPU)");
    expect(report).toContain("load average before the run 3.50, 2.00, 1.00");
    expect(report).toContain("Node v20.20.2");
  });

  it("keeps the checkout section with the oversell check for each database", () => {
    const bench = results({
      databases: [database("embedded", { checkout: { throughput, oversell } })],
    });
    const report = renderReport(input(bench));
    expect(report).toContain("## Checkout");
    expect(report).toContain(
      "- embedded (PGlite): 80 buyers at once for Ramune Soda Original (stock 8) → 8 reserved, 8 paid",
    );
    expect(report).toContain("Holds.");
    expect(report).toContain("PostgreSQL: not measured in this run");
  });
});

describe("busyWarning", () => {
  it("warns when the 1-minute load before or after the run exceeds the cores", () => {
    expect(busyWarning({ cores: 2, loadBefore: [1.9, 5, 5], loadAfter: [2, 9, 9] })).toBeNull();
    expect(busyWarning({ cores: 2, loadBefore: [2.1, 0, 0], loadAfter: [1, 0, 0] })).toContain(
      "reached 2.1 on 2 cores",
    );
    expect(busyWarning({ cores: 4, loadBefore: [1, 0, 0], loadAfter: [8.04, 0, 0] })).toContain(
      "reached 8.0 on 4 cores",
    );
  });

  it("puts the warning at the top of a busy run's report only", () => {
    const busy = renderReport(input());
    expect(busy.indexOf("A busy machine")).toBeLessThan(busy.indexOf("## Goals"));
    const quiet = input();
    quiet.machine = { ...quiet.machine, loadBefore: [0.5, 0.5, 0.5], loadAfter: [1.5, 1, 1] };
    expect(renderReport(quiet)).not.toContain("A busy machine");
  });
});

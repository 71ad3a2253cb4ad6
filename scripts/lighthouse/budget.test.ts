import { describe, expect, it } from "vitest";
import {
  budgetMisses,
  categoryScores,
  costlyAudits,
  foreignRequests,
  medianRun,
  scoreTable,
  type LighthouseResult,
  type Scores,
} from "./budget";

function result(overrides: Partial<Record<string, number | null>> = {}): LighthouseResult {
  const category = (title: string, id: string, auditRefs: { id: string; weight: number }[]) => ({
    title,
    score: id in overrides ? overrides[id]! : 1,
    auditRefs,
  });
  return {
    categories: {
      performance: category("Performance", "performance", [
        { id: "largest-contentful-paint", weight: 25 },
        { id: "total-blocking-time", weight: 30 },
        { id: "first-contentful-paint", weight: 10 },
        { id: "cumulative-layout-shift", weight: 25 },
        { id: "speed-index", weight: 10 },
        { id: "unused-javascript", weight: 0 },
      ]),
      accessibility: category("Accessibility", "accessibility", [
        { id: "color-contrast", weight: 7 },
        { id: "label", weight: 7 },
        { id: "image-alt", weight: 10 },
        { id: "bypass", weight: 0 },
      ]),
      "best-practices": category("Best Practices", "best-practices", [
        { id: "errors-in-console", weight: 1 },
      ]),
      seo: category("SEO", "seo", [{ id: "meta-description", weight: 1 }]),
    },
    audits: {
      "largest-contentful-paint": audit("largest-contentful-paint", 0.8, "numeric", "2.9 s"),
      "total-blocking-time": audit("total-blocking-time", 1, "numeric", "10 ms"),
      "first-contentful-paint": audit("first-contentful-paint", 0.5, "numeric", "2.5 s"),
      "cumulative-layout-shift": audit("cumulative-layout-shift", 1, "numeric", "0"),
      "speed-index": audit("speed-index", 1, "numeric", "1.0 s"),
      "unused-javascript": audit("unused-javascript", 0, "metricSavings", "Est savings of 90 KiB"),
      "color-contrast": audit("color-contrast", 0, "binary"),
      label: audit("label", null, "error"),
      "image-alt": audit("image-alt", null, "notApplicable"),
      bypass: audit("bypass", 0, "binary"),
      "errors-in-console": audit("errors-in-console", 1, "binary"),
      "meta-description": audit("meta-description", 1, "binary"),
    },
  };
}

function audit(id: string, score: number | null, scoreDisplayMode: string, displayValue?: string) {
  return { id, title: `title of ${id}`, score, scoreDisplayMode, displayValue };
}

const perfect: Scores = { performance: 100, accessibility: 100, "best-practices": 100, seo: 100 };

describe("categoryScores", () => {
  it("gives each category out of 100, rounded as Lighthouse shows it", () => {
    expect(categoryScores(result({ performance: 0.945, accessibility: 0.999, seo: 0.5 }))).toEqual({
      performance: 95,
      accessibility: 100,
      "best-practices": 100,
      seo: 50,
    });
  });

  it("gives null for a category that could not be scored", () => {
    expect(categoryScores(result({ performance: null })).performance).toBeNull();
  });
});

describe("budgetMisses", () => {
  it("passes scores at their budgets", () => {
    expect(budgetMisses([{ page: "/", scores: { ...perfect, performance: 95 } }])).toEqual([]);
  });

  it("names the page and category of each miss", () => {
    const misses = budgetMisses([
      { page: "/", scores: perfect },
      { page: "/products", scores: { ...perfect, performance: 94, accessibility: 99 } },
    ]);
    expect(misses).toEqual([
      { page: "/products", category: "performance", score: 94, budget: 95 },
      { page: "/products", category: "accessibility", score: 99, budget: 100 },
    ]);
  });

  it("counts a category that could not be scored as a miss", () => {
    expect(budgetMisses([{ page: "/", scores: { ...perfect, seo: null } }])).toEqual([
      { page: "/", category: "seo", score: null, budget: 100 },
    ]);
  });
});

describe("costlyAudits", () => {
  it("lists the weighted audits that did not pass, most costly first, with the points they cost", () => {
    const costly = costlyAudits(result(), "performance");
    expect(costly.map((entry) => entry.id)).toEqual(["first-contentful-paint", "largest-contentful-paint"]);
    expect(costly[0]!.pointsLost).toBeCloseTo(5);
    expect(costly[1]!.pointsLost).toBeCloseTo(5);
    expect(costly[1]!.displayValue).toBe("2.9 s");
  });

  it("counts an audit that errored as failed, and leaves out unweighted and not applicable ones", () => {
    const costly = costlyAudits(result(), "accessibility");
    expect(costly.map((entry) => [entry.id, Math.round(entry.pointsLost)])).toEqual([
      ["color-contrast", 29],
      ["label", 29],
    ]);
  });

  it("is empty for a category that fully passed", () => {
    expect(costlyAudits(result(), "seo")).toEqual([]);
  });
});

describe("scoreTable", () => {
  it("marks missed budgets and shows the budgets", () => {
    const table = scoreTable([
      { page: "/", scores: perfect },
      { page: "/products", scores: { ...perfect, performance: 90, seo: null } },
    ]);
    const lines = table.split("\n");
    expect(lines[0]).toMatch(/^page\s+performance\s+accessibility\s+best-practices\s+seo$/);
    expect(lines[1]).toMatch(/^\/\s+100\s+100\s+100\s+100$/);
    expect(lines[2]).toMatch(/^\/products\s+90 !\s+100\s+100\s+error !$/);
    expect(lines[3]).toMatch(/^budget\s+≥ 95\s+≥ 100\s+≥ 100\s+≥ 100$/);
  });
});

describe("foreignRequests", () => {
  it("lists requests to other origins only", () => {
    expect(
      foreignRequests(
        [
          { url: "http://127.0.0.1:4700/" },
          { url: "http://127.0.0.1:4700/assets/app.js" },
          { url: "data:image/svg+xml;base64,AAAA" },
          { url: "https://fonts.googleapis.com/css2?family=Inter" },
          { url: "http://127.0.0.1:4701/robots.txt" },
        ],
        "http://127.0.0.1:4700",
      ),
    ).toEqual(["https://fonts.googleapis.com/css2?family=Inter", "http://127.0.0.1:4701/robots.txt"]);
  });
});

describe("medianRun", () => {
  it("picks the run with the median performance score", () => {
    const runs = [0.9, 0.5, 0.99].map((performance) => result({ performance }));
    expect(medianRun(runs)).toBe(runs[0]);
  });

  it("picks the lower middle run of an even number", () => {
    const runs = [0.9, 0.8, 0.7, 1].map((performance) => result({ performance }));
    expect(medianRun(runs)).toBe(runs[1]);
  });

  it("takes the only run, and puts unscored runs lowest", () => {
    const only = result();
    expect(medianRun([only])).toBe(only);
    const runs = [null, 0.9, 0.8].map((performance) => result({ performance }));
    expect(medianRun(runs)).toBe(runs[2]);
  });

  it("refuses no runs", () => {
    expect(() => medianRun([])).toThrow();
  });
});

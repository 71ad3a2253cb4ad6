/**
 * What `npm run lighthouse` makes of a Lighthouse result: the four category scores (0–100), the
 * budgets they must meet, and the audits that cost a category its points. Plain functions over
 * the parts of a Lighthouse result they read, so they can be tested without a browser.
 */

/** The categories measured, in the order they are printed. */
export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type CategoryId = (typeof CATEGORIES)[number];

/** The lowest score (0–100) each category may have (issue 10 item 5). */
export const BUDGETS: Record<CategoryId, number> = {
  performance: 95,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
};

/** The part of a Lighthouse result (`LH.Result`) read here. */
export interface LighthouseResult {
  categories: Record<
    string,
    { title: string; score: number | null; auditRefs: { id: string; weight: number }[] }
  >;
  audits: Record<
    string,
    { id: string; title: string; score: number | null; scoreDisplayMode: string; displayValue?: string }
  >;
}

/** A category's score out of 100 as Lighthouse shows it (rounded), or null when it could not be computed. */
export type Scores = Record<CategoryId, number | null>;

export function categoryScores(result: LighthouseResult): Scores {
  const score = (id: CategoryId) => {
    const value = result.categories[id]?.score;
    return value === null || value === undefined ? null : Math.round(value * 100);
  };
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    "best-practices": score("best-practices"),
    seo: score("seo"),
  };
}

export interface BudgetMiss {
  page: string;
  category: CategoryId;
  score: number | null;
  budget: number;
}

/** Every page and category under its budget; a score that could not be computed misses it. */
export function budgetMisses(pages: { page: string; scores: Scores }[], budgets = BUDGETS): BudgetMiss[] {
  return pages.flatMap(({ page, scores }) =>
    CATEGORIES.filter((category) => {
      const score = scores[category];
      return score === null || score < budgets[category];
    }).map((category) => ({ page, category, score: scores[category], budget: budgets[category] })),
  );
}

export interface CostlyAudit {
  id: string;
  title: string;
  /** 0–1, or null for an audit that errored. */
  score: number | null;
  displayValue?: string;
  /** The points of the category's 100 that this audit took away. */
  pointsLost: number;
}

/**
 * The weighted audits of a category that did not fully pass (or errored), most costly first:
 * what to fix to raise its score.
 */
export function costlyAudits(result: LighthouseResult, category: CategoryId): CostlyAudit[] {
  const refs = result.categories[category]?.auditRefs ?? [];
  const totalWeight = refs.reduce((sum, ref) => sum + ref.weight, 0);
  if (totalWeight === 0) return [];
  return refs
    .filter((ref) => ref.weight > 0)
    .flatMap((ref) => {
      const audit = result.audits[ref.id];
      if (!audit) return [];
      const failed = audit.scoreDisplayMode === "error" || (audit.score !== null && audit.score < 1);
      if (!failed) return [];
      const pointsLost = ((1 - (audit.score ?? 0)) * ref.weight * 100) / totalWeight;
      return [
        {
          id: audit.id,
          title: audit.title,
          score: audit.score,
          displayValue: audit.displayValue,
          pointsLost,
        },
      ];
    })
    .sort((a, b) => b.pointsLost - a.pointsLost);
}

/** The score table: one row per page, one column per category, a `!` after a missed budget. */
export function scoreTable(pages: { page: string; scores: Scores }[], budgets = BUDGETS): string {
  const header = ["page", ...CATEGORIES];
  const rows = pages.map(({ page, scores }) => [
    page,
    ...CATEGORIES.map((category) => {
      const score = scores[category];
      if (score === null) return "error !";
      return score < budgets[category] ? `${score} !` : String(score);
    }),
  ]);
  const budgetRow = ["budget", ...CATEGORIES.map((category) => `≥ ${budgets[category]}`)];
  const table = [header, ...rows, budgetRow];
  const widths = header.map((_, column) => Math.max(...table.map((row) => row[column]!.length)));
  return table
    .map((row) =>
      row
        .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
        .join("  "),
    )
    .join("\n");
}

/** What the page asked for from anywhere but the shop (`data:` and `blob:` URLs aside). */
export function foreignRequests(networkRequests: { url: string }[], origin: string): string[] {
  return networkRequests
    .map((request) => request.url)
    .filter((url) => !/^(data|blob):/.test(url) && new URL(url).origin !== origin);
}

/**
 * Of several runs on one page, the one with the median performance score (the lower middle one
 * of an even number): Lighthouse's own advice against the noise of a single run. Runs whose
 * performance could not be scored sort first, so they are picked only when most runs failed.
 */
export function medianRun<T extends LighthouseResult>(runs: T[]): T {
  if (runs.length === 0) throw new Error("no runs to choose from");
  const performance = (run: T) => run.categories.performance?.score ?? -1;
  const sorted = [...runs].sort((a, b) => performance(a) - performance(b));
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

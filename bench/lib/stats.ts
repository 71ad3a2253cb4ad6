/**
 * The arithmetic of a measurement, kept pure so it can be tested: percentiles of latencies,
 * rates, and a result's share of the ceiling.
 */

export interface LatencySummary {
  /** Answers counted (every status). */
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
}

/**
 * The nearest-rank percentile of ascending `sorted` values: the smallest value with at least
 * `share` of all values at or below it (0 for no values).
 */
export function percentile(sorted: readonly number[], share: number): number {
  if (!(share > 0 && share <= 1)) throw new RangeError(`a percentile's share is in (0, 1] (got ${share})`);
  if (sorted.length === 0) return 0;
  const rank = Math.ceil(share * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

/** Rate and latency percentiles of `latenciesMs` (any order) collected over `seconds`. */
export function summarize(latenciesMs: readonly number[], seconds: number): LatencySummary {
  const sorted = latenciesMs.toSorted((a, b) => a - b);
  return {
    requests: sorted.length,
    requestsPerSecond: seconds > 0 ? sorted.length / seconds : 0,
    p50Ms: percentile(sorted, 0.5),
    p95Ms: percentile(sorted, 0.95),
    p99Ms: percentile(sorted, 0.99),
  };
}

/** `rate` as a share of the ceiling's rate; null when there is no ceiling to compare with. */
export function shareOf(rate: number, ceiling: number | undefined): number | null {
  if (!ceiling || !Number.isFinite(ceiling) || ceiling <= 0) return null;
  return rate / ceiling;
}

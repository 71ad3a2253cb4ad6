import autocannon from "autocannon";
import { summarize, type LatencySummary } from "./stats";

export interface LoadSettings {
  /** Seconds of load per target. */
  duration: number;
  connections: number;
  /** A number of requests to send instead of a time (every one of them answered and timed). */
  amount?: number;
}

/** What every load request sends: a browser's compression offer. */
export const LOAD_HEADERS = { "accept-encoding": "br, gzip" } as const;

export interface Measurement extends LatencySummary {
  /** Responses outside 2xx, socket errors and timeouts: a healthy run has none. */
  failures: number;
}

/**
 * Loads `origin` with autocannon for a fixed time (or number of requests), every connection going through `paths` in
 * turn, and times every answer itself (autocannon's own percentiles are whole milliseconds and
 * stop at p97.5; p95 is a goal here).
 */
export async function measure(
  origin: string,
  paths: readonly string[],
  settings: LoadSettings,
): Promise<Measurement> {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: origin,
        connections: settings.connections,
        ...(settings.amount ? { amount: settings.amount } : { duration: settings.duration }),
        headers: { ...LOAD_HEADERS },
        requests: paths.map((path) => ({ method: "GET", path })),
        // A stuck server must not stall the run.
        timeout: 10,
      },
      (error, done) => (error ? reject(error as Error) : resolve(done)),
    );
    instance.on("response", (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  return {
    ...summarize(latencies, result.duration),
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

import autocannon from "autocannon";

export interface LoadSettings {
  /** Seconds of load per target. */
  duration: number;
  connections: number;
}

export interface Measurement {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Responses outside 2xx, socket errors and timeouts: a healthy run has none. */
  failures: number;
}

/** Loads one URL with autocannon for a fixed time and sums up what it saw. */
export async function measure(url: string, settings: LoadSettings): Promise<Measurement> {
  const result = await autocannon({
    url,
    connections: settings.connections,
    duration: settings.duration,
    // A stuck server must not stall the run.
    timeout: 10,
  });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

import { spawn, spawnSync } from "node:child_process";
import { Agent } from "node:http";
import { fileURLToPath } from "node:url";
import { rawGet } from "./http";
import { summarize, type LatencySummary } from "./stats";

export interface LoadSettings {
  /** Seconds of load per target. */
  duration: number;
  connections: number;
}

/** What every load request sends: a browser's compression offer. */
export const LOAD_HEADERS = { "accept-encoding": "br, gzip" } as const;

export interface Measurement extends LatencySummary {
  /** Responses outside 2xx/3xx, socket errors and timeouts: a healthy run has none. */
  failures: number;
  /** Answers the page cache gave (`x-page-cache: hit`), when the row counts them. */
  hits?: number;
}

const SCRIPT = fileURLToPath(new URL("wrk-paths.lua", import.meta.url));

/**
 * Loads `origin` with wrk (a C load generator in its own process: the bench's Node process would
 * be the bottleneck long before a cached page is, issue 24) for `duration` seconds, every thread
 * going through `paths` in turn. With `countHits`, every answer's `x-page-cache` is read too.
 */
export async function measure(
  origin: string,
  paths: readonly string[],
  settings: LoadSettings,
  { countHits = false }: { countHits?: boolean } = {},
): Promise<Measurement> {
  const threads = Math.min(WRK_THREADS, settings.connections);
  const args = [
    `-t${threads}`,
    `-c${settings.connections}`,
    `-d${settings.duration}s`,
    "--timeout",
    "10s",
    ...Object.entries(LOAD_HEADERS).flatMap(([name, value]) => ["-H", `${name}: ${value}`]),
    "-s",
    SCRIPT,
    origin,
    "--",
    ...paths,
  ];
  const output = await run("wrk", args, countHits ? { WRK_COUNT_HITS: "1" } : {});
  const line = output.split("\n").find((each) => each.startsWith("WRK_RESULT "));
  if (!line) throw new Error(`wrk printed no result:\n${output}`);
  const result = JSON.parse(line.slice("WRK_RESULT ".length)) as WrkResult;
  const seconds = result.durationUs / 1e6;
  return {
    requests: result.requests,
    requestsPerSecond: seconds > 0 ? result.requests / seconds : 0,
    p50Ms: result.p50Us / 1000,
    p95Ms: result.p95Us / 1000,
    p99Ms: result.p99Us / 1000,
    failures: result.socketErrors + result.badStatus + result.timeouts,
    ...(countHits ? { hits: result.hits } : {}),
  };
}

/** wrk's threads: one per core of this 2-core machine, as the issue's own measurement. */
const WRK_THREADS = 2;

interface WrkResult {
  requests: number;
  durationUs: number;
  p50Us: number;
  p95Us: number;
  p99Us: number;
  socketErrors: number;
  badStatus: number;
  timeouts: number;
  hits: number;
}

/** A one-at-a-time row: its measured rounds, and how long the unmeasured first round took. */
export interface OneAtATime extends Measurement {
  /**
   * The slowest answer of the first round, which warms up and is not counted: for a shop just
   * started, what the first shopper to ask for each address waits (plans, kept look-ups).
   */
  firstRoundMaxMs: number;
}

/**
 * `paths` one request at a time: one round to warm up, as every wrk row has its warm-up, then
 * `rounds` rounds timed: how long each takes with no queue in front of it (timed here: at one
 * connection the bench's own process is not what limits it).
 */
export async function measureOneAtATime(
  origin: string,
  paths: readonly string[],
  rounds: number,
): Promise<OneAtATime> {
  const firstRound: number[] = [];
  const latencies: number[] = [];
  let failures = 0;
  // One connection kept alive, as a browser's: a new one per search would add its set-up.
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  let began = performance.now();
  try {
    for (let round = 0; round <= rounds; round++) {
      if (round === 1) began = performance.now();
      for (const path of paths) {
        const started = performance.now();
        const answer = await rawGet(`${origin}${path}`, LOAD_HEADERS, agent);
        (round === 0 ? firstRound : latencies).push(performance.now() - started);
        // Only a 200 is the answer timed: a redirect (a data request's is a 202) is not a page.
        if (answer.status !== 200) failures++;
      }
    }
  } finally {
    agent.destroy();
  }
  return {
    ...summarize(latencies, (performance.now() - began) / 1000),
    failures,
    firstRoundMaxMs: Math.max(0, ...firstRound),
  };
}

/**
 * Makes sure wrk is here: installed from Debian's packages when it is not (as .ci/run installs
 * Chromium), which needs root or sudo.
 */
export function ensureWrk(): void {
  if (spawnSync("wrk", ["-v"]).error === undefined) return;
  console.log("wrk is not installed: installing Debian's package…");
  const root = process.getuid?.() === 0;
  const apt = (...args: string[]) =>
    spawnSync(root ? "apt-get" : "sudo", root ? args : ["apt-get", ...args], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
  apt("update");
  const installed = apt("install", "-y", "wrk");
  if (installed.status !== 0 || spawnSync("wrk", ["-v"]).error !== undefined)
    throw new Error("wrk is needed (apt-get install -y wrk) and could not be installed");
}

function run(command: string, args: string[], env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${command} exited with ${code}:\n${output}`)),
    );
  });
}

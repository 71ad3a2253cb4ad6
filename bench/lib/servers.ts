import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { closeSync, openSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { BenchDatabase } from "./grow-catalogue";

/** A server started for the run: where it answers and how to stop it. */
export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** Builds the production bundle when it is missing or older than the sources (as `npm start`). */
export function buildShop(): void {
  const result = spawnSync(process.execPath, ["scripts/build-if-needed.js"], { cwd: ROOT, stdio: "inherit" });
  if (result.status !== 0) throw new Error(`the build failed (exit ${result.status})`);
}

/** A shop started for the run: also its process id, to read its memory. */
export interface RunningShop extends RunningServer {
  pid: number;
}

export interface ShopOptions {
  database: BenchDatabase;
  /** False starts it with PAGE_CACHE=off: every page rendered for every request. */
  pageCache: boolean;
  logLevel: string;
  /** Files the shop keeps (the embedded database, uploads, the generated secret). */
  dataDir: string;
  /** A loopback port to listen on; default: a free one. */
  port?: number;
  /**
   * The per-client limits on, each client its address from X-Forwarded-For (TRUST_PROXY=1): for
   * measuring the limits themselves (bench/hoarding.ts). Default off: every bench buyer comes from
   * loopback, and the limits would turn a measurement of checkouts into one of 429s.
   */
  clientLimits?: boolean;
}

/**
 * Starts the production shop (`server/main.js`) on `port` of loopback (default: a free one), on the embedded
 * database in `dataDir` or on a PostgreSQL database, and resolves once `/api/health` answers
 * (after migrating and seeding).
 */
export async function startShop(options: ShopOptions): Promise<RunningShop> {
  const port = options.port ?? (await freePort());
  // BENCH_SHOP_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof": a profile of every shop the run starts.
  const nodeArgs = process.env.BENCH_SHOP_NODE_ARGS?.split(" ").filter(Boolean) ?? [];
  const shopLog = process.env.BENCH_SHOP_LOG ? openSync(process.env.BENCH_SHOP_LOG, "a") : undefined;
  const child = spawn(process.execPath, [...nodeArgs, "server/main.js"], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.database.kind === "postgres" ? options.database.url : "",
      // Required with PostgreSQL in production; any secret does for a measurement.
      AUTH_SECRET: randomBytes(32).toString("hex"),
      PUBLIC_URL: "",
      LOG_LEVEL: options.logLevel,
      PAGE_CACHE: options.pageCache ? "on" : "off",
      RATE_LIMITS: options.clientLimits ? "on" : "off",
      TRUST_PROXY: options.clientLimits ? "1" : "0",
    },
    // Request logs go to /dev/null, as cheaply as to a log collector; errors stay visible.
    // BENCH_SHOP_LOG=/tmp/shop.log keeps the shops' logs there instead (with BENCH_LOG_LEVEL=warn,
    // the warnings alone), to look into a row that failed.
    stdio: ["ignore", shopLog ?? "ignore", "inherit"],
  });
  if (shopLog !== undefined) closeSync(shopLog); // the child has its own
  const url = `http://127.0.0.1:${port}`;
  await waitUntilHealthy(child, `${url}/api/health`, 180_000);
  return { url, pid: child.pid!, stop: () => stopChild(child, "shop") };
}

/**
 * Starts the bare `node:http` ceiling in a child process, answering the bytes in `bodyFile`
 * (sent as `encoding`, e.g. br, when given).
 */
export function startBareServer(bodyFile: string, encoding?: string): Promise<RunningServer> {
  return startChildServer(
    "bench/lib/bare-server.js",
    [bodyFile, ...(encoding ? [encoding] : [])],
    "bare server",
  );
}

/** Builds the plain React Router reference (bench/reference) into bench/.tmp/reference. */
export function buildReference(): void {
  const result = spawnSync(process.execPath, [REACT_ROUTER_CLI, "build"], {
    cwd: path.join(ROOT, "bench/reference"),
    env: { ...process.env, NODE_ENV: "production" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (result.status !== 0) throw new Error(`the reference's build failed (exit ${result.status})`);
}

/** Starts the built plain React Router reference in a child process. */
export function startReference(): Promise<RunningServer> {
  return startChildServer("bench/reference/server.js", [], "reference");
}

const REACT_ROUTER_CLI = path.join(ROOT, "node_modules/@react-router/dev/bin.js");

/** Starts a server script that listens on a free loopback port and sends the port over IPC. */
async function startChildServer(script: string, args: string[], name: string): Promise<RunningServer> {
  const child = spawn(process.execPath, [path.join(ROOT, script), ...args], {
    env: { ...process.env, NODE_ENV: "production" },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const [message] = (await once(child, "message")) as [{ port: number }];
  return { url: `http://127.0.0.1:${message.port}`, stop: () => stopChild(child, name) };
}

async function waitUntilHealthy(child: ChildProcess, healthUrl: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the shop exited with code ${child.exitCode} while starting`);
    try {
      if ((await fetch(healthUrl)).ok) return;
    } catch {
      // Not listening yet: it is still migrating and seeding.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill("SIGKILL");
  throw new Error(`${healthUrl} did not answer within ${timeoutMs / 1000} s`);
}

/** SIGTERM, then waits for a clean exit; SIGKILL if it does not come within the grace period. */
async function stopChild(child: ChildProcess, name: string, graceMs = 20_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, "exit");
  child.kill("SIGTERM");
  const timer = setTimeout(() => {
    console.warn(`${name} did not stop within ${graceMs / 1000} s after SIGTERM; killing it`);
    child.kill("SIGKILL");
  }, graceMs);
  const [code, signal] = (await exited) as [number | null, NodeJS.Signals | null];
  clearTimeout(timer);
  if (code !== 0) console.warn(`${name} exited with ${signal ?? `code ${code}`}`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

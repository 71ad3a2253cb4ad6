import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { request } from "node:http";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";

/**
 * The production shop as a process of its own (`server/main.js` over `build/`), for tests that
 * need real instances: several on one PostgreSQL, each with its own periodic work and cache.
 */

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** Builds the production bundle when it is missing or older than the sources (as `npm start`). */
export function buildShopIfNeeded(): void {
  const result = spawnSync(process.execPath, ["scripts/build-if-needed.js"], { cwd: ROOT, encoding: "utf8" });
  if (result.status !== 0)
    throw new Error(`the build failed (exit ${result.status}):\n${result.stdout}\n${result.stderr}`);
}

/** Runs one of the project's TypeScript scripts (e.g. create-admin) to its end. */
export function runScript(script: string, args: string[], env: Record<string, string>): void {
  const result = spawnSync(process.execPath, ["--import", "tsx", script, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    encoding: "utf8",
  });
  if (result.status !== 0)
    throw new Error(`${script} failed (exit ${result.status}):\n${result.stdout}\n${result.stderr}`);
}

export interface ShopProcess {
  url: string;
  /** What the process wrote (JSON log lines), for a failing test's message. */
  output(): string;
  /** SIGTERM, then the exit code once it stopped (SIGKILL after 20 s). */
  stop(): Promise<number | null>;
}

/** Starts `server/main.js` in production on `port`; resolves once `/api/health` answers. */
export async function startShopProcess(port: number, env: Record<string, string>): Promise<ShopProcess> {
  const child = spawn(process.execPath, ["server/main.js"], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", PORT: String(port), ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString("utf8")).slice(-200_000);
  };
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  const url = `http://127.0.0.1:${port}`;
  await waitUntilHealthy(child, `${url}/api/health`, 180_000, () => output);
  return { url, output: () => output, stop: () => stopChild(child) };
}

async function waitUntilHealthy(
  child: ChildProcess,
  healthUrl: string,
  timeoutMs: number,
  output: () => string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the shop exited with code ${child.exitCode} while starting:\n${output()}`);
    try {
      if ((await fetch(healthUrl)).ok) return;
    } catch {
      // Not listening yet: it is still migrating and seeding.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill("SIGKILL");
  throw new Error(`${healthUrl} did not answer within ${timeoutMs / 1000} s:\n${output()}`);
}

async function stopChild(child: ChildProcess, graceMs = 20_000): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
  const exited = once(child, "exit");
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
  const [code] = (await exited) as [number | null];
  clearTimeout(timer);
  return code;
}

/** A port free on loopback within [from, to] (this machine's tests share it: they keep to ranges). */
export async function freePortIn(from: number, to: number, taken: readonly number[] = []): Promise<number> {
  for (let port = from; port <= to; port++) {
    if (taken.includes(port)) continue;
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once("error", () => resolve(false));
      probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port from ${from} to ${to}`);
}

/**
 * An HTTP request to an instance as a load balancer sends it: unlike `fetch`, it may set `Host`
 * (the name shoppers use, not the instance's address). Redirects are not followed.
 */
export function forward(
  url: string,
  init: { method?: string; headers?: Headers; body?: string | URLSearchParams } = {},
): Promise<Response> {
  const body = init.body === undefined ? undefined : String(init.body);
  const headers: Record<string, string> = Object.fromEntries(init.headers ?? new Headers());
  if (init.body instanceof URLSearchParams) headers["content-type"] ??= "application/x-www-form-urlencoded";
  if (body !== undefined) headers["content-length"] = String(Buffer.byteLength(body));
  return new Promise((resolve, reject) => {
    // A connection per request (no keep-alive): a kept one the server has just timed out would
    // hang up on the next request.
    const outgoing = request(url, { method: init.method ?? "GET", headers, agent: false }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
      incoming.on("error", reject);
      incoming.on("end", () => {
        const answer = new Headers();
        for (const [name, value] of Object.entries(incoming.headers)) {
          for (const one of Array.isArray(value) ? value : [value ?? ""]) answer.append(name, one);
        }
        const status = incoming.statusCode ?? 500;
        const content = status === 204 || status === 304 ? null : Buffer.concat(chunks);
        resolve(new Response(content, { status, headers: answer }));
      });
    });
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

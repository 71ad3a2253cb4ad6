/**
 * `npm run bench`: builds and starts the production shop on a fresh database, loads each route
 * in bench/routes.ts with autocannon next to a bare node:http server answering a page of the
 * home page's size, measures checkout and checks it never oversells, and writes bench/REPORT.md.
 */
import { spawnSync } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { format, resolveConfig } from "prettier";
import {
  checkNoOversell,
  contestedProduct,
  measureCheckout,
  oversellHolds,
  renderCheckoutSection,
} from "./lib/checkout";
import { measure, type LoadSettings, type Measurement } from "./lib/load";
import { firstLoadScripts } from "./lib/page-weight";
import { renderReport } from "./lib/report";
import { buildShop, startBareServer, startShop, type RunningServer } from "./lib/servers";
import { routes, weighedPage } from "./routes";

const REPORT = fileURLToPath(new URL("REPORT.md", import.meta.url));

const settings = {
  duration: positiveNumber("BENCH_DURATION", 10),
  connections: positiveNumber("BENCH_CONNECTIONS", 50),
  warmup: positiveNumber("BENCH_WARMUP", 3),
  logLevel: process.env.BENCH_LOG_LEVEL ?? "info",
};

const loadBefore = os.loadavg();
const measuredRevision = revision();
const date = new Date();
const temp = await mkdtemp(path.join(os.tmpdir(), "sweet-trip-bench-"));
const started: RunningServer[] = [];

try {
  console.log("Building the shop if needed…");
  buildShop();

  console.log("Starting the shop on a fresh database…");
  const shop = await startShop({ dataDir: path.join(temp, "data"), logLevel: settings.logLevel });
  started.push(shop);

  const home = await fetch(`${shop.url}/`, { headers: { "accept-encoding": "identity" } });
  if (!home.ok) throw new Error(`the home page answered ${home.status}`);
  const page = Buffer.from(await home.arrayBuffer());
  const bodyFile = path.join(temp, "page.html");
  await writeFile(bodyFile, page);
  const bare = await startBareServer(bodyFile);
  started.push(bare);

  const targets = [
    { name: "bare", path: "/", url: `${bare.url}/` },
    ...routes.map((route) => ({ ...route, url: `${shop.url}${route.path}` })),
  ];
  // The answer's size matters as much as its route: the report shows it next to each rate.
  const sizes = await Promise.all(
    routes.map(async (route) =>
      (await fetch(`${shop.url}${route.path}`)).arrayBuffer().then((b) => b.byteLength),
    ),
  );
  const load: LoadSettings = { duration: settings.duration, connections: settings.connections };

  console.log(`Warming up (${settings.warmup} s per target)…`);
  for (const target of targets) await measure(target.url, { ...load, duration: settings.warmup });

  const results: Measurement[] = [];
  for (const target of targets) {
    console.log(`Measuring ${target.name} ${target.path} for ${settings.duration} s…`);
    const result = await measure(target.url, load);
    console.log(
      `  ${Math.round(result.requestsPerSecond)} req/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, ${result.failures} failures`,
    );
    results.push(result);
  }

  console.log(`Measuring checkout POST /api/create-payment-intent for ${settings.duration} s…`);
  const checkout = await measureCheckout(shop.url, load, contestedProduct.slug);
  console.log(
    `  ${Math.round(checkout.requestsPerSecond)} req/s, p50 ${checkout.p50Ms} ms, p99 ${checkout.p99Ms} ms, ${checkout.failures} failures`,
  );
  console.log("Checking that concurrent buyers never oversell…");
  const oversell = await checkNoOversell(shop.url);
  console.log(
    `  stock ${oversell.stock}, ${oversell.buyers} buyers: ${oversell.reserved} reserved, ${oversell.paid} paid`,
  );

  const scripts = await firstLoadScripts(shop.url, weighedPage);
  console.log(`First-load JavaScript of ${weighedPage}: ${scripts.gzipBytes} bytes gzipped`);

  const [bareResult, ...routeResults] = results;
  const report = renderReport({
    date,
    revision: measuredRevision,
    settings,
    pageBytes: page.length,
    loadBefore,
    bare: bareResult!,
    rows: routes.map((route, index) => ({ ...route, bytes: sizes[index]!, result: routeResults[index]! })),
    scripts: { page: weighedPage, ...scripts },
  });
  // Formatted as `npm run format` would, so the committed report stays stable.
  const formatted = await format(report + renderCheckoutSection(checkout, oversell), {
    ...(await resolveConfig(REPORT)),
    parser: "markdown",
  });
  await writeFile(REPORT, formatted);
  console.log(`\nWrote ${path.relative(process.cwd(), REPORT)}`);
  if (!oversellHolds(oversell)) {
    console.error("Concurrent buyers oversold or were refused wrongly: see the checkout section.");
    process.exitCode = 1;
  }
  if (results.some((result) => result.failures > 0) || checkout.failures > 0) {
    console.error("Some requests failed: see the failures column.");
    process.exitCode = 1;
  }
} finally {
  for (const server of started.reverse()) await server.stop();
  await rm(temp, { recursive: true, force: true });
}

function revision(): string {
  const git = (...args: string[]) => spawnSync("git", args, { encoding: "utf8" }).stdout?.trim() ?? "";
  const commit = git("rev-parse", "--short", "HEAD") || "an unknown commit";
  const changed = git("status", "--porcelain", "--", ".", ":!bench/REPORT.md");
  return changed ? `${commit} (with uncommitted changes)` : commit;
}

function positiveNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`${name} must be a positive number (got "${raw}")`);
  return value;
}

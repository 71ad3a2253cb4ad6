/**
 * `npm run bench` (issues 10 and 24): builds the production shop and loads it with wrk (in its
 * own process, installed when missing), at 10 connections with `Accept-Encoding: br, gzip`, on the
 * embedded database and — when BENCH_DATABASE_URL names a PostgreSQL server — on a scratch
 * database there:
 *
 * 1. a first start with PAGE_CACHE=off on a new database: home, /products and a product page
 *    rendered for every request, then the plain React Router reference (bench/reference), and
 *    search;
 * 2. a restart with the page cache on: the same pages cached, /api/health, browsing 8 public
 *    pages with no checkout and then during sales of 5 and 20 checkouts a second (bench/lib/sale.ts),
 *    checkout and its no-oversell check; before them, the bare node:http ceiling sending the
 *    product page's compressed bytes as the shop sends them;
 * 3. the catalogue grown to `--products` (default 10,000) and search timed on it (PAGE_CACHE=off).
 *
 * The shop's memory is read after each start and after its load. Writes bench/REPORT.md.
 */
import { spawnSync } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { format, resolveConfig } from "prettier";
import { checkNoOversell, contestedProduct, measureCheckout, oversellHolds } from "./lib/checkout";
import { checkGoals, mark } from "./lib/goals";
import { growCatalogue, type BenchDatabase } from "./lib/grow-catalogue";
import { rawGet } from "./lib/http";
import {
  ensureWrk,
  LOAD_HEADERS,
  measure,
  measureOneAtATime,
  type LoadSettings,
  type Measurement,
} from "./lib/load";
import { processMemory } from "./lib/memory";
import { firstLoadScripts, type ScriptWeight } from "./lib/page-weight";
import { createScratchDatabase, type ScratchDatabase } from "./lib/postgres";
import { renderReport } from "./lib/report";
import { browsingPaths, runBuyers } from "./lib/sale";
import {
  databaseNames,
  type BenchResults,
  type DatabaseKind,
  type DatabaseResults,
  saleRow,
  SALE_RATES,
  type RowKey,
  type RowResult,
} from "./lib/results";
import {
  buildReference,
  buildShop,
  startBareServer,
  startReference,
  startShop,
  type RunningServer,
  type RunningShop,
} from "./lib/servers";
import {
  ceilingPage,
  healthPath,
  pages,
  referencePages,
  searchDataPaths,
  filteredListDataPaths,
  searchPagePaths,
  weighedPages,
} from "./routes";

const REPORT = fileURLToPath(new URL("REPORT.md", import.meta.url));

const { values: flags } = parseArgs({
  args: process.argv.slice(2),
  options: { products: { type: "string", default: "10000" } },
});
const products = Number(flags.products);
if (!Number.isInteger(products) || products < 0)
  throw new Error(`--products must be a whole number (got "${flags.products}"); 0 skips the large catalogue`);

const settings = {
  duration: positiveNumber("BENCH_DURATION", 5),
  connections: positiveNumber("BENCH_CONNECTIONS", 10),
  warmup: positiveNumber("BENCH_WARMUP", 2),
  logLevel: process.env.BENCH_LOG_LEVEL ?? "info",
  products,
};
const load: LoadSettings = { duration: settings.duration, connections: settings.connections };
const postgresServer = process.env.BENCH_DATABASE_URL?.trim() || undefined;

const loadBefore = os.loadavg();
const measuredRevision = revision();
const date = new Date();
const temp = await mkdtemp(path.join(os.tmpdir(), "sweet-trip-bench-"));
const running = new Set<RunningServer>();
const scratch: ScratchDatabase[] = [];
let scripts: (ScriptWeight & { page: string })[] = [];
const runs: DatabaseResults[] = [];
let failed = false;

// Ctrl-C: no scratch database or shop is left behind.
process.once("SIGINT", () => {
  console.error("\nInterrupted: stopping the shops and dropping the scratch databases…");
  void cleanUp().finally(() => process.exit(130));
});

try {
  ensureWrk();
  console.log("Building the shop if needed, and the plain React Router reference…");
  buildShop();
  buildReference();

  const databases: DatabaseKind[] = postgresServer ? ["embedded", "postgres"] : ["embedded"];
  if (!postgresServer) console.log("BENCH_DATABASE_URL is not set: the embedded database only.");
  for (const kind of databases) {
    const database: BenchDatabase =
      kind === "embedded"
        ? { kind, dataDir: path.join(temp, "embedded") }
        : { kind, url: await scratchDatabase(postgresServer!) };
    // The shop's DATA_DIR: with the embedded database, the database's own folder.
    runs.push(
      await benchDatabase(
        database,
        database.kind === "embedded" ? database.dataDir : path.join(temp, "files"),
      ),
    );
  }

  const results: BenchResults = {
    databases: runs,
    scripts: scripts.map(({ page, gzipBytes }) => ({ page, gzipBytes })),
  };
  const goals = checkGoals(results);
  const report = renderReport({
    date,
    revision: measuredRevision,
    settings,
    machine: {
      cores: os.availableParallelism(),
      cpu: os.cpus()[0]?.model.trim() ?? "unknown CPU",
      memoryGiB: Math.round(os.totalmem() / 2 ** 30),
      system: `${os.type()} ${os.release()}`,
      node: process.version,
      loadBefore,
      loadAfter: os.loadavg(),
    },
    results,
    goals,
    scripts,
  });
  // Formatted as `npm run format` would, so the committed report stays stable.
  await writeFile(REPORT, await format(report, { ...(await resolveConfig(REPORT)), parser: "markdown" }));
  console.log(
    `\nGoals:\n${goals.map((goal) => `  ${mark(goal.met)} ${goal.what}: ${goal.measured}`).join("\n")}`,
  );
  console.log(`\nWrote ${path.relative(process.cwd(), REPORT)}`);
  if (runs.some((run) => run.checkout && !oversellHolds(run.checkout.oversell))) {
    console.error("Concurrent buyers oversold or were refused wrongly: see the checkout section.");
    process.exitCode = 1;
  }
  if (failed) {
    console.error("Some requests failed or none was answered in time: see the failures columns.");
    process.exitCode = 1;
  }
} finally {
  await cleanUp();
}

/** Stops what the run started and drops what it created; once, whether it ended or was interrupted. */
async function cleanUp() {
  for (const server of running) await server.stop();
  running.clear();
  for (const database of scratch.splice(0))
    await database.drop().catch((error: unknown) => console.warn(`could not drop ${database.name}:`, error));
  await rm(temp, { recursive: true, force: true });
}

/** The three phases on one database (see the top of this file). */
async function benchDatabase(database: BenchDatabase, dataDir: string): Promise<DatabaseResults> {
  const name = databaseNames[database.kind];
  const run: DatabaseResults = { database: database.kind, rows: {}, memory: {} };

  console.log(`\n${name}: first start, on a new database, with PAGE_CACHE=off…`);
  await withShop({ database, dataDir, pageCache: false }, async (shop) => {
    const afterStart = await memoryAfterFirstRequest(shop);
    for (const page of pages) await row(run, shop, page.rows.uncached, `uncached ${page.name}`, [page.path]);
    await measureReference(run);
    await row(run, shop, "search", "search (every query in turn)", searchPagePaths);
    run.memory.uncached = { afterStart, afterRun: processMemory(shop.pid) };
  });

  console.log(`\n${name}: restart with the page cache on…`);
  await withShop({ database, dataDir, pageCache: true }, async (shop) => {
    const afterStart = await memoryAfterFirstRequest(shop);
    run.rows.ceiling = await measureCeiling(shop);
    for (const page of pages) await row(run, shop, page.rows.cached, `cached ${page.name}`, [page.path]);
    await row(run, shop, "health", "/api/health", [healthPath]);
    await row(run, shop, "browse", `browsing ${browsingPaths.length} pages`, browsingPaths, {
      countHits: true,
    });
    for (const perSecond of SALE_RATES) await saleRows(run, shop, perSecond);

    console.log(`  checkout POST /api/create-payment-intent for ${settings.duration} s…`);
    const throughput = await measureCheckout(shop.url, load, contestedProduct.slug);
    report("checkout", throughput);
    run.rows.checkout = throughput;
    const oversell = await checkNoOversell(shop.url);
    console.log(
      `  no oversell: stock ${oversell.stock}, ${oversell.buyers} buyers → ${oversell.reserved} reserved, ${oversell.paid} paid`,
    );
    run.checkout = { throughput, oversell };
    run.memory.cached = { afterStart, afterRun: processMemory(shop.pid) };

    if (scripts.length === 0) {
      scripts = await Promise.all(
        weighedPages.map(async (page) => ({ page, ...(await firstLoadScripts(shop.url, page)) })),
      );
      for (const weight of scripts)
        console.log(`  first-load JavaScript of ${weight.page}: ${weight.gzipBytes} bytes gzipped`);
    }
  });

  if (settings.products > 0) {
    console.log(`\n${name}: growing the catalogue to ${settings.products} products…`);
    const began = performance.now();
    const added = await growCatalogue(database, settings.products);
    console.log(
      `  added ${added} products in ${((performance.now() - began) / 1000).toFixed(1)} s; search with PAGE_CACHE=off…`,
    );
    await withShop({ database, dataDir, pageCache: false }, async (shop) => {
      const afterStart = await memoryAfterFirstRequest(shop);
      const page = await timed(shop, "search pages", searchPagePaths);
      const data = await timed(shop, "search data requests", searchDataPaths);
      // Every query twice, one at a time: how long a search takes without a queue in front of it.
      const alone = await measureOneAtATime(shop.url, searchPagePaths, 2);
      report("search pages, one at a time", alone);
      // Issue 28: a filtered list's counts, one request at a time (goal ≤ 30 ms p95).
      const filteredCounts = await measureOneAtATime(shop.url, filteredListDataPaths, 5);
      report("filtered lists with their counts (data), one at a time", filteredCounts);
      run.search = { products: settings.products, added, page, data, alone, filteredCounts };
      run.memory.search = { afterStart, afterRun: processMemory(shop.pid) };
    });
  }
  return run;
}

/** Warms a target up, measures it, and keeps its answer's size as sent. */
async function row(
  run: DatabaseResults,
  server: RunningServer,
  key: RowKey,
  label: string,
  paths: string[],
  options: { countHits?: boolean } = {},
) {
  const sample = await rawGet(`${server.url}${paths[0]}`, LOAD_HEADERS);
  const result = await timed(server, label, paths, options);
  run.rows[key] = {
    ...result,
    bytes: sample.body.length,
    encoding: String(sample.headers["content-encoding"] ?? "none"),
  };
}

async function timed(
  server: RunningServer,
  label: string,
  paths: readonly string[],
  options: { countHits?: boolean; settleBetween?: boolean } = {},
): Promise<Measurement> {
  await measure(server.url, paths, { ...load, duration: settings.warmup });
  if (options.settleBetween !== false) await settle(server);
  const result = await measure(server.url, paths, load, options);
  report(label, result);
  await settle(server);
  return result;
}

/**
 * Browsing while buyers start `perSecond` checkouts a second (issue 24): the buyers begin before
 * the warm-up and stop once the row is measured.
 */
async function saleRows(run: DatabaseResults, shop: RunningShop, perSecond: (typeof SALE_RATES)[number]) {
  const stop = new AbortController();
  const buying = runBuyers(shop.url, perSecond, stop.signal, { exclude: contestedProduct.slug });
  try {
    const label = `browsing during a sale of ${perSecond} checkouts/s`;
    const result = await timed(shop, label, browsingPaths, { countHits: true, settleBetween: false });
    run.rows[saleRow(perSecond)] = { ...result, buyers: await stopped(stop, buying) };
  } finally {
    if (!stop.signal.aborted) await stopped(stop, buying);
  }
  const { buyers, hits, requests } = run.rows[saleRow(perSecond)]!;
  console.log(
    `    ${(((hits ?? 0) / Math.max(1, requests)) * 100).toFixed(1)}% cache hits; buyers: ${buyers!.prepared} prepared, ${buyers!.paid} paid, ${buyers!.refused} sold out, ${buyers!.failures} failed`,
  );
  if (buyers!.failures > 0) failed = true;
}

async function stopped<T>(stop: AbortController, work: Promise<T>): Promise<T> {
  stop.abort();
  return work;
}

/**
 * Waits until the server answers a health check at once: when wrk's time is up it drops
 * the requests in flight, but the server still renders them, and that work must not be counted
 * against the next row.
 */
async function settle(server: RunningServer, withinMs = 20, giveUpMs = 5_000) {
  const deadline = Date.now() + giveUpMs;
  while (Date.now() < deadline) {
    const began = performance.now();
    const answered = await rawGet(`${server.url}${healthPath}`).then(
      () => true,
      () => false,
    );
    if (answered && performance.now() - began < withinMs) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The ceiling: the product page's bytes as the shop sends them to `Accept-Encoding: br`, sent
 * by a bare node:http server with nothing else to do.
 */
async function measureCeiling(shop: RunningShop): Promise<RowResult> {
  const answer = await rawGet(`${shop.url}${ceilingPage}`, { "accept-encoding": "br" });
  if (answer.status !== 200) throw new Error(`${ceilingPage} answered ${answer.status}`);
  const encoding = String(answer.headers["content-encoding"] ?? "");
  if (encoding !== "br")
    console.warn(
      `  the shop sent ${ceilingPage} as "${encoding || "identity"}", not br: the ceiling sends the same`,
    );
  const bodyFile = path.join(temp, "ceiling-page");
  await writeFile(bodyFile, answer.body);
  const bare = await startBareServer(bodyFile, encoding || undefined);
  running.add(bare);
  try {
    const result = await timed(
      bare,
      `bare ceiling (${answer.body.length} bytes, ${encoding || "identity"})`,
      [ceilingPage],
    );
    return { ...result, bytes: answer.body.length, encoding: encoding || "none" };
  } finally {
    running.delete(bare);
    await bare.stop();
  }
}

/**
 * The plain React Router reference (bench/reference), measured between the shop's uncached pages
 * and its search, so that both meet the machine in the same state.
 */
async function measureReference(run: DatabaseResults) {
  const reference = await startReference();
  running.add(reference);
  try {
    for (const page of referencePages) await row(run, reference, page.row, page.name, [page.path]);
  } finally {
    running.delete(reference);
    await reference.stop();
  }
}

async function withShop(
  options: { database: BenchDatabase; dataDir: string; pageCache: boolean },
  work: (shop: RunningShop) => Promise<void>,
) {
  const shop = await startShop({ ...options, logLevel: settings.logLevel });
  running.add(shop);
  try {
    await work(shop);
  } finally {
    running.delete(shop);
    await shop.stop();
  }
}

/** Memory once the shop has answered its first page (what a just-started shop holds). */
async function memoryAfterFirstRequest(shop: RunningShop) {
  const first = await rawGet(`${shop.url}/`, LOAD_HEADERS);
  if (first.status !== 200) throw new Error(`the home page answered ${first.status}`);
  const memory = processMemory(shop.pid);
  console.log(`  memory after start: ${(memory.rssBytes / 1e6).toFixed(0)} MB RSS`);
  return memory;
}

async function scratchDatabase(server: string): Promise<string> {
  const database = await createScratchDatabase(server, "main");
  scratch.push(database);
  console.log(`\nCreated the scratch database ${database.name} (dropped at the end).`);
  return database.url;
}

function report(label: string, result: Measurement) {
  console.log(
    `  ${label}: ${Math.round(result.requestsPerSecond)} req/s, p50 ${result.p50Ms.toFixed(1)} ms, p95 ${result.p95Ms.toFixed(1)} ms, p99 ${result.p99Ms.toFixed(1)} ms, ${result.failures} failures`,
  );
  if (result.failures > 0) failed = true;
  if (result.requests === 0) {
    console.error(`  ${label}: no answer within ${settings.duration} s`);
    failed = true;
  }
}

function revision(): string {
  const git = (...args: string[]) => spawnSync("git", args, { encoding: "utf8" }).stdout?.trim() ?? "";
  const commit = git("rev-parse", "--short", "HEAD") || "an unknown commit";
  // node_modules may be a symlink (a worktree sharing another's), which .gitignore's folder rule misses.
  const changed = git("status", "--porcelain", "--", ".", ":!bench/REPORT.md", ":!node_modules");
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

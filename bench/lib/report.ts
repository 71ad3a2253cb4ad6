import { renderCheckoutSection } from "./checkout";
import { generatorHeadroom, hitShare, mark, type GoalCheck } from "./goals";
import type { Measurement } from "./load";
import type { ScriptWeight } from "./page-weight";
import {
  databaseNames,
  type BenchResults,
  type DatabaseResults,
  type InstanceMemory,
  type RowKey,
} from "./results";
import { browsingPaths } from "./sale";
import { shareOf } from "./stats";
import { ceilingPage, filteredListDataPaths, searchQueries } from "../routes";

export interface ReportInput {
  date: Date;
  /** The measured source: a commit, marked when the working tree had changes. */
  revision: string;
  settings: { duration: number; connections: number; warmup: number; logLevel: string; products: number };
  machine: {
    cores: number;
    cpu: string;
    memoryGiB: number;
    system: string;
    node: string;
    /** Load averages (1, 5, 15 min) before and after: other work on the machine skews the numbers. */
    loadBefore: number[];
    loadAfter: number[];
  };
  results: BenchResults;
  goals: GoalCheck[];
  scripts: (ScriptWeight & { page: string })[];
}

/** The rows of the results table, in order. */
const rows: { key: RowKey; target: string }[] = [
  { key: "ceiling", target: "bare node:http ceiling" },
  { key: "cached-home", target: "cached home `/`" },
  { key: "cached-products", target: "cached `/products`" },
  { key: "cached-product", target: `cached product page \`${ceilingPage}\`` },
  { key: "uncached-home", target: "uncached home `/`" },
  { key: "uncached-products", target: "uncached `/products`" },
  { key: "uncached-product", target: `uncached product page \`${ceilingPage}\`` },
  { key: "reference-products", target: "plain React Router: a list of 50 products (`bench/reference`)" },
  { key: "reference-empty", target: "plain React Router: an empty page (`bench/reference`)" },
  { key: "search", target: `search \`/search?q=…\` (${searchQueries.length} queries in turn, uncached)` },
  { key: "health", target: "`/api/health`" },
  { key: "browse", target: `browsing ${browsingPaths.length} public pages, cached (see Sale day)` },
  { key: "sale-5", target: "the same during a sale of 5 checkouts/s" },
  { key: "sale-20", target: "the same during a sale of 20 checkouts/s" },
  { key: "checkout", target: "`POST /api/create-payment-intent`" },
];

/** bench/REPORT.md: the goals, then every measurement, then how it was measured. */
export function renderReport(input: ReportInput): string {
  const { settings, machine, results } = input;
  const runs = results.databases;
  const postgres = runs.some((run) => run.database === "postgres");
  const load = (values: number[]) => values.map((value) => value.toFixed(2)).join(", ");

  const header = [
    "| target | bytes sent |",
    ...runs.map((run) => ` ${databaseNames[run.database]} req/s | p50 ms | p99 ms | × ceiling | failures |`),
  ].join("");
  const rule = ["|---|---:|", ...runs.map(() => "---:|---:|---:|---:|---:|")].join("");
  const cells = (run: DatabaseResults, key: RowKey) => {
    const result = run.rows[key];
    if (!result) return " — | — | — | — | — |";
    const ratio = share(result.requestsPerSecond, run.rows.ceiling?.requestsPerSecond);
    if (result.requests === 0) return ` 0 | no answer | in time | ${ratio} | ${result.failures} |`;
    return ` ${rate(result.requestsPerSecond)} | ${ms(result.p50Ms)} | ${ms(result.p99Ms)} | ${ratio} | ${result.failures} |`;
  };
  const sent = (key: RowKey) => {
    const found = runs.map((run) => run.rows[key]).find((result) => result?.bytes !== undefined);
    return found ? `${int(found.bytes!)} (${found.encoding})` : "—";
  };
  const table = [
    header,
    rule,
    ...rows.map(
      ({ key, target }) =>
        `| ${target} | ${key === "checkout" || key === "browse" || key.startsWith("sale-") ? "—" : sent(key)} |${runs.map((run) => cells(run, key)).join("")}`,
    ),
  ].join("\n");

  const memoryRow = (label: string, pick: (run: DatabaseResults) => InstanceMemory | undefined) =>
    `| ${label} |${runs
      .map((run) => {
        const memory = pick(run);
        return memory
          ? ` ${mb(memory.afterStart.rssBytes)} | ${mb(memory.afterRun.rssBytes)} | ${memory.afterRun.peakBytes === null ? "—" : mb(memory.afterRun.peakBytes)} |`
          : " — | — | — |";
      })
      .join("")}`;

  const headroom = runs.map((run) => {
    const found = generatorHeadroom(run);
    if (!found) return `- ${databaseNames[run.database]}: no ceiling measured.`;
    const times = `${found.times.toFixed(1)} ×`;
    return found.times >= 5
      ? `- ${databaseNames[run.database]}: the ceiling is ${times} the fastest shop row (\`${found.fastest}\`): wrk out-runs the shop.`
      : `- ${databaseNames[run.database]}: **the ceiling is only ${times} the fastest shop row (\`${found.fastest}\`): wrk, which shares the two cores with the server, may be what limits the fastest rows**; they read low, not high.`;
  });

  const saleRows = runs.flatMap((run) =>
    (["browse", "sale-5", "sale-20"] as const).map((key) => {
      const result = run.rows[key];
      const what =
        key === "browse" ? "no checkout" : `${result?.buyers?.perSecond ?? key.slice(5)} checkouts/s`;
      if (!result) return `| ${databaseNames[run.database]} | ${what} | — | — | — | — | — |`;
      const hits = hitShare(result);
      const buyers = result.buyers
        ? `${result.buyers.prepared} prepared, ${result.buyers.paid} paid, ${result.buyers.refused} sold out, ${result.buyers.failures} failed`
        : "—";
      const kept =
        key === "browse" ? "1.00" : share(result.requestsPerSecond, run.rows.browse?.requestsPerSecond);
      return `| ${databaseNames[run.database]} | ${what} | ${rate(result.requestsPerSecond)} | ${kept} | ${ms(result.p99Ms)} | ${hits === null ? "—" : `${(hits * 100).toFixed(1)}%`} | ${buyers} |`;
    }),
  );

  const searchRows = runs
    .filter((run) => run.search)
    .flatMap((run) => {
      const search = run.search!;
      const line = (what: string, result: Measurement) =>
        result.requests === 0
          ? `| ${databaseNames[run.database]} | ${what} | 0 | no answer | in time | — | ${result.failures} |`
          : `| ${databaseNames[run.database]} | ${what} | ${rate(result.requestsPerSecond)} | ${ms(result.p50Ms)} | ${ms(result.p95Ms)} | ${ms(result.p99Ms)} | ${result.failures} |`;
      return [
        line("search page `/search?q=…`", search.page),
        line("data request `/search.data?q=…`", search.data),
        line("search page, one at a time (1 connection, each query twice)", search.alone),
        ...(search.filteredCounts
          ? [
              line(
                "filtered list with its counts (data), one at a time (each 5 times)",
                search.filteredCounts,
              ),
            ]
          : []),
      ];
    });

  return `# Benchmark report

Generated by \`npm run bench\` on ${input.date.toISOString()} at ${input.revision}.
${busyWarning(machine) ?? ""}

## Goals (issues 10 and 24)

| what | goal | measured | met |
|---|---|---|:---:|
${input.goals.map((goal) => `| ${goal.what} | ${goal.goal} | ${goal.measured} | ${mark(goal.met)} |`).join("\n")}

✓ met, ✗ missed, — not measured in this run. A row with failed requests never counts as met.

## Machine

- ${machine.cores} cores (${machine.cpu}), ${machine.memoryGiB} GiB, ${machine.system}
- Node ${machine.node}
- load average before the run ${load(machine.loadBefore)}, after it ${load(machine.loadAfter)} (1, 5, 15 min): a load above the number of cores before the run means other work shared the machine, and the numbers below are lower than the shop's.

## Results

${settings.connections} connections, ${settings.duration} s per row after a ${settings.warmup} s warm-up, every request with \`Accept-Encoding: br, gzip\`.

${table}

- **bytes sent**: the answer's size on the wire and its \`Content-Encoding\`, as the shop sent it to that header (embedded database's shop; PostgreSQL's differs by a few bytes at most).
- **× ceiling**: the row's req/s divided by the bare ceiling's. The ceiling is a bare \`node:http\` server in its own process sending, for every request, the very bytes the shop sent for \`${ceilingPage}\` when asked with \`Accept-Encoding: br\`, with the same \`Content-Encoding\`: what this machine can do when a page costs nothing but sending it. The load generator is wrk, a C program in its own process (2 threads), so that it out-runs the server: the bench's own Node process could not (issue 24: it read a ceiling of 12,818 req/s where wrk gets 83,000–90,000). It still shares the machine's two cores with the server under test. It is measured for each database just before its cached rows, and each database's rows are divided by its own ceiling (on a busy machine the two ceilings differ: that difference is the noise).
- **Does the load generator out-run the shop?** The ceiling over the fastest shop row, which should be 5 × or more:
${headroom.join("\n")}
- **cached** rows: a shop started normally, so public pages come from its in-process page cache after the first request (decision 007). **uncached** rows and search: the same shop started with \`PAGE_CACHE=off\`, every page rendered for every request (no cookies added: the same requests as the cached rows).
- **plain React Router** rows: the yardstick for the uncached rows. A React Router app of two pages (\`bench/reference\`), built with the shop's React Router settings and served as the shop serves pages (Express, React Router's request handler, the shop's \`entry.server\` way of rendering and its compression) but with nothing of the shop's: no database, middleware, translations or site frame. One page lists 50 products from its loader, each a card with a link, picture, brand, name, rating, price and button; the other is a title and a paragraph. Measured after each database's uncached rows, in the same state of the machine.
- **search** row: every connection goes through the queries ${searchQueries.map(({ query }) => `\`${query}\``).join(", ")} in turn (words the catalogue has, typos, and nothing to find).
- **checkout**: each connection is a buyer with its own checkout session, preparing orders back to back (see Checkout below); timed by the bench itself, with \`fetch\`.
- Latencies are wrk's (its recorded latency percentiles, in microseconds), except the checkout row and search one at a time, which the bench times itself. Failures count answers outside 2xx/3xx, socket errors and timeouts. Answers still in flight when a row's time is up are not counted: a row whose answers take about as long as its duration has few answers and flattering percentiles, so read such rows with a longer \`BENCH_DURATION\`.

## Sale day

A shopper browsing the ${browsingPaths.length} public pages ${browsingPaths.map((path) => `\`${path}\``).join(", ")} in turn (wrk, every answer's \`x-page-cache\` read), first with no checkout going on, then while buyers start 5 and then 20 checkouts a second (\`POST /api/create-payment-intent\`, started on a steady clock from the bench's process: each a new buyer with one unit of a product from anywhere in the catalogue, one in three paying at once with the sandbox's test card). Low-stock products sell down and out as on a real sale day, and their pages change; the buyers start before the row's warm-up and stop when it ends. **kept** is the row's rate over browsing with no checkout.

| database | checkouts | req/s | kept | p99 ms | cache hits | buyers during the row |
|---|---|---:|---:|---:|---:|---|
${saleRows.join("\n")}

## Server memory

RSS of the shop's process (\`VmRSS\` from \`/proc/<pid>/status\`) after its start and its first answered page, and after its load; peak is the process's high-water mark (\`VmHWM\`).

| shop process |${runs.map((run) => ` ${databaseNames[run.database]} after start | after the run | peak |`).join("")}
|---|${runs.map(() => "---:|---:|---:|").join("")}
${memoryRow("first start on a new database (migrations, demo seed), PAGE_CACHE=off", (run) => run.memory.uncached)}
${memoryRow("restart with the page cache on (the shop as it runs)", (run) => run.memory.cached)}
${memoryRow(`start on ${int(settings.products)} products, PAGE_CACHE=off`, (run) => run.memory.search)}

The memory goal is read on the restart: a shop starts on an existing database every time but the first; the first start's peak (creating the embedded database) is shown above as it is.

## Search on ${int(settings.products)} products

${
  searchRows.length
    ? `The demo catalogue grown with variations of its products (another flavour, another pack: same brands, categories and artwork; \`bench/lib/large-catalogue.ts\`), added through the db layer in batches and then \`ANALYZE\`d; the shop restarted on it with \`PAGE_CACHE=off\`. Each connection goes through ${searchQueries.length} queries in turn: ${searchQueries.map(({ kind, query }) => `\`${query}\` (${kind === "words" ? "words it has" : kind === "typo" ? "a typo" : "nothing to find"})`).join(", ")}. The page is what a shopper waits for, and what the goal is checked on; the data request (\`.data\`, React Router's loader answer) is the search without the render; one at a time is the same pages on a single connection, every answer counted: how long one search takes with no queue in front of it. The filtered lists (issue 28) are ${filteredListDataPaths.map((path) => `\`${path}\``).join(", ")}, one at a time the same way. Each one-at-a-time row starts with one round that is not counted, as every wrk row has its warm-up; its slowest answer is shown beside the goal (for the filtered lists, that round is each address's first request since the shop started).

| database | request | req/s | p50 ms | p95 ms | p99 ms | failures |
|---|---|---:|---:|---:|---:|---:|
${searchRows.join("\n")}`
    : "Not measured in this run (`--products 0`)."
}

## First-load JavaScript

The scripts a page asks for before anything else (its module preloads and entry), each gzipped as a pre-compressed asset is served.

| page | scripts | gzipped | uncompressed |
|---|---:|---:|---:|
${input.scripts.map((page) => `| \`${page.page}\` | ${page.files.length} | ${kb(page.gzipBytes)} | ${kb(page.bytes)} |`).join("\n")}

${input.scripts
  .slice(0, 1)
  .map(
    (page) => `The largest scripts of \`${page.page}\`:

| script | bytes | gzipped |
|---|---:|---:|
${page.files
  .toSorted((a, b) => b.gzipBytes - a.gzipBytes)
  .slice(0, 10)
  .map((file) => `| \`${file.path}\` | ${int(file.bytes)} | ${int(file.gzipBytes)} |`)
  .join("\n")}`,
  )
  .join("\n")}

## How it was measured

- The production build (\`server/main.js\`, NODE_ENV=production, LOG_LEVEL=${settings.logLevel}, request logs to /dev/null, RATE_LIMITS=off since every buyer comes from loopback) on a loopback port, one process per start.
- Embedded database: a new PGlite data directory in a temporary folder. ${postgres ? "PostgreSQL: a scratch database created for the run on the server of `BENCH_DATABASE_URL` and dropped at the end." : "PostgreSQL: not measured in this run (set `BENCH_DATABASE_URL` to a server where the role may create databases)."}
- Per database: (1) a first start with \`PAGE_CACHE=off\` on the new database (it migrates and seeds the demo catalogue): uncached pages and search; (2) a restart with the page cache on: cached pages, \`/api/health\`, checkout and the oversell check; (3) the catalogue grown to ${int(settings.products)} products and a start with \`PAGE_CACHE=off\`: search.
- wrk, ${settings.connections} connections on 2 threads, no pipelining, a ${settings.warmup} s warm-up of each target before its ${settings.duration} s. After the warm-up and after each row the bench waits (up to 5 s) until the shop answers \`/api/health\` within 20 ms: wrk drops the requests in flight when its time is up, but the shop still works on them, and that work must not land on the next row. wrk comes from Debian's package; the bench installs it when it is missing (as \`.ci/run\` installs Chromium).
${renderCheckoutSection(
  runs.flatMap((run) => (run.checkout ? [{ database: databaseNames[run.database], ...run.checkout }] : [])),
)}
## How to run

\`\`\`sh
npm run bench                                   # 5 s per row, 10 connections, embedded database, 10,000 products for search
BENCH_DATABASE_URL=postgresql://user:pass@127.0.0.1:5432/postgres npm run bench   # and PostgreSQL, side by side
npm run bench -- --products 0                   # without the large catalogue
BENCH_DURATION=3 npm run bench                  # a quick look
\`\`\`

\`BENCH_DATABASE_URL\` names a server and a database the role can connect to; the bench creates its own database there (the role needs CREATEDB) and drops it at the end (it never writes to the one named). Other settings: \`BENCH_DURATION\` (seconds per row, default 5), \`BENCH_CONNECTIONS\` (default 10), \`BENCH_WARMUP\` (seconds, default 2), \`BENCH_LOG_LEVEL\` (default info), \`BENCH_SHOP_LOG\` (a file for the shops' logs; default: none kept). What is loaded is in \`bench/routes.ts\`. Numbers from a busy machine are not comparable with a quiet one's: check the load average above.
`;
}

const int = (value: number) => Math.round(value).toLocaleString("en-US");
/** A rate: whole numbers, but one decimal below 10 (a search a second is not 0). */
const rate = (value: number) => (value < 10 ? value.toFixed(1) : int(value));
const ms = (value: number) => value.toFixed(1);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const mb = (bytes: number) => `${Math.round(bytes / 1e6).toLocaleString("en-US")} MB`;

function share(rate: number, ceiling: number | undefined): string {
  const value = shareOf(rate, ceiling);
  return value === null ? "n/a" : value.toFixed(3);
}

/**
 * A warning at the top of the report when the machine was busy: a 1-minute load average above
 * its number of cores, before or after the run, means other work took CPU from the shop and the
 * load generator, so every rate is lower and every latency higher than the shop's own.
 */
export function busyWarning(
  machine: Pick<ReportInput["machine"], "cores" | "loadBefore" | "loadAfter">,
): string | null {
  const worst = Math.max(machine.loadBefore[0] ?? 0, machine.loadAfter[0] ?? 0);
  if (worst <= machine.cores) return null;
  return `
> **A busy machine:** the 1-minute load average reached ${worst.toFixed(1)} on ${machine.cores} cores around this run (see Machine). Other work shared the CPU, so these numbers are lower than the shop's and not comparable with a run on a quiet machine; a ✗ here may be the machine's.
`;
}

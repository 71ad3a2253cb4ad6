// `npm run lighthouse [-- --url <origin> | --port <n>] [--runs <n>] [--save <dir>]`: runs Lighthouse
// (mobile, simulated throttling: its defaults) in Debian's Chromium on the home page, /products and
// a product page, --runs times each (default 3, the median run counts), prints each page's four
// category scores and the audits that cost points, and exits 1 naming every page and category under
// its budget (scripts/lighthouse/budget.ts). Without --url it builds the production shop if needed
// and starts it on a fresh embedded database with the demo catalogue, as `npm run bench` does (on
// --port, else a free port). --save writes each page's median HTML and JSON reports into a folder.
// Nothing leaves the machine: the shop serves its own fonts and images, and a request to any other
// origin fails the run.
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { launch } from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import { buildShop, startShop, type RunningServer } from "../bench/lib/servers";
import {
  budgetMisses,
  categoryScores,
  CATEGORIES,
  costlyAudits,
  foreignRequests,
  medianRun,
  scoreTable,
  type Scores,
} from "./lighthouse/budget";
import { runCommand } from "./run-command";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium";

const usage =
  "Usage: npm run lighthouse [-- --url <origin of a running shop> | --port <port>] [-- --save <dir>]";

const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_FLAGS];
class UsageError extends Error {}

interface Options {
  url?: string;
  port?: number;
  save?: string;
  runs: number;
}

function parseArgs(args: string[]): Options {
  const options: Options = { runs: 3 };
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    const value = args[i + 1];
    if (!["--url", "--port", "--save", "--runs"].includes(arg) || !value || value.startsWith("--"))
      throw new UsageError(`Unexpected argument ${arg}. ${usage}`);
    if (arg === "--url") {
      if (!URL.canParse(value)) throw new UsageError(`--url ${value} is not a URL. ${usage}`);
      options.url = new URL(value).origin;
    } else if (arg === "--port") {
      options.port = Number(value);
      if (!Number.isInteger(options.port) || options.port < 1 || options.port > 65535)
        throw new UsageError(`--port ${value} is not a port. ${usage}`);
    } else if (arg === "--runs") {
      options.runs = Number(value);
      if (!Number.isInteger(options.runs) || options.runs < 1)
        throw new UsageError(`--runs ${value} is not a number of runs. ${usage}`);
    } else options.save = value;
    i += 1;
  }
  if (options.url && options.port) throw new UsageError(`--url and --port exclude each other. ${usage}`);
  return options;
}

/** The first product the product list links to: a real product page of this catalogue. */
async function aProductPage(origin: string): Promise<string> {
  const html = await (await fetch(`${origin}/products`)).text();
  const match = /href="(\/product\/[^"?#]+)"/.exec(html);
  if (!match) throw new Error(`${origin}/products links to no product page`);
  return match[1]!;
}

function answers(origin: string): Promise<boolean> {
  return fetch(`${origin}/api/health`).then(
    (answer) => answer.ok,
    () => false,
  );
}

/**
 * One Lighthouse run. A run that Lighthouse itself could not complete (a trace without its
 * navigation start, a page that did not load in time) is tried again, twice at most.
 */
async function audit(url: string, port: number, attempts = 3): Promise<{ lhr: Result; report: string }> {
  for (let attempt = 1; ; attempt += 1) {
    const run = await lighthouse(url, {
      port,
      logLevel: "error",
      output: "html",
      onlyCategories: [...CATEGORIES],
    });
    if (!run) throw new Error(`Lighthouse gave no result for ${url}`);
    const problem = run.lhr.runtimeError?.message;
    if (!problem) return { lhr: run.lhr, report: run.report as string };
    if (attempt >= attempts) throw new Error(`Lighthouse failed on ${url}: ${problem}`);
    console.warn(`  Lighthouse failed on ${url} (${problem}); trying again`);
  }
}

async function main(args: string[]): Promise<number> {
  const options = parseArgs(args);
  let shop: RunningServer | undefined;
  let temp: string | undefined;
  try {
    let origin = options.url;
    if (!origin) {
      console.log("Building the shop if needed…");
      buildShop();
      console.log("Starting the shop on a fresh database…");
      temp = await mkdtemp(path.join(os.tmpdir(), "sweet-trip-lighthouse-"));
      const dataDir = path.join(temp, "data");
      shop = await startShop({
        database: { kind: "embedded", dataDir },
        dataDir,
        pageCache: true,
        logLevel: "warn",
        port: options.port,
      });
      origin = shop.url;
    }

    const pages = ["/", "/products", await aProductPage(origin)];
    // A visitor meets a warm shop: rendered once, the public pages come from the page cache, and
    // the simulated load starts from the server's answer time that Lighthouse observes.
    for (const page of pages) {
      const answer = await fetch(`${origin}${page}`);
      if (!answer.ok) throw new Error(`${origin}${page} answered ${answer.status}`);
      await answer.arrayBuffer();
    }
    if (options.save) await mkdir(options.save, { recursive: true });

    const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS, logLevel: "error" });
    const results: { page: string; scores: Scores }[] = [];
    let foreign: string[] = [];
    try {
      for (const page of pages) {
        const runs: { lhr: Result; report: string }[] = [];
        for (let i = 1; i <= options.runs; i += 1) {
          const run = await audit(`${origin}${page}`, chrome.port);
          const { lhr } = run;
          // A shop that stopped answering makes every later audit a false failure.
          if (!(await answers(origin)))
            throw new Error(`the shop at ${origin} stopped answering during the run on ${page}`);
          for (const warning of lhr.runWarnings) console.warn(`  warning: ${warning}`);
          const requests = lhr.audits["network-requests"]?.details;
          const items = requests && "items" in requests ? (requests.items as { url: string }[]) : [];
          foreign = [...foreign, ...foreignRequests(items, origin).map((url) => `${page}: ${url}`)];
          // Simulated throttling scales what this machine measured: a busy machine (a low
          // benchmark index) scores lower, so the index is shown with each run.
          console.log(
            `${page} run ${i}/${options.runs}: performance ${categoryScores(lhr).performance ?? "error"} (benchmark index ${Math.round(lhr.environment.benchmarkIndex)})`,
          );
          runs.push(run);
        }

        const median = medianRun(runs.map((run) => run.lhr));
        const { lhr, report } = runs.find((run) => run.lhr === median)!;
        const scores = categoryScores(lhr);
        results.push({ page, scores });
        const metrics = [
          "first-contentful-paint",
          "largest-contentful-paint",
          "total-blocking-time",
          "cumulative-layout-shift",
          "speed-index",
        ]
          .map((id) => `${lhr.audits[id]?.title ?? id} ${lhr.audits[id]?.displayValue ?? "?"}`)
          .join(", ");
        console.log(`  ${options.runs > 1 ? "median run: " : ""}${metrics}`);
        for (const category of CATEGORIES) {
          for (const audit of costlyAudits(lhr, category)) {
            const value = audit.displayValue ? ` (${audit.displayValue})` : "";
            console.log(`  ${category}: -${audit.pointsLost.toFixed(1)} ${audit.id}: ${audit.title}${value}`);
          }
        }
        if (options.save) {
          const name = page === "/" ? "home" : page.slice(1).replaceAll("/", "-");
          await writeFile(path.join(options.save, `${name}.html`), report);
          await writeFile(path.join(options.save, `${name}.json`), JSON.stringify(lhr, null, 2));
        }
      }
    } finally {
      chrome.kill();
    }

    console.log(`\n${scoreTable(results)}\n`);
    const misses = budgetMisses(results);
    for (const miss of misses)
      console.error(
        `${miss.page}: ${miss.category} ${miss.score ?? "could not be scored"}, under its budget of ${miss.budget}`,
      );
    for (const request of foreign) console.error(`a request left the shop: ${request}`);
    if (misses.length === 0 && foreign.length === 0) console.log("Every page meets its budgets.");
    return misses.length === 0 && foreign.length === 0 ? 0 : 1;
  } finally {
    await shop?.stop();
    if (temp) await rm(temp, { recursive: true, force: true });
  }
}

runCommand(() => main(process.argv.slice(2)), [UsageError]);

/**
 * The first-load JavaScript of the pages the bench weighs (`weighedPages`), in English and
 * Spanish, as `npm run bench` counts it (`firstLoadScripts`: every script the page's HTML names,
 * gzipped), without the bench's load tests: the production build (made first when the sources are
 * newer than it) on a fresh embedded database, for a minute or so. Exits with 1 when a page is
 * over the goal. `--files` lists each page's scripts.
 *
 * Run: `npx tsx bench/weigh-first-load.ts` (decision 097).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { firstLoadScripts } from "./lib/page-weight";
import { buildShop, startShop } from "./lib/servers";
import { weighedPages } from "./routes";

/** The goal (issue 10 item 4, issue 24): at most this much per page, gzipped. */
const GOAL_KIB = 130;
const listFiles = process.argv.includes("--files");

buildShop();
const dataDir = mkdtempSync(path.join(tmpdir(), "sweet-trip-weigh-"));
const shop = await startShop({
  database: { kind: "embedded", dataDir },
  dataDir,
  pageCache: false,
  logLevel: "error",
  clientLimits: false,
});
let over = 0;
try {
  for (const page of weighedPages) {
    for (const address of [page, `${page}?lang=es`]) {
      const weight = await firstLoadScripts(shop.url, address);
      const kib = weight.gzipBytes / 1024;
      if (kib > GOAL_KIB) over += 1;
      console.log(
        `${address.padEnd(36)} ${kib.toFixed(1).padStart(6)} KiB in ${weight.files.length} scripts`,
      );
      if (listFiles)
        for (const file of [...weight.files].sort((a, b) => b.gzipBytes - a.gzipBytes))
          console.log(`    ${file.path.padEnd(52)} ${(file.gzipBytes / 1024).toFixed(1).padStart(5)} KiB`);
    }
  }
} finally {
  await shop.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
if (over > 0) {
  console.error(`${over} of them over ${GOAL_KIB} KiB`);
  process.exitCode = 1;
}

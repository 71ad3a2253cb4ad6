// `npm start` from a fresh clone must just work: build the app when there is no build yet or
// when a source file is newer than the last build.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const STAMP = "build/.stamp";
const SOURCES = [
  "app",
  "server",
  "public",
  "drizzle",
  "package-lock.json",
  "vite.config.ts",
  "scripts/vite",
  "react-router.config.ts",
];

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce(
    (max, name) => Math.max(max, newestMtime(path.join(entry, name))),
    stat.mtimeMs,
  );
}

const built = existsSync(STAMP) && existsSync("build/server/index.js") ? statSync(STAMP).mtimeMs : 0;
const changed = Math.max(...SOURCES.map(newestMtime));
if (built >= changed) process.exit(0);

console.log(built ? "Sources changed since the last build: building…" : "No build yet: building the shop…");
const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
if (result.status !== 0) process.exit(result.status ?? 1);
writeFileSync(STAMP, new Date().toISOString());

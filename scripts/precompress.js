// Writes .br and .gz copies of the built client files, once at build time, so the server sends
// them as they are instead of compressing every request (DESIGN: compressing in the Node process
// halves its throughput).
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const ROOT = "build/client";
const COMPRESSIBLE = new Set([".js", ".css", ".svg", ".html", ".json", ".xml", ".txt", ".webmanifest"]);
const MIN_BYTES = 1024;

function* files(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

let count = 0;
let saved = 0;
for (const file of files(ROOT)) {
  if (!COMPRESSIBLE.has(path.extname(file)) || statSync(file).size < MIN_BYTES) continue;
  const body = readFileSync(file);
  const brotli = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  writeFileSync(`${file}.br`, brotli);
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  count += 1;
  saved += body.length - brotli.length;
}
console.log(`Pre-compressed ${count} files in ${ROOT} (brotli saves ${(saved / 1024).toFixed(0)} KiB).`);

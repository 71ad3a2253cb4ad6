// `npx tsx scripts/generate-artwork.ts`: draws every image of the demo catalogue into
// public/images from the catalogue data. Deterministic: a second run writes identical files.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { renderArtwork } from "./artwork";

const publicDir = path.resolve("public");
const files = renderArtwork();

let written = 0;
for (const [relative, content] of files) {
  const target = path.join(publicDir, relative);
  mkdirSync(path.dirname(target), { recursive: true });
  let current: string | undefined;
  try {
    current = readFileSync(target, "utf8");
  } catch {
    current = undefined;
  }
  if (current !== content) {
    writeFileSync(target, content);
    written++;
  }
}

// Product images that no product uses any more.
const productsDir = path.join(publicDir, "images/products");
let removed = 0;
for (const name of readdirSync(productsDir)) {
  if (!files.has(`images/products/${name}`)) {
    rmSync(path.join(productsDir, name));
    removed++;
  }
}

const bytes = [...files.values()].reduce((sum, content) => sum + Buffer.byteLength(content), 0);
console.log(
  `artwork: ${files.size} files (${written} written, ${removed} removed), ${Math.round(bytes / 1024)} KB in all, ` +
    `largest ${Math.round(Math.max(...[...files.values()].map((c) => Buffer.byteLength(c))) / 1024)} KB`,
);

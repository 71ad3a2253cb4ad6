// `npx tsx scripts/make-logo-video.ts`: renders the home page's video logo from the logo artwork
// (public/images/logo.svg) into public/video/: logo.webm (VP9), logo.mp4 (H.264) and
// logo-poster.webp (the first frame, shown before playing and under reduced motion).
//
// Needs Chromium (/usr/bin/chromium, as the browser tests) to draw the frames and ffmpeg
// (`apt-get install -y ffmpeg`) to encode them. The outputs are committed: running the shop
// needs neither. Every motion is periodic over the clip, so the video loops without a seam.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { chromium } from "playwright-core";

// The scene is drawn in a 640 × 360 space and captured at 1.25×: an 800 × 450 video.
const WIDTH = 640;
const HEIGHT = 360;
const SCALE = 1.25;
const FPS = 30;
const SECONDS = 3;
/** The page loads every output file of the video; above this the script fails. */
const MAX_BYTES = 150 * 1024;

const root = path.resolve(import.meta.dirname, "..");
const outDir = path.join(root, "public/video");
const logoSvg = readFileSync(path.join(root, "public/images/logo.svg"), "utf8");
const fredoka = pathToFileURL(
  path.join(root, "node_modules/@fontsource-variable/fredoka/files/fredoka-latin-wght-normal.woff2"),
).href;

/** The parts of the logo that move on their own, taken from the artwork so the two never differ. */
function logoParts(svg: string) {
  const defs = /<defs>(.*?)<\/defs>/s.exec(svg)?.[1];
  const mark = /<g transform="rotate\(-18\)">(.*?)<\/g><\/g>/s.exec(svg)?.[1];
  const text = /<text ([^>]*)>([^<]*)<\/text>/.exec(svg);
  const shapes = mark?.match(/<(?:path|circle|ellipse)\b[^>]*\/>/g);
  // The mark is drawn as: two wrapper ends, their creases, the sweet, its swirl, its shine.
  if (!defs || !text || shapes?.length !== 6) throw new Error("public/images/logo.svg changed shape");
  const [leftEnd, rightEnd, creases, sweet, swirl, shine] = shapes as [string, ...string[]];
  const textFill = /fill="url\(#(\w+)\)"/.exec(text[1]!)?.[1];
  if (!textFill) throw new Error("the logo's name has no gradient fill");
  return { defs, leftEnd, rightEnd, creases, sweet, swirl, shine, name: text[2]!, textFill };
}

const parts = logoParts(logoSvg);

// Sparkles around the mark: x, y, size, phase (fraction of the loop).
const sparkles = [
  [150, 70, 16, 0],
  [488, 64, 13, 0.35],
  [522, 178, 18, 0.6],
  [118, 196, 12, 0.8],
  [214, 40, 10, 0.15],
  [420, 34, 11, 0.5],
  [566, 100, 9, 0.9],
  [84, 112, 10, 0.25],
  [592, 252, 11, 0.7],
  [50, 262, 13, 0.45],
] as const;

// Little sweets orbiting the mark, in the shop's candy colours.
const orbiters = ["#fcd34d", "#34d399", "#fb923c", "#f472b6"] as const;

const scene = `<!doctype html>
<html><head><meta charset="utf-8"><style>
@font-face { font-family: "Fredoka"; src: url("${fredoka}") format("woff2"); font-weight: 300 700; }
html, body { margin: 0; background: #120d24; }
svg { display: block; }
</style></head><body>
<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"
  font-family="Fredoka, sans-serif">
  <defs>${parts.defs}
    <radialGradient id="sky" cx=".5" cy=".42" r=".75">
      <stop offset="0" stop-color="#3a1f6e"/><stop offset=".55" stop-color="#21143f"/><stop offset="1" stop-color="#120d24"/>
    </radialGradient>
    <filter id="blur" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="38"/></filter>
    <linearGradient id="sheen" x1="0" y1="0" x2="1" y2="0" gradientUnits="objectBoundingBox">
      <stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset=".5" stop-color="#fff" stop-opacity=".85"/>
      <stop offset="1" stop-color="#fff" stop-opacity="0"/>
    </linearGradient>
    <radialGradient id="orb-shine" cx=".35" cy=".3" r=".7">
      <stop offset="0" stop-color="#fff" stop-opacity=".75"/><stop offset=".45" stop-color="#fff" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>
  <circle id="glow-pink" cx="170" cy="150" r="95" fill="#ec4899" filter="url(#blur)"/>
  <circle id="glow-blue" cx="470" cy="170" r="95" fill="#3b82f6" filter="url(#blur)"/>
  <g id="sparkles">${sparkles
    .map(
      ([x, y, size], i) =>
        `<path id="sparkle-${i}" transform="translate(${x} ${y})" fill="${i % 3 ? "#fff" : "#fcd34d"}"
          d="M0 -${size}Q0 0 ${size} 0Q0 0 0 ${size}Q0 0 -${size} 0Q0 0 0 -${size}Z"/>`,
    )
    .join("")}</g>
  <g id="behind"></g>
  <g id="mark">
    <g id="left-end">${parts.leftEnd}</g><g id="right-end">${parts.rightEnd}</g>${parts.creases}
    ${parts.sweet}<g id="swirl">${parts.swirl}</g>${parts.shine}
  </g>
  <g id="front"></g>
  <text id="name" x="${WIDTH / 2}" y="318" text-anchor="middle" font-size="62" font-weight="650"
    fill="url(#${parts.textFill})" letter-spacing="1">${parts.name}</text>
  <text id="name-sheen" x="${WIDTH / 2}" y="318" text-anchor="middle" font-size="62" font-weight="650"
    fill="url(#sheen)" letter-spacing="1" opacity=".7">${parts.name}</text>
  ${orbiters
    .map(
      (color, i) =>
        `<g id="orbiter-${i}"><circle r="11" fill="${color}"/><circle r="11" fill="url(#orb-shine)"/></g>`,
    )
    .join("")}
</svg>
<script>
  const TAU = Math.PI * 2;
  const sparkles = ${JSON.stringify(sparkles)};
  const orbiters = ${orbiters.length};
  const byId = (id) => document.getElementById(id);
  // Draws the scene at loop position p in [0, 1): every motion below has a whole number of
  // cycles per loop.
  window.drawFrame = (p) => {
    const wave = (cycles, phase = 0) => Math.sin(TAU * (cycles * p + phase));
    const bob = -9 * wave(1);
    const tilt = 6 * wave(1, 0.25);
    const scale = 2.35 * (1 + 0.025 * wave(2));
    byId("mark").setAttribute("transform",
      "translate(320 152) scale(" + scale + ") translate(0 " + bob / scale + ") rotate(" + (-18 + tilt) + ")");
    // The wrapper ends flutter; the swirl turns once per loop.
    const flap = 1 + 0.09 * wave(2);
    byId("left-end").setAttribute("transform", "translate(-24 0) scale(" + flap + " " + (2 - flap) + ") translate(24 0)");
    byId("right-end").setAttribute("transform", "translate(24 0) scale(" + flap + " " + (2 - flap) + ") translate(-24 0)");
    byId("swirl").setAttribute("transform", "rotate(" + 360 * p + ")");
    byId("glow-pink").setAttribute("opacity", 0.55 + 0.2 * wave(1));
    byId("glow-blue").setAttribute("opacity", 0.55 - 0.2 * wave(1));
    sparkles.forEach(([x, y], i) => {
      const s = Math.max(0, wave(1, sparkles[i][3]));
      byId("sparkle-" + i).setAttribute("transform",
        "translate(" + x + " " + y + ") rotate(" + 45 * p + ") scale(" + s * s + ")");
    });
    // The sheen crosses the name once per loop, out of sight for the first and last quarter.
    const sweep = -1.5 + 4 * p;
    byId("sheen").setAttribute("gradientTransform", "translate(" + sweep + " 0) scale(.6 1)");
    for (let i = 0; i < orbiters; i++) {
      // A quarter step off the axes, so the still first frame has no sweet in front of the mark.
      const angle = TAU * (p + (i + 0.5) / orbiters);
      const x = 320 + 200 * Math.cos(angle);
      const y = 150 + 46 * Math.sin(angle) + bob;
      const depth = 0.75 + 0.25 * Math.sin(angle);
      const orbiter = byId("orbiter-" + i);
      orbiter.setAttribute("transform", "translate(" + x + " " + y + ") scale(" + depth + ")");
      byId(Math.sin(angle) < 0 ? "behind" : "front").appendChild(orbiter);
    }
  };
</script></body></html>`;

function encode(args: string[]) {
  execFileSync("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", ...args], { stdio: "inherit" });
}

async function main() {
  const work = mkdtempSync(path.join(tmpdir(), "logo-video-"));
  try {
    const page = path.join(work, "scene.html");
    writeFileSync(page, scene);
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
    });
    try {
      const tab = await browser.newPage({
        viewport: { width: WIDTH, height: HEIGHT },
        deviceScaleFactor: SCALE,
      });
      await tab.goto(pathToFileURL(page).href);
      await tab.evaluate(() => document.fonts.ready);
      const frames = FPS * SECONDS;
      for (let frame = 0; frame < frames; frame++) {
        await tab.evaluate(
          (p) => (window as unknown as { drawFrame(p: number): void }).drawFrame(p),
          frame / frames,
        );
        await tab.screenshot({ path: path.join(work, `frame-${String(frame).padStart(3, "0")}.png`) });
      }
    } finally {
      await browser.close();
    }

    const input = ["-framerate", String(FPS), "-i", path.join(work, "frame-%03d.png")];
    const webm = path.join(outDir, "logo.webm");
    const mp4 = path.join(outDir, "logo.mp4");
    const poster = path.join(outDir, "logo-poster.webp");
    // Constant quality, no audio track; yuv420p plays everywhere.
    encode([
      ...input,
      "-c:v",
      "libvpx-vp9",
      "-b:v",
      "0",
      "-crf",
      "40",
      "-row-mt",
      "1",
      "-pix_fmt",
      "yuv420p",
      "-an",
      webm,
    ]);
    encode([
      ...input,
      "-c:v",
      "libx264",
      "-preset",
      "veryslow",
      "-crf",
      "27",
      "-profile:v",
      "high",
      "-pix_fmt",
      "yuv420p",
      "-movflags",
      "+faststart",
      "-an",
      mp4,
    ]);
    encode(["-i", path.join(work, "frame-000.png"), "-c:v", "libwebp", "-quality", "82", poster]);

    for (const file of [webm, mp4, poster]) {
      const bytes = statSync(file).size;
      console.log(`${path.relative(root, file)}: ${Math.round(bytes / 1024)} KB`);
      if (bytes > MAX_BYTES)
        throw new Error(`${path.relative(root, file)} is larger than ${MAX_BYTES / 1024} KB`);
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

await main();

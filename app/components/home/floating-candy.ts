/**
 * Where the 48 decorative sweets behind the home hero float (spec section 9: 48, or 12 on
 * screens up to 768 px wide). Computed once from a fixed seed, so the server and the browser
 * draw the same layout and hydration never disagrees.
 */

export const FLOATING_CANDY_COUNT = 48;
export const FLOATING_CANDY_ON_SMALL_SCREENS = 12;

/** Close-ups of loose sweets from the shop's own product artwork; each file is fetched once. */
export const FLOATING_CANDY_IMAGES = [
  "/images/products/haribo-goldbears-2.svg",
  "/images/products/jolly-rancher-original-2.svg",
  "/images/products/bassetts-jelly-babies-2.svg",
  "/images/products/lindt-lindor-milk-2.svg",
  "/images/products/kasugai-muscat-gummy-2.svg",
  "/images/products/chupa-chups-classic-2.svg",
  "/images/products/haribo-starmix-2.svg",
  "/images/products/hi-chew-assorted-2.svg",
  "/images/products/jelly-belly-20-flavors-2.svg",
  "/images/products/kororo-grape-gummy-2.svg",
  "/images/products/ferrero-rocher-16-2.svg",
  "/images/products/airheads-assorted-2.svg",
] as const;

export interface FloatingCandyPiece {
  src: string;
  /** Position of the piece's centre, in percent of the hero. */
  left: number;
  top: number;
  /** Diameter in pixels. */
  size: number;
  opacity: number;
  /** One drift there and back, in seconds, and where in it the piece starts. */
  duration: number;
  delay: number;
  /** How far the piece drifts (pixels) and turns (degrees). */
  driftX: number;
  driftY: number;
  rotate: number;
  spin: number;
  /** Shown on small screens too. */
  onSmallScreens: boolean;
}

/** mulberry32: a tiny seeded generator, enough for a decorative layout. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const COLUMNS = 8;
const ROWS = FLOATING_CANDY_COUNT / COLUMNS;
/**
 * The columns kept on small screens: the outer ones, so the sweets frame the text rather than
 * sit under it. Two per row, six rows: twelve pieces.
 */
const SMALL_SCREEN_COLUMNS = new Set([0, COLUMNS - 1]);

function layOut(): FloatingCandyPiece[] {
  const random = seeded(20_240_601);
  const between = (low: number, high: number) => low + (high - low) * random();
  // One piece per cell of an 8 × 6 grid, placed anywhere in its cell: spread out, never in rows.
  return Array.from({ length: FLOATING_CANDY_COUNT }, (_, index) => {
    const column = index % COLUMNS;
    const row = Math.floor(index / COLUMNS);
    const size = Math.round(between(34, 78));
    return {
      src: FLOATING_CANDY_IMAGES[(index * 5) % FLOATING_CANDY_IMAGES.length]!,
      left: round(((column + between(0.15, 0.85)) / COLUMNS) * 100),
      top: round(((row + between(0.15, 0.85)) / ROWS) * 100),
      size,
      // Smaller pieces look farther away, so they are fainter.
      opacity: round(0.25 + ((size - 34) / 44) * 0.3),
      duration: Math.round(between(14, 28)),
      delay: -Math.round(between(0, 28)),
      driftX: Math.round(between(-28, 28)),
      driftY: Math.round(between(-36, -14)),
      rotate: Math.round(between(-30, 30)),
      spin: Math.round(between(-25, 25)),
      onSmallScreens: SMALL_SCREEN_COLUMNS.has(column),
    };
  });
}

const round = (value: number) => Math.round(value * 100) / 100;

export const floatingCandy: readonly FloatingCandyPiece[] = layOut();

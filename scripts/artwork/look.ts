import type { ProductSeed } from "~/db/seed/catalogue";
import { seededRandom } from "~/db/seed/random";
import { darken, lighten } from "./color";
import type { Defs } from "./svg";

/** Everything a drawing needs to know about one product, plus the document's <defs>. */
export interface Look {
  product: ProductSeed;
  pack: string;
  accent: string;
  treat: string;
  defs: Defs;
  /** Deterministic randomness for this product and view. */
  random: () => number;
}

export function lookFor(product: ProductSeed, defs: Defs, view: string): Look {
  const [pack, accent, treat] = product.palette;
  return { product, pack, accent, treat, defs, random: seededRandom(`${product.slug}:${view}`) };
}

/** Bright candy colours for mixed bags. */
export const CANDY = ["#ff4d6d", "#ffb703", "#8ac926", "#3fb8e8", "#f15bb5", "#ff7b00", "#9b5de5", "#ffe066"];

/** A glossy radial fill: light upper-left, deeper lower-right. */
export function gloss(defs: Defs, color: string, strength = 0.45): string {
  return `url(#${defs.radial(
    [
      [0, lighten(color, strength)],
      [0.55, color],
      [1, darken(color, 0.22)],
    ],
    0.4,
    0.35,
    0.7,
    0.32,
    0.28,
  )})`;
}

/** A cylinder's horizontal shading. */
export function cylinder(defs: Defs, color: string): string {
  return `url(#${defs.linear(
    [
      [0, darken(color, 0.28)],
      [0.22, lighten(color, 0.18)],
      [0.45, color],
      [0.85, darken(color, 0.12)],
      [1, darken(color, 0.3)],
    ],
    0,
    0,
    1,
    0,
  )})`;
}

/** A flat face lit from the top. */
export function face(defs: Defs, color: string, amount = 0.12): string {
  return `url(#${defs.linear([
    [0, lighten(color, amount)],
    [1, darken(color, amount)],
  ])})`;
}

export const between = (random: () => number, min: number, max: number) => min + random() * (max - min);

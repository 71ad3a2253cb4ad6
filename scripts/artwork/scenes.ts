/**
 * The images of a product on a 600 × 600 canvas: 1 the front of the pack, 2 the treats out of
 * the pack, 3 the back of the pack, 4 a close-up. Soft tinted background, shadows and
 * highlights from gradients, no raster and no web font.
 */
import type { ProductSeed } from "~/db/seed/catalogue";
import { darken, ink, lighten, saturation } from "./color";
import { between, CANDY, lookFor, type Look } from "./look";
import { drawPack, floorOf } from "./packs";
import { Defs, esc, FONT, n, textBlock } from "./svg";
import { treatAccent, treatGroup } from "./treats";

export const SIZE = 600;

/** The most colourful of the pack's colours, for tinting the backdrop. */
function tintOf(look: Look): string {
  const candidates = [look.pack, look.accent, look.treat];
  return candidates.reduce((best, color) => (saturation(color) > saturation(best) + 0.15 ? color : best));
}

function backdrop(look: Look, variant: number): string {
  const tint = tintOf(look);
  const id = look.defs.radial(
    [
      [0, lighten(tint, 0.9)],
      [0.7, lighten(tint, 0.8)],
      [1, lighten(tint, 0.68)],
    ],
    0.5,
    0.42,
    0.75,
  );
  const confetti = Array.from({ length: 12 }, (_, i) => {
    const a = between(look.random, 0, Math.PI * 2);
    const r = between(look.random, 230, 300);
    const x = 300 + Math.cos(a) * r;
    const y = 280 + Math.sin(a) * r * 0.9;
    const color = i % 3 === 0 ? lighten(tint, 0.45) : lighten(CANDY[(i + variant) % CANDY.length]!, 0.35);
    const rotate = n(between(look.random, 0, 180));
    switch (i % 4) {
      case 0:
        return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(between(look.random, 5, 10))}" fill="${color}"/>`;
      case 1:
        return `<rect x="${n(x)}" y="${n(y)}" width="18" height="6" rx="3" fill="${color}" transform="rotate(${rotate} ${n(x)} ${n(y)})"/>`;
      case 2:
        return `<path d="M${n(x)} ${n(y - 9)}l2.6 6.4 6.4 2.6-6.4 2.6-2.6 6.4-2.6-6.4-6.4-2.6 6.4-2.6Z" fill="${color}"/>`;
      default:
        return `<circle cx="${n(x)}" cy="${n(y)}" r="7" fill="none" stroke="${color}" stroke-width="3"/>`;
    }
  }).join("");
  return `<rect width="600" height="600" fill="url(#${id})"/><g opacity=".75">${confetti}</g>`;
}

function shadow(look: Look, y: number, width: number, strength = 0.3): string {
  const id = look.defs.radial([
    [0, darken(tintOf(look), 0.7), strength],
    [1, darken(tintOf(look), 0.7), 0],
  ]);
  return `<ellipse cx="300" cy="${n(y)}" rx="${n(width / 2 + 30)}" ry="${n(26)}" fill="url(#${id})"/>`;
}

function document(defs: Defs, title: string, body: string): string {
  // Clipped to the frame, so that nothing spills out when shown in a box of another shape.
  const frame = defs.clip(`<rect width="${SIZE}" height="${SIZE}"/>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}" width="${SIZE}" height="${SIZE}" role="img" font-family="${FONT}"><title>${esc(title)}</title>${defs}<g clip-path="url(#${frame})">${body}</g></svg>\n`;
}

const dish = (product: ProductSeed) => ["drink", "noodles", "spread", "cereal"].includes(product.treat);

/** The pack enlarged about the middle of its floor. */
function standing(look: Look, side: "front" | "back"): string {
  const { y, scale } = floorOf(look);
  const pack = drawPack(look, side);
  return scale === 1
    ? pack
    : `<g transform="translate(300 ${y}) scale(${scale}) translate(-300 -${y})">${pack}</g>`;
}

function front(product: ProductSeed): string {
  const defs = new Defs();
  const look = lookFor(product, defs, "front");
  const floor = floorOf(look);
  const half = (floor.width * floor.scale) / 2;
  const accents = dish(product)
    ? ""
    : `${treatAccent(look, 300 - half - 6, floor.y - 16, 0.62, 1, -24)}${treatAccent(look, 300 + half + 2, floor.y - 8, 0.7, 2, 18)}`;
  return document(
    defs,
    `${product.name}: front of the pack`,
    `${backdrop(look, 0)}${shadow(look, floor.y, floor.width * floor.scale)}${standing(look, "front")}${accents}`,
  );
}

function nameTag(look: Look): string {
  const background = look.pack;
  return `<rect x="120" y="510" width="360" height="58" rx="29" fill="${background}"/><rect x="120" y="510" width="360" height="58" rx="29" fill="none" stroke="#fff" stroke-width="4" opacity=".8"/>${textBlock(
    look.product.name,
    {
      x: 300,
      y: 539,
      width: 320,
      maxLines: 1,
      maxSize: 30,
      minSize: 12,
      fill: ink(background),
    },
  )}`;
}

function treats(product: ProductSeed): string {
  const defs = new Defs();
  const look = lookFor(product, defs, "treats");
  const plate = `<ellipse cx="300" cy="352" rx="236" ry="92" fill="${darken(tintOf(look), 0.6)}" opacity=".14"/><ellipse cx="300" cy="338" rx="230" ry="88" fill="#ffffff"/><ellipse cx="300" cy="338" rx="192" ry="68" fill="none" stroke="${lighten(tintOf(look), 0.6)}" stroke-width="4"/>`;
  const group = treatGroup(look, 300, 300, dish(product) ? 220 : 300, 9);
  return document(
    defs,
    `${product.name}: the treats out of the pack`,
    `${backdrop(look, 1)}${plate}${group}${nameTag(look)}`,
  );
}

function back(product: ProductSeed): string {
  const defs = new Defs();
  const look = lookFor(product, defs, "back");
  const floor = floorOf(look);
  return document(
    defs,
    `${product.name}: back of the pack`,
    `${backdrop(look, 2)}${shadow(look, floor.y, floor.width * floor.scale)}${standing(look, "back")}`,
  );
}

function closeUp(product: ProductSeed): string {
  const defs = new Defs();
  const look = lookFor(product, defs, "close");
  // Wide packs lie along the bottom edge with the treats above; tall ones stand at the left.
  const wide = ["bar", "prism", "praline-box", "tin"].includes(product.kind) || floorOf(look).y < 450;
  const pack = wide
    ? `<g transform="translate(-75 ${({ tin: 24, "praline-box": 4 } as Record<string, number>)[product.kind] ?? 90}) scale(1.25)">${drawPack(look, "front")}</g>`
    : `<g transform="translate(-250 -40) scale(1.25)">${drawPack(look, "front")}</g>`;
  const spots: [number, number, number, number][] = wide
    ? [
        [140, 190, 1.7, -14],
        [320, 250, 2.1, 10],
        [480, 170, 1.6, 24],
      ]
    : [
        [470, 200, 1.5, 20],
        [330, 300, 2.1, -12],
        [470, 450, 1.8, 8],
      ];
  const pieces = dish(product)
    ? treatAccent(look, wide ? 300 : 400, wide ? 230 : 350, 2.3, 0)
    : spots.map(([x, y, scale, rotate], i) => treatAccent(look, x, y, scale, [3, 1, 2][i]!, rotate)).join("");
  return document(
    defs,
    `${product.name}: close-up`,
    `${backdrop(look, 3)}${pack}<rect width="600" height="600" fill="${lighten(tintOf(look), 0.85)}" opacity=".2"/>${pieces}`,
  );
}

const views = [front, treats, back, closeUp];

/** The SVG of image `index` (1-based) of a product. */
export function productImage(product: ProductSeed, index: number): string {
  return views[index - 1]!(product);
}

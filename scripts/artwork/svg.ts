/** SVG building blocks: number formatting, escaping, gradients and fitted text. */

export const FONT = "Fredoka, Nunito, Arial Rounded MT Bold, Arial, sans-serif";

/** Short numbers keep the files small. */
export function n(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  if (rounded === 0) return "0";
  return String(rounded).replace(/^(-?)0\./, "$1.");
}

/** Circle and ellipse outlines as path data, so that several make one shape. */
export const circlePath = (cx: number, cy: number, r: number) => ellipsePath(cx, cy, r, r);
export const ellipsePath = (cx: number, cy: number, rx: number, ry: number) =>
  `M${n(cx - rx)} ${n(cy)}a${n(rx)} ${n(ry)} 0 1 0 ${n(2 * rx)} 0a${n(rx)} ${n(ry)} 0 1 0 ${n(-2 * rx)} 0`;

export function esc(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

export function attrs(values: Record<string, string | number | undefined>): string {
  return Object.entries(values)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => ` ${key}="${typeof value === "number" ? n(value) : esc(value!)}"`)
    .join("");
}

/** Collects <defs> for one document and hands out short unique ids. */
export class Defs {
  private items: string[] = [];
  private count = 0;
  private cache = new Map<string, string>();

  id(prefix = "d"): string {
    return `${prefix}${(this.count++).toString(36)}`;
  }

  /** Adds a definition built around a fresh id; identical definitions are shared. */
  add(prefix: string, build: (id: string) => string): string {
    const probe = build("@@");
    const cached = this.cache.get(probe);
    if (cached) return cached;
    const id = this.id(prefix);
    this.items.push(build(id));
    this.cache.set(probe, id);
    return id;
  }

  linear(stops: readonly (readonly [number, string, number?])[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    return this.add(
      "g",
      (id) =>
        `<linearGradient id="${id}"${attrs({ x1, y1, x2, y2 })}>${stops.map(stop).join("")}</linearGradient>`,
    );
  }

  radial(
    stops: readonly (readonly [number, string, number?])[],
    cx = 0.5,
    cy = 0.5,
    r = 0.5,
    fx?: number,
    fy?: number,
  ): string {
    return this.add(
      "r",
      (id) =>
        `<radialGradient id="${id}"${attrs({ cx, cy, r, fx, fy })}>${stops.map(stop).join("")}</radialGradient>`,
    );
  }

  clip(shape: string): string {
    return this.add("c", (id) => `<clipPath id="${id}">${shape}</clipPath>`);
  }

  toString(): string {
    return this.items.length ? `<defs>${this.items.join("")}</defs>` : "";
  }
}

function stop([offset, color, opacity]: readonly [number, string, number?]): string {
  return `<stop offset="${n(offset)}" stop-color="${color}"${opacity === undefined ? "" : ` stop-opacity="${n(opacity)}"`}/>`;
}

// Approximate advance widths (em) of a bold rounded sans: enough to wrap and fit text.
const narrow = new Set([..."iljtfrI.,:;'!|() "]);
const wide = new Set([..."mwMWOQGCD@%&"]);

export function textWidth(text: string, size: number, letterSpacing = 0): number {
  let em = 0;
  for (const char of text) {
    if (narrow.has(char)) em += char === " " ? 0.27 : 0.3;
    else if (wide.has(char)) em += 0.86;
    else if (char >= "A" && char <= "Z") em += 0.66;
    else if (char >= "0" && char <= "9") em += 0.58;
    else em += 0.56;
  }
  return em * size + letterSpacing * Math.max(0, [...text].length - 1);
}

export interface FittedText {
  lines: string[];
  size: number;
}

/** Wraps words into at most `maxLines` lines no wider than `width`, with the largest size that fits. */
export function fitText(
  text: string,
  width: number,
  maxLines: number,
  maxSize: number,
  minSize: number,
  height = Infinity,
  lineHeight = 1.05,
): FittedText {
  const words = text.split(/\s+/).filter(Boolean);
  for (let size = Math.floor(maxSize); size >= minSize; size -= 1) {
    const lines = wrap(words, width, size);
    const tallEnough = size + (lines.length - 1) * size * lineHeight <= height;
    if (lines.length <= maxLines && tallEnough && lines.every((line) => textWidth(line, size) <= width))
      return { lines, size };
  }
  // Too long even at the smallest size: squeeze into the lines we have (textLength does the rest).
  const lines = wrap(words, width, minSize);
  while (lines.length > maxLines) {
    const last = lines.pop()!;
    lines[lines.length - 1] += ` ${last}`;
  }
  return { lines, size: minSize };
}

function wrap(words: string[], width: number, size: number): string[] {
  const lines: string[] = [];
  for (const word of words) {
    const current = lines[lines.length - 1];
    if (current !== undefined && textWidth(`${current} ${word}`, size) <= width)
      lines[lines.length - 1] = `${current} ${word}`;
    else lines.push(word);
  }
  return lines;
}

export interface TextOptions {
  x: number;
  /** Vertical centre of the block. */
  y: number;
  width: number;
  /** Height of the box the block must fit, centred on y. */
  height?: number;
  maxLines?: number;
  maxSize: number;
  minSize?: number;
  fill: string;
  weight?: number;
  stroke?: string;
  strokeWidth?: number;
  lineHeight?: number;
  anchor?: "middle" | "start" | "end";
  letterSpacing?: number;
  transform?: string;
  upper?: boolean;
}

/**
 * A centred block of text that always fits its box: wrapped, sized, and pinned to its width
 * with textLength so that any fallback font keeps the layout.
 */
export function textBlock(text: string, options: TextOptions): string {
  const {
    x,
    y,
    width,
    height = Infinity,
    maxLines = 3,
    maxSize,
    minSize = Math.min(maxSize, 11),
    fill,
    weight = 700,
    stroke,
    strokeWidth = 0,
    lineHeight = 1.05,
    anchor = "middle",
    letterSpacing = 0,
    transform,
    upper = false,
  } = options;
  const content = upper ? text.toUpperCase() : text;
  const { lines, size } = fitText(content, width, maxLines, maxSize, minSize, height, lineHeight);
  const step = size * lineHeight;
  const top = y - (step * (lines.length - 1)) / 2 + size * 0.35;
  const spans = lines
    .map((line, index) => {
      const measured = Math.min(width, textWidth(line, size, letterSpacing));
      const length =
        [...line].length > 2 ? ` textLength="${n(measured)}" lengthAdjust="spacingAndGlyphs"` : "";
      return `<tspan x="${n(x)}" y="${n(top + index * step)}"${length}>${esc(line)}</tspan>`;
    })
    .join("");
  return `<text${attrs({
    "font-size": size,
    "font-weight": weight,
    "text-anchor": anchor,
    "letter-spacing": letterSpacing || undefined,
    fill,
    stroke,
    "stroke-width": stroke ? strokeWidth : undefined,
    "stroke-linejoin": stroke ? "round" : undefined,
    "paint-order": stroke ? "stroke" : undefined,
    transform,
  })}>${spans}</text>`;
}

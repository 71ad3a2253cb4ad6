/** Tiny colour maths for the artwork: hex in, hex out. */

type Rgb = [number, number, number];

function parse(hex: string): Rgb {
  const value = hex.replace("#", "");
  const full = value.length === 3 ? [...value].map((c) => c + c).join("") : value;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
}

function format([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((v) =>
      Math.round(Math.max(0, Math.min(255, v)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

/** Mixes `a` toward `b` by `amount` (0 = a, 1 = b). */
export function mix(a: string, b: string, amount: number): string {
  const x = parse(a);
  const y = parse(b);
  return format([0, 1, 2].map((i) => x[i]! + (y[i]! - x[i]!) * amount) as Rgb);
}

export const lighten = (color: string, amount: number) => mix(color, "#ffffff", amount);
export const darken = (color: string, amount: number) => mix(color, "#000000", amount);

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function luminance(color: string): number {
  const channel = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = parse(color).map(channel) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a: string, b: string): number {
  const [l1, l2] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (l1 + 0.05) / (l2 + 0.05);
}

/** HSL saturation (0–1): how colourful a colour is. */
export function saturation(color: string): number {
  const [r, g, b] = parse(color).map((v) => v / 255) as Rgb;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  if (max === min) return 0;
  const l = (max + min) / 2;
  return l > 0.5 ? (max - min) / (2 - max - min) : (max - min) / (max + min);
}

export const isLight = (color: string) => luminance(color) > 0.45;

/** White or a deep ink, whichever reads better on `background`. */
export function ink(background: string, dark = "#2a1a14"): string {
  return contrast(background, "#ffffff") >= contrast(background, dark) ? "#ffffff" : dark;
}

/** The logo, the favicon and the friendly placeholder for products without an image. */
import { Defs, FONT } from "./svg";

const GRADIENT: [number, string][] = [
  [0, "#ff4fa0"],
  [0.5, "#9b4dff"],
  [1, "#3b82f6"],
];

/** The wrapped-candy mark, about 110 × 60, centred on (0, 0); no swirl when `swirl` is null. */
function mark(fill: string, swirl: string | null = "#ffffff"): string {
  const wrapper = "M-24 -8L-50 -26L-45 -13L-55 -5L-46 2L-55 10L-47 16L-50 26L-24 8Z";
  const twist = swirl
    ? `<path d="M0 0a5 5 0 0 1 10 0a10 10 0 0 1 -20 0a15 15 0 0 1 30 0" fill="none" stroke="${swirl}" stroke-width="4.5" stroke-linecap="round"/>`
    : "";
  return `<g transform="rotate(-18)"><path d="${wrapper}" fill="${fill}" opacity=".8"/><path d="${wrapper}" fill="${fill}" opacity=".8" transform="scale(-1 1)"/><path d="M-26 -4L-44 -14M-26 4L-44 14M26 -4L44 -14M26 4L44 14" stroke="#fff" stroke-width="2" stroke-linecap="round" opacity=".5"/><circle r="28" fill="${fill}"/>${twist}<ellipse cx="-12" cy="-14" rx="7" ry="4" fill="#fff" opacity=".45" transform="rotate(-30 -12 -14)"/></g>`;
}

export function logo(): string {
  const defs = new Defs();
  const gradient = defs.linear(GRADIENT, 0, 0, 1, 0);
  const markGradient = defs.linear(GRADIENT, 0, 0, 1, 1);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 360 96" width="360" height="96" role="img" font-family="${FONT}"><title>Sweet Trip</title>${defs}<g transform="translate(58 48) scale(.92)">${mark(`url(#${markGradient})`)}</g><text x="116" y="63" font-size="44" font-weight="700" fill="url(#${gradient})" textLength="232" lengthAdjust="spacingAndGlyphs">Sweet Trip</text></svg>\n`;
}

export function favicon(): string {
  const defs = new Defs();
  const gradient = defs.linear(GRADIENT, 0, 0, 1, 1);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64"><title>Sweet Trip</title>${defs}<rect width="64" height="64" rx="16" fill="url(#${gradient})"/><g transform="translate(32 32) scale(.42)">${mark("#ffffff", "#9b4dff")}</g></svg>\n`;
}

export function placeholder(): string {
  const defs = new Defs();
  const background = defs.radial(
    [
      [0, "#fbf7ff"],
      [1, "#efe6fa"],
    ],
    0.5,
    0.45,
    0.75,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" width="600" height="600" role="img"><title>No image yet</title>${defs}<rect width="600" height="600" fill="url(#${background})"/><circle cx="300" cy="290" r="170" fill="none" stroke="#d9c8f0" stroke-width="6" stroke-dasharray="4 16" stroke-linecap="round"/><ellipse cx="300" cy="470" rx="120" ry="16" fill="#dccdf0" opacity=".6"/><g transform="translate(300 290) scale(2.4)">${mark("#cbb3ec", null)}</g><g transform="translate(300 290) rotate(-18)"><circle cx="-22" cy="-4" r="8" fill="#8f74b8"/><circle cx="22" cy="-4" r="8" fill="#8f74b8"/><circle cx="-19" cy="-7" r="2.5" fill="#fff"/><circle cx="25" cy="-7" r="2.5" fill="#fff"/><path d="M-14 16q14 12 28 0" stroke="#8f74b8" stroke-width="6" fill="none" stroke-linecap="round"/><circle cx="-38" cy="12" r="7" fill="#f4a6c8" opacity=".7"/><circle cx="38" cy="12" r="7" fill="#f4a6c8" opacity=".7"/></g><path d="M150 150l5 12 12 5-12 5-5 12-5-12-12-5 12-5Z M460 190l4 9 9 4-9 4-4 9-4-9-9-4 9-4Z M440 420l3 7 7 3-7 3-3 7-3-7-7-3 7-3Z" fill="#d2bff0"/></svg>\n`;
}

/**
 * Category illustrations (800 × 600): a themed scene per region, drawn from shapes only
 * (no text, no flags, no real logos), with a few sweets in the foreground.
 */
import type { CategorySlug } from "~/db/seed/catalogue";
import { seededRandom } from "~/db/seed/random";
import { darken, lighten } from "./color";
import { Defs, n } from "./svg";

const W = 800;
const H = 600;

function svg(defs: Defs, title: string, body: string): string {
  const frame = defs.clip(`<rect width="${W}" height="${H}"/>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img"><title>${title}</title>${defs}<g clip-path="url(#${frame})">${body}</g></svg>\n`;
}

const sky = (defs: Defs, top: string, bottom: string) =>
  `<rect width="${W}" height="${H}" fill="url(#${defs.linear([
    [0, top],
    [1, bottom],
  ])})"/>`;

/** A five-petal blossom. */
function blossom(x: number, y: number, r: number, color: string, rotate = 0): string {
  const petals = Array.from({ length: 5 }, (_, i) => {
    const a = rotate + (i * 72 * Math.PI) / 180;
    return `<ellipse cx="${n(x + Math.cos(a) * r * 0.55)}" cy="${n(y + Math.sin(a) * r * 0.55)}" rx="${n(r * 0.5)}" ry="${n(r * 0.38)}" transform="rotate(${n((a * 180) / Math.PI)} ${n(x + Math.cos(a) * r * 0.55)} ${n(y + Math.sin(a) * r * 0.55)})"/>`;
  }).join("");
  return `<g fill="${color}">${petals}</g><circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.18)}" fill="#e0557a"/>`;
}

function candy(x: number, y: number, r: number, color: string, rotate = 0): string {
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${rotate})"><path d="M${n(-r)} 0L${n(-r * 1.9)} ${n(-r * 0.7)}Q${n(-r * 2.1)} 0 ${n(-r * 1.9)} ${n(r * 0.7)}ZM${n(r)} 0L${n(r * 1.9)} ${n(-r * 0.7)}Q${n(r * 2.1)} 0 ${n(r * 1.9)} ${n(r * 0.7)}Z" fill="${lighten(color, 0.3)}"/><circle r="${n(r)}" fill="${color}"/><path d="M${n(-r * 0.6)} ${n(-r * 0.2)}q${n(r * 0.6)} ${n(-r * 0.7)} ${n(r * 1.2)} 0" stroke="#fff" stroke-width="${n(r * 0.18)}" fill="none" stroke-linecap="round" opacity=".7"/></g>`;
}

function lollipop(x: number, y: number, r: number, a: string, b: string, rotate = 0): string {
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${rotate})"><rect x="-4" y="${n(r * 0.8)}" width="8" height="${n(r * 2.4)}" rx="4" fill="#f8f3ea"/><circle r="${n(r)}" fill="${a}"/><path d="M0 0a${n(r * 0.2)} ${n(r * 0.2)} 0 0 1 ${n(r * 0.4)} 0a${n(r * 0.4)} ${n(r * 0.4)} 0 0 1 ${n(-r * 0.8)} 0a${n(r * 0.6)} ${n(r * 0.6)} 0 0 1 ${n(r * 1.2)} 0a${n(r * 0.8)} ${n(r * 0.8)} 0 0 1 ${n(-r * 1.6)} 0" fill="none" stroke="${b}" stroke-width="${n(r * 0.16)}" stroke-linecap="round"/></g>`;
}

function japan(): string {
  const defs = new Defs();
  const random = seededRandom("japan");
  const petals = Array.from({ length: 18 }, () => {
    const x = random() * W;
    const y = random() * H * 0.8;
    return `<ellipse cx="${n(x)}" cy="${n(y)}" rx="7" ry="4.5" fill="#ffc1d6" transform="rotate(${n(random() * 180)} ${n(x)} ${n(y)})"/>`;
  }).join("");
  const branchBlossoms = [
    [120, 90, 26],
    [190, 70, 22],
    [250, 118, 24],
    [70, 150, 22],
    [310, 70, 18],
    [160, 150, 20],
    [360, 110, 16],
    [40, 60, 20],
  ]
    .map(([x, y, r], i) => blossom(x!, y!, r!, i % 2 ? "#ffd3e2" : "#ffb3cb", i))
    .join("");
  return svg(
    defs,
    "Japanese Snacks",
    `${sky(defs, "#ffe3ec", "#fff4e6")}<circle cx="560" cy="210" r="120" fill="#ff6f61" opacity=".9"/><path d="M120 470L330 250Q350 232 372 250L600 470Z" fill="#9fb4d8"/><path d="M290 292L330 250Q350 232 372 250L414 292Q392 282 378 298Q362 280 348 298Q334 282 318 298Q306 284 290 292Z" fill="#fff"/><path d="M0 470Q200 430 400 460T800 450V600H0Z" fill="#bfe3c5"/><path d="M0 520Q220 480 440 515T800 505V600H0Z" fill="#9dd3a8"/><g transform="translate(560 250)"><rect x="-112" y="10" width="224" height="22" rx="6" fill="#d93a2b"/><path d="M-140 -18Q0 -6 140 -18L136 6Q0 16 -136 6Z" fill="#c62f22"/><path d="M-150 -26Q0 -12 150 -26L146 -14Q0 -2 -146 -14Z" fill="#2b2b2b"/><rect x="-86" y="0" width="20" height="260" fill="#d93a2b"/><rect x="66" y="0" width="20" height="260" fill="#d93a2b"/><rect x="-8" y="8" width="16" height="28" fill="#c62f22"/><rect x="-92" y="240" width="32" height="22" fill="#2b2b2b"/><rect x="60" y="240" width="32" height="22" fill="#2b2b2b"/></g><path d="M-20 40Q120 120 380 90M150 100Q170 150 140 190M260 110Q300 60 340 40" stroke="#6b3b2a" stroke-width="12" fill="none" stroke-linecap="round"/>${branchBlossoms}${petals}<g transform="translate(120 520)"><rect x="-10" y="-100" width="10" height="110" rx="5" fill="#e2b36e" transform="rotate(-18)"/><rect x="-12" y="-104" width="14" height="80" rx="7" fill="#5a2d1c" transform="rotate(-18)"/><rect x="18" y="-96" width="10" height="110" rx="5" fill="#e2b36e" transform="rotate(-6)"/><rect x="16" y="-100" width="14" height="80" rx="7" fill="#f48fb1" transform="rotate(-6)"/><rect x="46" y="-92" width="10" height="110" rx="5" fill="#e2b36e" transform="rotate(8)"/><rect x="44" y="-96" width="14" height="80" rx="7" fill="#7cb342" transform="rotate(8)"/></g>${candy(330, 545, 18, "#ff8fb1", -20)}${candy(420, 560, 14, "#ffd166", 15)}`,
  );
}

function korea(): string {
  const defs = new Defs();
  const patch = ["#f7a8b8", "#a8d8ea", "#ffe29a", "#b8e0c2", "#d7b8f3", "#ffc8a2"];
  const patchwork = Array.from({ length: 20 }, (_, i) => {
    const x = i * 40;
    return `<rect x="${x}" y="548" width="40" height="26" fill="${patch[i % 6]}"/><rect x="${x}" y="574" width="40" height="26" fill="${patch[(i + 3) % 6]}"/>`;
  }).join("");
  const lattice = (x: number, y: number, w: number, h: number) => {
    let d = "";
    for (let i = 1; i < 4; i++) d += `M${x + (w * i) / 4} ${y}v${h}`;
    for (let i = 1; i < 3; i++) d += `M${x} ${y + (h * i) / 3}h${w}`;
    return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#fbf1dc"/><path d="${d}" stroke="#8a5a36" stroke-width="3"/><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="none" stroke="#8a5a36" stroke-width="5"/>`;
  };
  return svg(
    defs,
    "Korean Treats",
    `${sky(defs, "#dff3f7", "#fef6ec")}<circle cx="640" cy="130" r="64" fill="#fff3c4"/><path d="M0 360Q120 240 240 320T480 290T800 300V600H0Z" fill="#c4dfe6"/><path d="M0 400Q160 320 320 380T640 350T800 370V600H0Z" fill="#a7cfc0"/><rect x="0" y="470" width="800" height="130" fill="#e9d8bf"/><g transform="translate(400 300)"><rect x="-230" y="90" width="460" height="30" fill="#c9b79c"/><rect x="-200" y="20" width="400" height="80" fill="#f4e6cc"/><rect x="-206" y="10" width="18" height="100" fill="#7a4b2a"/><rect x="188" y="10" width="18" height="100" fill="#7a4b2a"/><rect x="-10" y="10" width="18" height="100" fill="#7a4b2a"/>${lattice(-170, 30, 130, 62)}${lattice(40, 30, 130, 62)}<path d="M-290 -6Q-250 10 -200 0H200Q250 10 290 -6Q260 14 240 20H-240Q-260 14 -290 -6Z" fill="#4a5561"/><path d="M-250 0Q-200 -70 -120 -90H120Q200 -70 250 0Z" fill="#5d6b78"/><path d="M-230 -8Q-190 -60 -120 -78H120Q190 -60 230 -8" fill="none" stroke="#44505b" stroke-width="4" stroke-dasharray="2 10"/><path d="M-140 -92H140" stroke="#3b4651" stroke-width="12" stroke-linecap="round"/></g>${patchwork}<g opacity=".9">${candy(150, 500, 20, "#f48fb1", -15)}${candy(660, 510, 18, "#7ec8e3", 20)}</g><g transform="translate(110 380)"><path d="M0 100C-10 60 30 20 10 -20" stroke="#6b4a3a" stroke-width="8" fill="none"/>${blossom(10, -20, 22, "#ff9fb8")}${blossom(-18, 18, 18, "#ffc1d1", 1)}${blossom(30, 30, 16, "#ff9fb8", 2)}</g>`,
  );
}

function america(): string {
  const defs = new Defs();
  let checks = "";
  for (let row = 0; row < 5; row++) {
    const y0 = 440 + row * row * 6 + row * 22;
    const y1 = 440 + (row + 1) * (row + 1) * 6 + (row + 1) * 22;
    for (let col = -8; col < 9; col++) {
      if ((row + col) % 2 === 0) continue;
      const x = (y: number, c: number) => 400 + c * (40 + (y - 440) * 0.6);
      checks += `M${n(x(y0, col))} ${n(y0)}L${n(x(y0, col + 1))} ${n(y0)}L${n(x(y1, col + 1))} ${n(y1)}L${n(x(y1, col))} ${n(y1)}Z`;
    }
  }
  const stripes = Array.from(
    { length: 10 },
    (_, i) => `<rect x="${i * 80}" y="0" width="40" height="96" fill="#e63946"/>`,
  ).join("");
  const scallops = Array.from(
    { length: 20 },
    (_, i) => `<circle cx="${i * 40 + 20}" cy="96" r="20" fill="${i % 2 ? "#ffffff" : "#e63946"}"/>`,
  ).join("");
  const stars = [
    [120, 170, 14],
    [260, 140, 10],
    [690, 170, 14],
    [560, 140, 9],
    [420, 180, 8],
    [80, 300, 9],
    [730, 310, 11],
  ]
    .map(
      ([x, y, r]) =>
        `<path d="M${x} ${y! - r!}l${n(r! * 0.29)} ${n(r! * 0.6)} ${n(r! * 0.66)} ${n(r! * 0.1)}-${n(r! * 0.48)} ${n(r! * 0.46)} ${n(r! * 0.12)} ${n(r! * 0.66)}L${x} ${n(y! + r! * 0.5)}l-${n(r! * 0.59)} ${n(r! * 0.32)} ${n(r! * 0.12)}-${n(r! * 0.66)}-${n(r! * 0.48)}-${n(r! * 0.46)} ${n(r! * 0.66)}-${n(r! * 0.1)}Z" fill="#ffd166"/>`,
    )
    .join("");
  return svg(
    defs,
    "American Favorites",
    `${sky(defs, "#bfe6ff", "#e9f6ff")}${stars}<rect y="0" width="800" height="96" fill="#fff"/>${stripes}${scallops}<rect x="0" y="380" width="800" height="60" fill="#e63946"/><rect x="0" y="392" width="800" height="8" fill="#fff" opacity=".7"/><rect x="0" y="440" width="800" height="160" fill="#fdfdfd"/><path d="${checks}" fill="#1d3557"/><g transform="translate(250 250)"><path d="M-60 -70h120l-16 200h-88Z" fill="#fff" opacity=".6"/><path d="M-54 -20h108l-12 148h-84Z" fill="#8b3a1e"/><circle cx="-20" cy="-40" r="34" fill="#fff6e0"/><circle cx="20" cy="-46" r="30" fill="#ffd6e0"/><circle cx="0" cy="-70" r="26" fill="#fff6e0"/><circle cx="4" cy="-100" r="10" fill="#e63946"/><path d="M4 -100q10 -30 30 -40" stroke="#3a7d2c" stroke-width="3" fill="none"/><path d="M30 -80l40 -120" stroke="#e63946" stroke-width="10" stroke-linecap="round"/><path d="M30 -80l40 -120" stroke="#fff" stroke-width="10" stroke-dasharray="10 10" stroke-linecap="round"/></g>${lollipop(560, 230, 70, "#ff5d8f", "#ffffff", 10)}<g transform="translate(430 330)"><circle r="56" fill="#e9a25c"/><circle r="50" fill="#ff8fb1"/><circle r="18" fill="#e9f6ff"/>${Array.from({ length: 12 }, (_, i) => `<rect x="${n(Math.cos(i * 0.52) * 34 - 5)}" y="${n(Math.sin(i * 0.52) * 34 - 1.5)}" width="10" height="3" rx="1.5" fill="${["#ffd166", "#06d6a0", "#118ab2", "#fff"][i % 4]}" transform="rotate(${i * 47} ${n(Math.cos(i * 0.52) * 34)} ${n(Math.sin(i * 0.52) * 34)})"/>`).join("")}</g>${candy(680, 420, 18, "#06d6a0", 20)}${candy(120, 420, 16, "#ffd166", -15)}`,
  );
}

function europe(): string {
  const defs = new Defs();
  const colors = ["#f4a261", "#e76f51", "#2a9d8f", "#e9c46a", "#8ab6d6", "#c08497"];
  const houses = colors
    .map((color, i) => {
      const w = 92;
      const x = 40 + i * 100;
      const h = 200 + ((i * 37) % 70);
      const y = 470 - h;
      const gable =
        i % 3 === 0
          ? `M${x} ${y}h${w / 6}v-20h${w / 6}v-20h${w / 3}v20h${w / 6}v20h${w / 6}Z`
          : i % 3 === 1
            ? `M${x} ${y}L${x + w / 2} ${y - 50}L${x + w} ${y}Z`
            : `M${x} ${y}Q${x + w / 2} ${y - 70} ${x + w} ${y}Z`;
      let windows = "";
      for (let row = 0; row < Math.floor((h - 70) / 58); row++)
        for (let col = 0; col < 2; col++)
          windows += `<rect x="${x + 16 + col * 38}" y="${y + 20 + row * 58}" width="22" height="34" rx="${row === 0 ? 11 : 3}" fill="#fffaf0" stroke="${darken(color, 0.3)}" stroke-width="3"/>`;
      return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${color}"/><path d="${gable}" fill="${color}"/><path d="${gable}" fill="#000" opacity=".08"/>${windows}<rect x="${x + 32}" y="${470 - 46}" width="28" height="46" rx="14" fill="${darken(color, 0.35)}"/>`;
    })
    .join("");
  const bunting = Array.from({ length: 16 }, (_, i) => {
    const x = i * 52 + 10;
    const y = 60 + Math.sin((i / 15) * Math.PI) * 40;
    return `<path d="M${n(x)} ${n(y)}l40 2l-22 34Z" fill="${["#e63946", "#ffd166", "#2a9d8f", "#8ab6d6"][i % 4]}"/>`;
  }).join("");
  return svg(
    defs,
    "European Delights",
    `${sky(defs, "#dbeafe", "#fdf2e9")}<circle cx="120" cy="160" r="46" fill="#fff1b8"/><path d="M0 62Q400 150 800 62" stroke="#6b5b4b" stroke-width="3" fill="none"/>${bunting}<g transform="translate(716 262)"><path d="M-40 210L-26 0H26L40 210Z" fill="#f0e6d6"/><path d="M-34 0L0 -40L34 0Z" fill="#a0522d"/><rect x="-12" y="150" width="24" height="60" rx="12" fill="#7a4b2a"/><g transform="rotate(20 0 -10)"><path d="M0 -10L-12 -150H12Z M0 -10L140 -22V2Z M0 -10L12 130H-12Z M0 -10L-140 2V-22Z" fill="#fff" stroke="#7a4b2a" stroke-width="3"/></g><circle cx="0" cy="-10" r="9" fill="#7a4b2a"/></g>${houses}<rect x="0" y="470" width="800" height="130" fill="#cdbfae"/><path d="M0 500H800M0 535H800M0 570H800" stroke="#b8a996" stroke-width="3"/>${Array.from({ length: 24 }, (_, i) => `<path d="M${(i * 37) % 800} ${470 + (i % 4) * 33}v30" stroke="#b8a996" stroke-width="3"/>`).join("")}<g transform="translate(260 540)"><circle r="40" fill="#c98a3e"/><circle r="36" fill="#e0a55a"/><path d="M-30 -20l60 40M-30 0l50 32M-20 -32l54 36M30 -20l-60 40M30 0l-50 32M20 -32l-54 36" stroke="#b8742c" stroke-width="3"/></g>${candy(520, 545, 18, "#e63946", -10)}${candy(600, 560, 14, "#ffd166", 25)}<g transform="translate(400 545)"><path d="M-26 -34q-6 -16 6 -18q10 -2 10 12h20q0 -14 10 -12q12 2 6 18q10 14 4 36q-8 20 -30 20q-22 0 -30 -20q-6 -22 4 -36Z" fill="#ff6f61" opacity=".95"/><ellipse cx="-8" cy="-18" rx="6" ry="4" fill="#fff" opacity=".6"/></g>`,
  );
}

function exotic(): string {
  const defs = new Defs();
  const flags = Array.from({ length: 9 }, (_, i) => {
    const x = 20 + i * 88;
    const color = ["#ff006e", "#ffbe0b", "#3a86ff", "#8338ec", "#06d6a0", "#fb5607"][i % 6];
    return `<path d="M${x} 40h70v74l-10 -8-10 8-10 -8-10 8-10 -8-10 8-10 -8Z" fill="${color}"/><path d="M${x + 35} 58l8 14h-16Z M${x + 18} 80h10v10h-10Z M${x + 42} 80h10v10h-10Z" fill="#fff" opacity=".85"/>`;
  }).join("");
  const palm = (x: number, y: number, scale: number, flip = 1) =>
    `<g transform="translate(${x} ${y}) scale(${n(scale * flip)} ${n(scale)})"><path d="M0 0Q20 -120 -10 -260" stroke="#8d5a3b" stroke-width="18" fill="none" stroke-linecap="round"/><path d="M-10 -260q60 -40 130 10q-70 -20 -130 -10Zm0 0q-70 -30 -130 20q70 -30 130 -20Zm0 0q40 20 60 90q-40 -50 -60 -90Zm0 0q-40 10 -70 80q40 -40 70 -80Zm0 0q10 -60 -40 -100q60 30 40 100Z" fill="#2a9d8f"/></g>`;
  return svg(
    defs,
    "Exotic International",
    `${sky(defs, "#ffcf8a", "#ffe9d2")}<circle cx="400" cy="300" r="130" fill="#ff8c42" opacity=".85"/><circle cx="400" cy="300" r="100" fill="#ffb347"/><path d="M0 420Q200 380 400 410T800 400V600H0Z" fill="#f4c58a"/><path d="M0 470Q200 440 420 470T800 460V600H0Z" fill="#e9a86b"/><path d="M0 30Q400 60 800 30" stroke="#6b4a3a" stroke-width="3" fill="none"/>${flags}${palm(130, 470, 1)}${palm(690, 480, 0.85, -1)}<g transform="translate(560 470)"><rect x="-18" y="-110" width="36" height="120" rx="18" fill="#4caf50"/><rect x="-58" y="-80" width="26" height="56" rx="13" fill="#4caf50"/><rect x="32" y="-96" width="26" height="60" rx="13" fill="#4caf50"/><path d="M-45 -34h30M45 -46h-30" stroke="#4caf50" stroke-width="16" stroke-linecap="round"/><circle cx="0" cy="-112" r="10" fill="#ff6fa5"/></g><g transform="translate(300 520)"><path d="M-50 10q10 -60 70 -46q40 10 38 40q-4 32 -50 36q-50 4 -58 -30Z" fill="#ffa000"/><path d="M-34 4q30 -24 70 -20" stroke="#e08a00" stroke-width="3" fill="none"/></g>${lollipop(440, 470, 34, "#ffb300", "#d32f2f", -12)}${candy(220, 560, 16, "#ff006e", 15)}${candy(520, 565, 14, "#3a86ff", -20)}`,
  );
}

function chocolate(): string {
  const defs = new Defs();
  const drips =
    "M0 0H800V120Q780 120 776 150Q770 200 748 200Q726 200 722 150Q718 118 690 120Q660 122 656 180Q652 250 624 250Q596 250 592 180Q588 122 556 120Q520 118 516 160Q512 200 492 200Q470 200 466 160Q462 120 430 120Q396 120 392 210Q388 290 360 290Q332 290 328 210Q324 124 290 120Q256 118 252 170Q248 214 226 214Q204 214 200 170Q196 122 160 120Q126 118 122 200Q118 260 94 260Q70 260 66 200Q62 124 30 120Q0 118 0 140Z";
  const bar = (x: number, y: number, rotate: number, color: string) => {
    let squares = "";
    for (let r = 0; r < 3; r++)
      for (let c = 0; c < 4; c++)
        squares += `<rect x="${-96 + c * 48 + 4}" y="${-72 + r * 48 + 4}" width="40" height="40" rx="5" fill="${color}"/><path d="M${-96 + c * 48 + 7} ${-72 + r * 48 + 40}V${-72 + r * 48 + 7}H${-96 + c * 48 + 40}" stroke="${lighten(color, 0.25)}" stroke-width="3" fill="none"/>`;
    return `<g transform="translate(${x} ${y}) rotate(${rotate})"><rect x="-100" y="-76" width="200" height="152" rx="8" fill="${darken(color, 0.3)}"/>${squares}</g>`;
  };
  const truffle = (x: number, y: number, r: number, color: string, topping: string) =>
    `<circle cx="${x}" cy="${y}" r="${r}" fill="${color}"/><path d="M${x - r * 0.6} ${y - r * 0.3}q${r * 0.3} ${-r * 0.3} ${r * 0.6} 0t${r * 0.6} 0" stroke="${topping}" stroke-width="${n(r * 0.14)}" fill="none" stroke-linecap="round"/><ellipse cx="${n(x - r * 0.35)}" cy="${n(y - r * 0.45)}" rx="${n(r * 0.25)}" ry="${n(r * 0.14)}" fill="#fff" opacity=".35"/>`;
  const sparkles = [
    [80, 330],
    [720, 300],
    [620, 200],
    [180, 420],
    [520, 520],
    [300, 340],
  ]
    .map(
      ([x, y]) =>
        `<path d="M${x} ${y! - 12}l3.5 8.5 8.5 3.5-8.5 3.5-3.5 8.5-3.5-8.5-8.5-3.5 8.5-3.5Z" fill="#f6d27a"/>`,
    )
    .join("");
  return svg(
    defs,
    "Chocolate Collection",
    `${sky(defs, "#f6e7da", "#e9cdb5")}<path d="${drips}" fill="${darken("#6b3a1f", 0.1)}"/><path d="M0 0H800V96Q600 110 400 96T0 100Z" fill="#5a2d1c"/><path d="M40 112Q60 108 70 130" stroke="#8a5a3c" stroke-width="6" fill="none" stroke-linecap="round" opacity=".7"/>${bar(260, 420, -14, "#6b3a1f")}${bar(480, 440, 10, "#4a2617")}<g transform="translate(640 430) rotate(-24)"><ellipse rx="70" ry="40" fill="#b5651d"/><path d="M-60 0h120M-50 -20q50 10 100 0M-50 20q50 -10 100 0" stroke="#8a4b16" stroke-width="4" fill="none"/></g>${truffle(140, 500, 40, "#4a2617", "#c9a27a")}${truffle(380, 560, 34, "#f3e4cf", "#6b3a1f")}${truffle(600, 560, 36, "#6b3a1f", "#f3e4cf")}${truffle(720, 520, 30, "#3b2418", "#d4af37")}${sparkles}`,
  );
}

const scenes: Record<CategorySlug, () => string> = {
  "japanese-snacks": japan,
  "korean-treats": korea,
  "american-favorites": america,
  "european-delights": europe,
  "exotic-international": exotic,
  "chocolate-collection": chocolate,
};

export function categoryImage(slug: CategorySlug): string {
  return scenes[slug]();
}

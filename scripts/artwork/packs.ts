/**
 * Package shapes, drawn on a 600 × 600 canvas with their floor around y = 500–520.
 * Each shape gives its printable face (clipped), the 3D parts around it and the box where the
 * label goes; `drawPack` prints the front or the back label onto it.
 */
import type { PackageKind } from "~/db/seed/catalogue";
import { contrast, darken, ink, isLight, lighten } from "./color";
import { CANDY, cylinder, face, type Look } from "./look";
import { n, textBlock, textWidth } from "./svg";
import { treatAccent } from "./treats";

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

interface Shape {
  /** The printable face. */
  outline: string;
  /** Drawn before the face: sides, tops, lids behind. */
  under?: string;
  /** Drawn after the label: rims, crimps, glass, shading. */
  over?: string;
  /** Where the label goes. */
  panel: Box;
  layout: "tall" | "wide" | "square";
  /** Glass or window content drawn inside the face instead of a plain fill. */
  inside?: string;
  /** No vignette of treats on the label (the pack shows them already). */
  noVignette?: boolean;
  /** Fill of the face, when not the pack colour. */
  fill?: string;
}

export interface Floor {
  y: number;
  width: number;
  /** How much the scenes enlarge this shape about its floor, so that packs fill their tiles alike. */
  scale: number;
}

const rect = (x: number, y: number, w: number, h: number, r = 0) =>
  r
    ? `M${x + r} ${y}H${x + w - r}Q${x + w} ${y} ${x + w} ${y + r}V${y + h - r}Q${x + w} ${y + h} ${x + w - r} ${y + h}H${x + r}Q${x} ${y + h} ${x} ${y + h - r}V${y + r}Q${x} ${y} ${x + r} ${y}Z`
    : `M${x} ${y}H${x + w}V${y + h}H${x}Z`;

const zigzag = (x1: number, x2: number, y: number, depth: number, teeth: number) => {
  const step = (x2 - x1) / teeth;
  let d = "";
  for (let i = 0; i < teeth; i++)
    d += `L${n(x1 + step * (i + 0.5))} ${n(y - depth)}L${n(x1 + step * (i + 1))} ${n(y)}`;
  return d;
};

function ridges(x1: number, x2: number, y1: number, y2: number, color: string, step = 7): string {
  let d = "";
  for (let x = x1 + step / 2; x < x2; x += step) d += `M${n(x)} ${y1}V${y2}`;
  return `<path d="${d}" stroke="${color}" stroke-width="1.6" opacity=".35"/>`;
}

/** A vertical white sheen for soft packs. */
function sheen(look: Look, x: number, y: number, w: number, h: number, opacity = 0.38): string {
  const id = look.defs.linear(
    [
      [0, "#ffffff", 0],
      [0.5, "#ffffff", opacity],
      [1, "#ffffff", 0],
    ],
    0,
    0,
    1,
    0,
  );
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="url(#${id})"/>`;
}

/** Darkened edges that make a flat face read as a curved one. */
function roundEdges(look: Look, x: number, y: number, w: number, h: number, strength = 0.28): string {
  const id = look.defs.linear(
    [
      [0, "#000000", strength],
      [0.18, "#000000", 0],
      [0.3, "#ffffff", 0.22],
      [0.42, "#ffffff", 0],
      [0.82, "#000000", 0],
      [1, "#000000", strength + 0.06],
    ],
    0,
    0,
    1,
    0,
  );
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="url(#${id})"/>`;
}

function glassContents(look: Look, box: Box, rows: number, cols: number, scale: number): string {
  const pieces: string[] = [];
  for (let row = 0; row < rows; row++)
    for (let col = 0; col < cols; col++) {
      const x = box.x + ((col + (row % 2) * 0.5) / cols) * box.w + 10;
      const y = box.y + (row / Math.max(1, rows - 1)) * box.h;
      pieces.push(treatAccent(look, x, y, scale, row * cols + col, ((row * 7 + col * 13) % 9) * 20 - 80));
    }
  return pieces.join("");
}

function shapeFor(kind: PackageKind, look: Look): Shape {
  const { pack, accent } = look;
  switch (kind) {
    case "stick-box":
      return {
        outline: rect(180, 100, 230, 420),
        under: `<path d="M410 100L446 80V498L410 520Z" fill="${darken(pack, 0.28)}"/><path d="M180 100L216 80H446L410 100Z" fill="${lighten(pack, 0.2)}"/>`,
        over: `<path d="M180 134H410" stroke="${darken(pack, 0.25)}" stroke-width="2" stroke-dasharray="5 4" opacity=".6"/>${sheen(look, 188, 100, 40, 420, 0.25)}`,
        panel: { x: 194, y: 144, w: 202, h: 364 },
        layout: "tall",
      };
    case "bar": {
      const crimp = (x: number) =>
        `<path d="M${x} 204H${x + 30}V396H${x}Z" fill="${darken(pack, 0.12)}"/>${ridges(x, x + 30, 206, 394, darken(pack, 0.4), 5)}`;
      return {
        outline: rect(62, 204, 476, 192, 8),
        under: `${crimp(34)}${crimp(536)}`,
        over: `${roundEdgesH(look, 62, 204, 476, 192)}`,
        panel: { x: 80, y: 218, w: 440, h: 166 },
        layout: "wide",
      };
    }
    case "prism":
      return {
        outline: "M70 392H508L548 222H110Z",
        under: `<path d="M508 392L548 222L588 372Z" fill="${darken(pack, 0.3)}"/><path d="M110 222L548 222L540 212L118 212Z" fill="${lighten(pack, 0.3)}"/>`,
        over: `<path d="M110 222H548" stroke="${lighten(pack, 0.5)}" stroke-width="3"/>`,
        panel: { x: 126, y: 236, w: 376, h: 144 },
        layout: "wide",
      };
    case "chip-bag": {
      const outline = `M166 112L166 92${zigzag(166, 434, 92, 7, 14).replace(/^L/, "L")}L434 112C458 220 458 380 434 488L434 508${zigzag(434, 166, 508, -7, 14)}L166 488C142 380 142 220 166 112Z`;
      return {
        outline,
        over: `<path d="M166 92H434V120H166Z" fill="#000" opacity=".12"/>${ridges(166, 434, 94, 120, "#000", 6)}<path d="M166 480H434V508H166Z" fill="#000" opacity=".12"/>${ridges(166, 434, 480, 506, "#000", 6)}${sheen(look, 190, 120, 60, 360, 0.4)}${sheen(look, 380, 120, 40, 360, 0.15)}`,
        panel: { x: 178, y: 130, w: 244, h: 342 },
        layout: "tall",
      };
    }
    case "gummy-bag": {
      const outline = `M180 120L180 96${zigzag(180, 420, 96, 6, 12)}L420 120C436 240 436 380 424 492L424 510${zigzag(424, 176, 510, -6, 12)}L176 492C164 380 164 240 180 120Z`;
      const window = { x: 214, y: 340, w: 172, h: 130 };
      const clip = look.defs.clip(`<path d="${rect(window.x, window.y, window.w, window.h, 52)}"/>`);
      return {
        outline,
        over: `<path d="M180 96H420V124H180Z" fill="#000" opacity=".12"/>${ridges(180, 420, 98, 124, "#000", 6)}<rect x="282" y="104" width="36" height="10" rx="5" fill="#000" opacity=".35"/><path d="M176 484H424V510H176Z" fill="#000" opacity=".12"/><g clip-path="url(#${clip})"><rect x="${window.x}" y="${window.y}" width="${window.w}" height="${window.h}" fill="${lighten(pack, 0.82)}"/>${glassContents(look, { x: window.x - 10, y: window.y + 20, w: window.w, h: window.h - 30 }, 3, 3, 0.42)}</g><path d="${rect(window.x, window.y, window.w, window.h, 52)}" fill="none" stroke="#fff" stroke-width="5"/>${sheen(look, 196, 124, 50, 360, 0.35)}`,
        panel: { x: 192, y: 134, w: 216, h: 196 },
        layout: "tall",
        noVignette: true,
      };
    }
    case "pouch":
      return {
        outline: "M190 92H410Q424 92 424 106V468Q424 512 380 512H220Q176 512 176 468V106Q176 92 190 92Z",
        over: `<path d="M176 128H424" stroke="${darken(pack, 0.3)}" stroke-width="3" opacity=".5"/><path d="M176 133H424" stroke="#fff" stroke-width="1.5" opacity=".4"/><path d="M176 110l8 4l-8 4ZM424 110l-8 4l8 4Z" fill="${darken(pack, 0.5)}"/><path d="M190 486Q300 506 410 486" stroke="#000" stroke-width="2" fill="none" opacity=".18"/>${sheen(look, 196, 100, 46, 400, 0.35)}`,
        panel: { x: 192, y: 144, w: 216, h: 330 },
        layout: "tall",
      };
    case "box":
      return {
        outline: rect(118, 200, 322, 306),
        under: `<path d="M440 200L492 160V466L440 506Z" fill="${darken(pack, 0.28)}"/><path d="M118 200L170 160H492L440 200Z" fill="${lighten(pack, 0.22)}"/>`,
        over: `<path d="M118 200H440V506" fill="none" stroke="#fff" stroke-width="2" opacity=".35"/>`,
        panel: { x: 134, y: 214, w: 290, h: 278 },
        layout: "square",
      };
    case "praline-box": {
      const ribbon = look.accent;
      return {
        outline: rect(92, 256, 394, 232),
        under: `<path d="M486 256L540 210V444L486 488Z" fill="${darken(pack, 0.3)}"/><path d="M92 256L146 210H540L486 256Z" fill="${lighten(pack, 0.18)}"/><path d="M416 256L470 210H494L440 256Z" fill="${ribbon}"/>`,
        over: `<rect x="416" y="256" width="24" height="232" fill="${face(look.defs, ribbon, 0.2)}"/><g transform="translate(452 230)"><ellipse cx="-26" cy="-8" rx="28" ry="14" fill="${ribbon}" transform="rotate(-20 -26 -8)"/><ellipse cx="26" cy="-8" rx="28" ry="14" fill="${ribbon}" transform="rotate(20 26 -8)"/><ellipse cx="-24" cy="-8" rx="16" ry="7" fill="${darken(ribbon, 0.2)}" transform="rotate(-20 -24 -8)"/><ellipse cx="24" cy="-8" rx="16" ry="7" fill="${darken(ribbon, 0.2)}" transform="rotate(20 24 -8)"/><circle r="10" fill="${lighten(ribbon, 0.2)}"/></g>`,
        panel: { x: 108, y: 270, w: 300, h: 206 },
        layout: "wide",
      };
    }
    case "tin": {
      const lid = accent;
      return {
        outline: "M150 220V462A150 36 0 0 0 450 462V220Z",
        over: `${roundEdges(look, 150, 220, 300, 278, 0.3)}<path d="M144 190V222A156 36 0 0 0 456 222V190Z" fill="${cylinder(look.defs, lid)}"/><ellipse cx="300" cy="190" rx="156" ry="36" fill="${face(look.defs, lighten(lid, 0.15), 0.1)}"/><ellipse cx="300" cy="190" rx="122" ry="26" fill="none" stroke="${lighten(lid, 0.45)}" stroke-width="3" opacity=".8"/><ellipse cx="300" cy="190" rx="100" ry="20" fill="none" stroke="${darken(lid, 0.2)}" stroke-width="2" opacity=".5"/>`,
        panel: { x: 166, y: 262, w: 268, h: 190 },
        layout: "wide",
      };
    }
    case "jar": {
      const body =
        "M188 186H412Q444 186 444 222V470Q444 514 404 514H196Q156 514 156 470V222Q156 186 188 186Z";
      const clip = look.defs.clip(`<path d="${body}"/>`);
      const contents =
        look.product.treat === "spread"
          ? `<rect x="150" y="200" width="300" height="320" fill="${face(look.defs, look.treat, 0.15)}"/>`
          : glassContents(look, { x: 150, y: 212, w: 290, h: 290 }, 6, 4, 0.5);
      const labelColor = pack;
      return {
        outline: rect(156, 300, 288, 136),
        fill: labelColor,
        under: `<path d="${body}" fill="${lighten(look.treat, 0.7)}"/><g clip-path="url(#${clip})">${contents}</g><path d="${body}" fill="#fff" opacity=".16"/>`,
        over: `${roundEdges(look, 156, 300, 288, 136, 0.22)}<path d="M176 230V480" stroke="#fff" stroke-width="10" stroke-linecap="round" opacity=".45"/><path d="M420 236V470" stroke="#fff" stroke-width="4" stroke-linecap="round" opacity=".3"/><rect x="176" y="130" width="248" height="64" rx="12" fill="${cylinder(look.defs, accent === "#ffffff" ? pack : accent)}"/>${ridges(180, 420, 138, 186, "#000", 8)}<rect x="176" y="128" width="248" height="10" rx="5" fill="#fff" opacity=".3"/>`,
        panel: { x: 172, y: 308, w: 256, h: 120 },
        layout: "wide",
        noVignette: true,
      };
    }
    case "bottle": {
      const body =
        "M274 100H326V150Q326 176 352 194Q390 222 390 262V478Q390 516 352 516H248Q210 516 210 478V262Q210 222 248 194Q274 176 274 150Z";
      const clip = look.defs.clip(`<path d="${body}"/>`);
      const liquid = look.treat;
      const ramune = /ramune/i.test(look.product.name);
      const bubbles = Array.from(
        { length: 12 },
        (_, i) =>
          `<circle cx="${n(232 + ((i * 53) % 140))}" cy="${n(470 - ((i * 37) % 200))}" r="${n(2.5 + (i % 3) * 1.5)}" fill="#fff" opacity=".6"/>`,
      ).join("");
      return {
        outline: rect(210, 300, 180, 136),
        under: `<path d="${body}" fill="${lighten(liquid, 0.35)}" opacity=".9"/><g clip-path="url(#${clip})"><rect x="200" y="${ramune ? 200 : 170}" width="200" height="360" fill="${face(look.defs, liquid, 0.12)}"/>${bubbles}</g>${ramune ? `<circle cx="300" cy="160" r="17" fill="${face(look.defs, "#d7f3ff", 0.2)}" stroke="#fff" stroke-width="2"/>` : ""}`,
        over: `${roundEdges(look, 210, 300, 180, 136, 0.25)}<path d="${body}" fill="none" stroke="#fff" stroke-width="3" opacity=".5"/><path d="M232 250V486" stroke="#fff" stroke-width="9" stroke-linecap="round" opacity=".4"/><rect x="266" y="74" width="68" height="36" rx="8" fill="${cylinder(look.defs, accent)}"/>${ridges(270, 330, 78, 106, "#000", 6)}`,
        panel: { x: 218, y: 308, w: 164, h: 120 },
        layout: "tall",
        noVignette: true,
      };
    }
    case "can":
      return {
        outline: "M204 132H396V488Q300 506 204 488Z",
        over: `${roundEdges(look, 204, 132, 192, 370, 0.32)}<path d="M204 132Q220 108 240 104H360Q380 108 396 132Q300 150 204 132Z" fill="${cylinder(look.defs, "#c9ced6")}"/><ellipse cx="300" cy="106" rx="60" ry="12" fill="${cylinder(look.defs, "#aeb4bd")}"/><ellipse cx="300" cy="104" rx="52" ry="9" fill="#d9dde3"/><rect x="286" y="96" width="34" height="12" rx="6" fill="#9aa1ab"/><path d="M204 488Q300 506 396 488V494Q300 514 204 494Z" fill="${cylinder(look.defs, "#b9bfc8")}"/>`,
        panel: { x: 216, y: 160, w: 168, h: 316 },
        layout: "tall",
      };
    case "tube":
      if (look.product.weightGrams < 60)
        return {
          outline: "M110 230H480V370H110Z",
          under: `<ellipse cx="110" cy="300" rx="30" ry="70" fill="${darken(pack, 0.15)}"/>`,
          over: `${roundEdgesH(look, 110, 230, 370, 140)}<ellipse cx="480" cy="300" rx="30" ry="70" fill="${face(look.defs, lighten(pack, 0.1), 0.1)}"/><ellipse cx="480" cy="300" rx="18" ry="46" fill="${look.treat}" opacity=".7"/>`,
          panel: { x: 130, y: 240, w: 330, h: 120 },
          layout: "wide",
          noVignette: true,
        };
      return {
        outline: "M200 118H400V492Q300 512 200 492Z",
        over: `${roundEdges(look, 200, 118, 200, 384, 0.3)}<path d="M194 104H406V126Q300 146 194 126Z" fill="${cylinder(look.defs, accent)}"/><ellipse cx="300" cy="104" rx="106" ry="20" fill="${face(look.defs, lighten(accent, 0.2), 0.1)}"/><ellipse cx="300" cy="104" rx="86" ry="14" fill="none" stroke="#fff" stroke-width="2" opacity=".5"/>`,
        panel: { x: 212, y: 144, w: 176, h: 336 },
        layout: "tall",
      };
    case "cup":
      return {
        outline: "M150 168L190 492Q300 514 410 492L450 168Z",
        over: `${roundEdges(look, 150, 168, 300, 340, 0.26)}<ellipse cx="300" cy="164" rx="156" ry="30" fill="${face(look.defs, "#e9ecef", 0.15)}"/><ellipse cx="300" cy="164" rx="138" ry="22" fill="none" stroke="#fff" stroke-width="3" opacity=".7"/><path d="M418 176q40 4 44 24q-10 8 -30 2Z" fill="#dfe3e8"/><path d="M150 168Q300 206 450 168" fill="none" stroke="${darken(pack, 0.2)}" stroke-width="3" opacity=".4"/>`,
        panel: { x: 192, y: 210, w: 216, h: 270 },
        layout: "tall",
      };
    case "lollipop": {
      const pops = [-56, -28, 0, 28, 56]
        .map((angle, i) => {
          const r = (angle * Math.PI) / 180;
          const x = 300 + Math.sin(r) * 150;
          const y = 380 - Math.cos(r) * 190;
          return `<g transform="rotate(${angle} 300 380)"><rect x="297" y="210" width="6" height="180" rx="3" fill="#f5f0e8"/></g>${treatAccent(look, x, y, 1.25, i, angle)}`;
        })
        .join("");
      return {
        outline: "M210 360H390L366 522H234Z",
        under: pops,
        over: `${roundEdges(look, 210, 360, 180, 162, 0.24)}<path d="M206 360H394" stroke="${accent}" stroke-width="10" stroke-linecap="round"/>`,
        panel: { x: 226, y: 372, w: 148, h: 140 },
        layout: "tall",
        noVignette: true,
      };
    }
    case "egg": {
      const egg =
        "M300 132C392 132 436 262 436 348C436 442 374 498 300 498C226 498 164 442 164 348C164 262 208 132 300 132Z";
      const clip = look.defs.clip(`<path d="${egg}"/>`);
      return {
        outline: egg,
        inside: `<rect x="150" y="348" width="300" height="160" fill="${face(look.defs, accent, 0.1)}"/><rect x="150" y="288" width="300" height="86" fill="${pack}"/><path d="M150 288H450M150 374H450" stroke="${accent}" stroke-width="5"/>`,
        over: `<g clip-path="url(#${clip})"><ellipse cx="236" cy="230" rx="22" ry="60" fill="#fff" opacity=".45" transform="rotate(18 236 230)"/><ellipse cx="300" cy="480" rx="160" ry="60" fill="#000" opacity=".08"/></g><path d="${egg}" fill="none" stroke="#000" stroke-width="2" opacity=".1"/>`,
        panel: { x: 182, y: 292, w: 236, h: 78 },
        layout: "wide",
        noVignette: true,
      };
    }
  }
}

function roundEdgesH(look: Look, x: number, y: number, w: number, h: number): string {
  const id = look.defs.linear(
    [
      [0, "#ffffff", 0.35],
      [0.25, "#ffffff", 0],
      [0.75, "#000000", 0],
      [1, "#000000", 0.25],
    ],
    0,
    0,
    0,
    1,
  );
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="8" fill="url(#${id})"/>`;
}

/** The pack's background motif, chosen from its slug so that siblings differ. */
function motif(look: Look, box: Box, index: number): string {
  const { pack, accent } = look;
  const soft = isLight(pack) ? darken(pack, 0.08) : lighten(pack, 0.12);
  const tint = contrast(accent, pack) < 1.4 ? soft : accent;
  const cx = box.x + box.w / 2;
  switch (index % 6) {
    case 0: {
      let d = "";
      for (let x = box.x - box.h; x < box.x + box.w + 40; x += 34)
        d += `M${n(x)} ${n(box.y - 20)}l${n(box.h + 60)} ${n(box.h + 60)}`;
      return `<path d="${d}" stroke="${soft}" stroke-width="13"/>`;
    }
    case 1: {
      const dots: string[] = [];
      for (let y = box.y - 10, row = 0; y < box.y + box.h + 20; y += 30, row++)
        for (let x = box.x - 10 + (row % 2) * 15; x < box.x + box.w + 20; x += 30)
          dots.push(`M${n(x)} ${n(y)}h0`);
      return `<path d="${dots.join("")}" stroke="${soft}" stroke-width="10" stroke-linecap="round"/>`;
    }
    case 2: {
      const cy = box.y + box.h * 0.42;
      let d = "";
      for (let i = 0; i < 18; i++) {
        const a1 = (i / 18) * Math.PI * 2;
        const a2 = ((i + 0.5) / 18) * Math.PI * 2;
        d += `M${n(cx)} ${n(cy)}L${n(cx + Math.cos(a1) * 420)} ${n(cy + Math.sin(a1) * 420)}L${n(cx + Math.cos(a2) * 420)} ${n(cy + Math.sin(a2) * 420)}Z`;
      }
      return `<path d="${d}" fill="${soft}"/>`;
    }
    case 3: {
      const y = box.y + box.h * 0.78;
      return `<path d="M${box.x - 40} ${y}q40 -26 80 0t80 0t80 0t80 0t80 0t80 0V${box.y + box.h + 80}H${box.x - 40}Z" fill="${tint}" opacity=".85"/><path d="M${box.x - 40} ${y + 22}q40 -26 80 0t80 0t80 0t80 0t80 0t80 0V${box.y + box.h + 80}H${box.x - 40}Z" fill="${darken(tint, 0.12)}"/>`;
    }
    case 4:
      return `<path d="M${box.x - 60} ${box.y + box.h * 0.2}Q${cx} ${box.y + box.h * 0.02} ${box.x + box.w + 60} ${box.y + box.h * 0.3}V${box.y + box.h * 0.62}Q${cx} ${box.y + box.h * 0.4} ${box.x - 60} ${box.y + box.h * 0.55}Z" fill="${tint}" opacity=".9"/>`;
    default: {
      const bits: string[] = [];
      for (let i = 0; i < 26; i++) {
        const x = box.x + look.random() * box.w;
        const y = box.y + look.random() * box.h;
        const color = CANDY[i % CANDY.length]!;
        bits.push(
          `<rect x="${n(x)}" y="${n(y)}" width="12" height="4" rx="2" fill="${color}" opacity=".55" transform="rotate(${n(look.random() * 180)} ${n(x)} ${n(y)})"/>`,
        );
      }
      return bits.join("");
    }
  }
}

function nameStyle(look: Look, background: string) {
  const fill = ink(background);
  const stroke = fill === "#ffffff" ? darken(background, 0.45) : "#ffffff";
  return { fill, stroke };
}

function brandPill(look: Look, cx: number, y: number, maxWidth: number, size = 17): string {
  const { pack, accent } = look;
  const bg = contrast(accent, pack) < 1.5 ? (isLight(pack) ? darken(pack, 0.55) : "#ffffff") : accent;
  const label = look.product.brand.toUpperCase();
  const width = Math.min(maxWidth, textWidth(label, size, 1.5) + 28);
  return `<rect x="${n(cx - width / 2)}" y="${n(y)}" width="${n(width)}" height="${n(size + 13)}" rx="${n((size + 13) / 2)}" fill="${bg}" stroke="#fff" stroke-width="2" stroke-opacity=".7"/>${textBlock(
    label,
    {
      x: cx,
      y: y + (size + 13) / 2,
      width: width - 22,
      maxLines: 1,
      maxSize: size,
      minSize: 9,
      fill: ink(bg),
      letterSpacing: 1.5,
    },
  )}`;
}

function vignette(look: Look, cx: number, cy: number, r: number): string {
  const ring = contrast(look.accent, look.pack) < 1.4 ? "#ffffff" : look.accent;
  const inner = lighten(look.pack, isLight(look.pack) ? 0 : 0.82);
  const clip = look.defs.clip(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}"/>`);
  const scale = r / 70;
  const pieces =
    look.product.treat === "sticks"
      ? [0, 1, 2]
          .map((i) =>
            treatAccent(look, cx - 18 * scale + i * 18 * scale, cy + 6 * scale, scale * 0.9, i, -30 + i * 22),
          )
          .join("")
      : ["drink", "noodles", "spread"].includes(look.product.treat)
        ? treatAccent(look, cx, cy + 6 * scale, scale * 0.95, 0)
        : [
            treatAccent(look, cx - 22 * scale, cy - 8 * scale, scale * 0.62, 1, -18),
            treatAccent(look, cx + 24 * scale, cy - 4 * scale, scale * 0.62, 2, 22),
            treatAccent(look, cx, cy + 20 * scale, scale * 0.7, 0, -6),
          ].join("");
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r + 7)}" fill="${ring}"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${inner}"/><g clip-path="url(#${clip})">${pieces}</g>`;
}

function frontLabel(look: Look, shape: Shape): string {
  const { panel: p, layout } = shape;
  const background = shape.fill ?? look.pack;
  const style = nameStyle(look, background);
  const name = look.product.name;
  const weight = (x: number, anchor: "start" | "end") =>
    `<text x="${n(x)}" y="${n(p.y + p.h - 6)}" font-size="13" font-weight="700" text-anchor="${anchor}" fill="${ink(background)}" opacity=".8">${look.product.weightGrams} g</text>`;
  const showVignette = !shape.noVignette;
  const nameBlock = (cx: number, top: number, bottom: number, width: number, maxSize: number, maxLines = 3) =>
    textBlock(name, {
      x: cx,
      y: (top + bottom) / 2,
      width,
      height: bottom - top,
      maxLines,
      maxSize,
      minSize: 12,
      fill: style.fill,
      stroke: style.stroke,
      strokeWidth: Math.min(8, maxSize * 0.15),
    });

  if (layout === "wide") {
    const textW = showVignette ? p.w * 0.62 : p.w;
    const cx = p.x + textW / 2;
    const pill = p.h > 110 ? 16 : 12;
    const top = p.y + pill + 20;
    const bottom = p.y + p.h - (p.h > 110 ? 18 : 4);
    const r = Math.min(p.h * 0.42, (p.w - textW) * 0.42);
    return `${brandPill(look, cx, p.y + 2, textW - 20, pill)}${nameBlock(cx, top, bottom, textW - 18, 54, p.h > 110 ? 3 : 2)}${
      showVignette ? vignette(look, p.x + textW + (p.w - textW) / 2, p.y + p.h / 2, r) : ""
    }${p.h > 110 ? weight(p.x + p.w - 4, "end") : ""}`;
  }

  if (layout === "square") {
    const cx = p.x + p.w / 2;
    const r = p.h * 0.2;
    const vy = p.y + p.h - r - 12;
    return `${brandPill(look, cx, p.y + 4, p.w - 30)}${nameBlock(cx, p.y + 44, vy - r - 12, p.w - 20, 52, 3)}${
      showVignette ? vignette(look, cx + p.w * 0.2, vy, r) : ""
    }${weight(p.x + 64, "start")}`;
  }

  // Tall: brand, name, then the vignette below.
  const cx = p.x + p.w / 2;
  const r = showVignette ? Math.min(p.w * 0.34, p.h * 0.2) : 0;
  const vy = p.y + p.h - r - 24;
  const bottom = showVignette ? vy - r - 16 : p.y + p.h - 22;
  return `${brandPill(look, cx, p.y + 2, p.w - 16, p.w < 180 ? 13 : 16)}${nameBlock(cx, p.y + 40, bottom, p.w - 14, 52)}${
    showVignette ? vignette(look, cx, vy, r) : ""
  }${p.h > 200 ? weight(p.x + p.w - 4, "end") : ""}`;
}

function barcode(slug: string, x: number, y: number, w: number, h: number): string {
  const bars: string[] = ["", "", ""];
  let cursor = x;
  for (let i = 0; cursor < x + w - 3; i++) {
    const code = slug.charCodeAt(i % slug.length) + i * 7;
    const width = 1 + (code % 3);
    bars[width - 1] += `M${n(cursor + width / 2)} ${n(y)}v${n(h)}`;
    cursor += width + 1 + ((code >> 2) % 2) * 2;
  }
  const paths = bars
    .map((d, i) => (d ? `<path d="${d}" stroke="#1b1b1b" stroke-width="${i + 1}"/>` : ""))
    .join("");
  return `<rect x="${n(x - 6)}" y="${n(y - 6)}" width="${n(w + 12)}" height="${n(h + 12)}" rx="4" fill="#fff"/>${paths}`;
}

function backLabel(look: Look, shape: Shape): string {
  const { panel: p } = shape;
  const background = shape.fill ?? look.pack;
  const color = ink(background);
  const cx = p.x + p.w / 2;
  const { product } = look;
  const small = p.h < 150;
  const info = `Product of ${/^(United|Netherlands|Philippines)/.test(product.originCountry) ? "the " : ""}${product.originCountry}`;
  const header = textBlock(product.name, {
    x: cx,
    y: p.y + (small ? 14 : 22),
    width: p.w - 20,
    maxLines: 1,
    maxSize: small ? 14 : 22,
    minSize: 9,
    fill: color,
  });
  if (small) {
    return `${header}${textBlock(info, { x: cx, y: p.y + 38, width: p.w - 20, maxLines: 1, maxSize: 12, minSize: 8, fill: color, weight: 600 })}${barcode(product.slug, cx - 36, p.y + p.h - 40, 72, 26)}`;
  }
  const tableW = Math.min(p.w - 24, 220);
  const tableX = cx - tableW / 2;
  const tableY = p.y + 48;
  const rows = Math.max(3, Math.min(7, Math.floor((p.h - 150) / 20)));
  const lines = Array.from({ length: rows }, (_, i) => {
    const y = tableY + 34 + i * 20;
    const len = 0.35 + ((product.slug.charCodeAt(i % product.slug.length) % 7) / 7) * 0.3;
    return `<path d="M${n(tableX + 10)} ${n(y)}h${n((tableW - 20) * len)}M${n(tableX + tableW - 44)} ${n(y)}h34" stroke="#9aa0a6" stroke-width="5" stroke-linecap="round"/><path d="M${n(tableX + 8)} ${n(y + 10)}h${n(tableW - 16)}" stroke="#e3e5e8" stroke-width="1.5"/>`;
  }).join("");
  const tableH = 34 + rows * 20 + 6;
  const table = `<rect x="${n(tableX)}" y="${n(tableY)}" width="${n(tableW)}" height="${n(tableH)}" rx="10" fill="#fff" opacity=".95"/><text x="${n(tableX + 12)}" y="${n(tableY + 22)}" font-size="14" font-weight="700" fill="#2a1a14">Nutrition</text><path d="M${n(tableX + 8)} ${n(tableY + 30)}h${n(tableW - 16)}" stroke="#2a1a14" stroke-width="3"/>${lines}`;
  const below = tableY + tableH + 14;
  const room = p.y + p.h - below;
  const facts =
    room > 70
      ? `${textBlock(info, { x: cx, y: below + 10, width: p.w - 24, maxLines: 1, maxSize: 15, minSize: 9, fill: color, weight: 600 })}${textBlock(`${product.brand} · ${product.weightGrams} g`, { x: cx, y: below + 30, width: p.w - 24, maxLines: 1, maxSize: 13, minSize: 9, fill: color, weight: 500 })}${barcode(product.slug, cx - 44, Math.min(below + 48, p.y + p.h - 36), 88, Math.min(30, room - 56))}`
      : textBlock(info, {
          x: cx,
          y: below + 8,
          width: p.w - 24,
          maxLines: 1,
          maxSize: 14,
          minSize: 8,
          fill: color,
          weight: 600,
        });
  return `${header}${table}${facts}`;
}

/** The whole pack, front or back, on the 600 × 600 canvas. */
export function drawPack(look: Look, side: "front" | "back"): string {
  const shape = shapeFor(look.product.kind, look);
  const fill = shape.fill ?? look.pack;
  const clip = look.defs.clip(`<path d="${shape.outline}"/>`);
  const box = {
    x: shape.panel.x - 70,
    y: shape.panel.y - 70,
    w: shape.panel.w + 140,
    h: shape.panel.h + 140,
  };
  const motifIndex =
    side === "back" ? 1 : [...look.product.slug].reduce((sum, c) => sum + c.charCodeAt(0), 0);
  const label = side === "front" ? frontLabel(look, shape) : backLabel(look, shape);
  return `<g>${shape.under ?? ""}<path d="${shape.outline}" fill="${face(look.defs, fill, 0.1)}"/><g clip-path="url(#${clip})" opacity="${side === "back" ? 0.5 : 1}">${motif(look, box, motifIndex)}</g><g clip-path="url(#${clip})">${shape.inside ?? ""}</g>${label}${shape.over ?? ""}</g>`;
}

/** Where a pack stands, for its shadow, and how much to enlarge it. */
export function floorOf(look: Look): Floor {
  switch (look.product.kind) {
    case "bar":
      return { y: 428, width: 470, scale: 1 };
    case "prism":
      return { y: 400, width: 470, scale: 1 };
    case "tube":
      return look.product.weightGrams < 60
        ? { y: 392, width: 420, scale: 1.05 }
        : { y: 506, width: 230, scale: 1.14 };
    case "praline-box":
      return { y: 486, width: 440, scale: 1.04 };
    case "can":
      return { y: 500, width: 220, scale: 1.16 };
    case "bottle":
      return { y: 516, width: 200, scale: 1.12 };
    case "egg":
      return { y: 496, width: 240, scale: 1.14 };
    case "lollipop":
      return { y: 522, width: 200, scale: 1.08 };
    case "cup":
    case "jar":
      return { y: 514, width: 300, scale: 1.12 };
    default:
      return { y: 514, width: 330, scale: 1.1 };
  }
}

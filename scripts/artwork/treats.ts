/**
 * One piece of each kind of treat, drawn around (0, 0) within about ±60 units, and the
 * arrangements (heaps, fans, dishes) the scenes place them in.
 */
import type { TreatKind } from "~/db/seed/catalogue";
import { darken, isLight, lighten } from "./color";
import { between, CANDY, cylinder, face, gloss, type Look } from "./look";
import { seededRandom } from "~/db/seed/random";
import { circlePath, ellipsePath, n } from "./svg";

type Drawer = (look: Look, index: number) => string;

const named = (look: Look, pattern: RegExp) => pattern.test(look.product.name);

/** Colour of piece `index`: mixed candy colours for mixed bags, otherwise the treat colour with small shifts. */
function pieceColor(look: Look, index: number, mixed: boolean): string {
  if (mixed) return CANDY[(index * 3 + look.product.slug.length) % CANDY.length]!;
  const shift = [0, 0.08, -0.06, 0.14, -0.1][index % 5]!;
  return shift >= 0 ? lighten(look.treat, shift) : darken(look.treat, -shift);
}

const mixedBag = (look: Look) =>
  /assorted|starmix|jolly rancher|warheads|20 flavors|mike and ike|babies|m&m|chupa|airheads|hi-chew|maoam|goldbears|nerds/i.test(
    look.product.name,
  );

/** Small dots scattered over an ellipse, as one path. */
const specks = (look: Look, count: number, rx: number, ry: number, color: string, size = 2.2) => {
  let d = "";
  for (let i = 0; i < count; i++) {
    const a = look.random() * Math.PI * 2;
    const r = Math.sqrt(look.random());
    d += `M${n(Math.cos(a) * rx * r)} ${n(Math.sin(a) * ry * r)}h0`;
  }
  return count
    ? `<path d="${d}" stroke="${color}" stroke-width="${n(size * 2)}" stroke-linecap="round"/>`
    : "";
};

const highlight = (x: number, y: number, rx: number, ry: number, opacity = 0.55, rotate = -25) =>
  `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(rx)}" ry="${n(ry)}" fill="#fff" opacity="${n(opacity)}" transform="rotate(${rotate} ${n(x)} ${n(y)})"/>`;

const sticks: Drawer = (look, index) => {
  const biscuit = "#e2b36e";
  const coat = look.treat;
  const plain = Math.abs(parseInt(coat.slice(1), 16) - parseInt(biscuit.slice(1), 16)) < 0x101010;
  const dots = named(look, /cookies|almond|salad|crush/i)
    ? `<g transform="translate(0 -20)">${specks(look, 9, 5, 40, named(look, /almond/i) ? "#f3d7a8" : named(look, /salad/i) ? "#3f8f3a" : "#2b1b17", 2)}</g>`
    : "";
  return `<g><rect x="-7" y="-78" width="14" height="156" rx="7" fill="${biscuit}"/><rect x="-7" y="52" width="14" height="26" rx="6" fill="${darken(biscuit, 0.08)}"/>${
    plain
      ? ""
      : `<path d="M-8.5 -72a8.5 8.5 0 0 1 17 0V40q-4 5-8.5 1t-8.5 2Z" fill="${face(look.defs, coat, 0.1)}"/>`
  }${dots}<rect x="-4.5" y="-70" width="3.2" height="100" rx="1.6" fill="#fff" opacity="${index % 2 ? 0.3 : 0.4}"/></g>`;
};

const chocolate: Drawer = (look, index) => {
  const c = look.treat;
  const nutty = named(look, /hazelnut|nut|almond|toblerone/i);
  const filling = named(look, /marzipan/i)
    ? "#f3dcb0"
    : named(look, /caramel/i)
      ? "#d98c2b"
      : named(look, /noir de noir|tim tam|brownie/i)
        ? darken(c, 0.35)
        : undefined;
  const rows = index % 3 === 2 ? 1 : 3;
  const squares = [];
  for (let row = 0; row < rows; row++)
    for (let col = 0; col < 2; col++) {
      const x = -38 + col * 39;
      const y = -56 + row * 38;
      squares.push(
        `<rect x="${x}" y="${y}" width="35" height="34" rx="4" fill="${darken(c, 0.12)}"/><rect x="${x + 4}" y="${y + 4}" width="27" height="26" rx="3" fill="${face(look.defs, c, 0.1)}"/><path d="M${x + 3} ${y + 31}V${y + 3}H${x + 32}" fill="none" stroke="${lighten(c, 0.3)}" stroke-width="2" opacity=".7"/>`,
      );
    }
  const height = rows * 38 + 6;
  // A broken edge shows what is inside.
  const edge =
    filling && rows === 1
      ? `<rect x="-42" y="-16" width="84" height="14" fill="${darken(c, 0.3)}"/><rect x="-38" y="-14" width="76" height="10" rx="3" fill="${filling}"/>`
      : "";
  const nuts = nutty
    ? specks(look, 5, 30, height / 2 - 10, "#d9a45b", 4.5).replace(
        "<path",
        `<path transform="translate(0 ${n(-56 + height / 2)})"`,
      )
    : "";
  return `<g><rect x="-42" y="-60" width="84" height="${height}" rx="6" fill="${darken(c, 0.3)}"/>${squares.join("")}${edge}${nuts}</g>`;
};

const pralines: Drawer = (look, index) => {
  const c = look.treat;
  const cup = look.accent;
  const ridges = Array.from({ length: 9 }, (_, i) => {
    const x = -34 + i * 8.5;
    return `<path d="M${n(x)} 10l${n((x / 34) * 6)} 30" stroke="${darken(cup, 0.25)}" stroke-width="2" opacity=".5"/>`;
  }).join("");
  const topping = named(look, /rocher/i)
    ? specks(look, 18, 26, 22, lighten(c, 0.35), 3.2)
    : named(look, /lindor|maltesers/i)
      ? ""
      : `<path d="M-22 -14q8 -10 16 0t16 0t14 -2" fill="none" stroke="${lighten(c, 0.35)}" stroke-width="4" stroke-linecap="round"/>`;
  const wrapped = named(look, /lindor/i);
  return `<g>${
    wrapped
      ? `<path d="M-34 14q-16 -4 -24 6q14 10 26 4Z M34 14q16 -4 24 6q-14 10 -26 4Z" fill="${look.pack}"/>`
      : ""
  }<path d="M-38 8h76l-8 34h-60Z" fill="${face(look.defs, cup, 0.15)}"/>${ridges}<circle cx="0" cy="0" r="36" fill="${gloss(look.defs, wrapped && index % 2 ? look.pack : c)}"/>${topping}${highlight(-12, -16, 10, 6)}</g>`;
};

const BEAR = [
  circlePath(-16, -46, 9),
  circlePath(16, -46, 9),
  circlePath(0, -30, 22),
  ellipsePath(0, 12, 27, 31),
  ellipsePath(-26, -2, 10, 12),
  ellipsePath(26, -2, 10, 12),
  circlePath(-16, 38, 13),
  circlePath(16, 38, 13),
].join("");

function gummyShape(look: Look, index: number): string {
  const name = look.product.name;
  const mixed = mixedBag(look);
  const c = pieceColor(look, index, mixed);
  const fill = gloss(look.defs, c, 0.5);
  if (/pig/i.test(name))
    return `<g><path d="M-30 -30l8 -18 14 12Z M30 -30l-8 -18 -14 12Z" fill="${darken(c, 0.08)}"/><circle r="38" fill="${fill}"/><ellipse cx="0" cy="10" rx="16" ry="11" fill="${darken(c, 0.1)}"/><circle cx="-6" cy="10" r="3" fill="${darken(c, 0.4)}"/><circle cx="6" cy="10" r="3" fill="${darken(c, 0.4)}"/><circle cx="-14" cy="-10" r="4" fill="${darken(c, 0.55)}"/><circle cx="14" cy="-10" r="4" fill="${darken(c, 0.55)}"/>${highlight(-16, -22, 10, 5)}</g>`;
  if (/cola/i.test(name) || (/starmix/i.test(name) && index % 3 === 1)) {
    const cola = "#7a3b12";
    return `<g><path d="M-9 -52h18v14q0 6 6 12l4 8v50q0 12 -12 12h-14q-12 0 -12 -12v-50l4 -8q6 -6 6 -12Z" fill="${gloss(look.defs, cola, 0.4)}"/><path d="M-13 10v34q0 8 8 8h10q8 0 8 -8v-34Z" fill="${lighten(cola, 0.35)}" opacity=".55"/>${highlight(-6, -8, 4, 18, 0.45, 0)}</g>`;
  }
  if (/muscat|grape|kororo/i.test(name))
    return `<g><circle r="30" fill="${fill}"/>${highlight(-10, -12, 9, 6)}</g>`;
  if (/bilar/i.test(name)) {
    const car = pieceColor(look, index, true);
    return `<g><path d="M-46 10q0 -18 16 -20l10 -16h34l14 16q18 2 18 20v10h-92Z" fill="${gloss(look.defs, index % 2 ? "#ffffff" : car, 0.3)}"/><path d="M-46 20h92v6h-92Z" fill="${index % 2 ? car : "#ffffff"}"/><circle cx="-26" cy="26" r="10" fill="${darken(car, 0.2)}"/><circle cx="26" cy="26" r="10" fill="${darken(car, 0.2)}"/>${highlight(-6, -14, 12, 4, 0.45, 0)}</g>`;
  }
  if (/babies/i.test(name))
    return `<g opacity=".95" fill="${fill}"><circle cx="0" cy="-34" r="16"/><path d="M-22 -18q22 -8 44 0l4 50q-4 14 -16 14l-8 -18h-4l-8 18q-12 0 -16 -14Z"/>${highlight(-6, -40, 6, 4)}</g>`;
  if (/nerds/i.test(name)) {
    const dots = Array.from({ length: 22 }, (_, i) => {
      const a = i * 2.4;
      const r = 10 + (i % 4) * 7;
      return `<circle cx="${n(Math.cos(a) * r)}" cy="${n(Math.sin(a) * r * 0.9)}" r="${n(between(look.random, 5, 7.5))}" fill="${CANDY[i % CANDY.length]}"/>`;
    }).join("");
    return `<g><circle r="36" fill="${gloss(look.defs, "#e05a9c", 0.4)}"/>${dots}${highlight(-12, -16, 9, 5, 0.5)}</g>`;
  }
  if (index % 4 === 3 && /starmix|goldbears/i.test(name) === false)
    return `<g><circle r="32" fill="none" stroke="${c}" stroke-width="20"/><circle r="32" fill="none" stroke="${lighten(c, 0.35)}" stroke-width="5" stroke-dasharray="30 170" transform="rotate(200)"/></g>`;
  // A gummy bear.
  return `<g opacity=".96"><path d="${BEAR}" fill="${fill}"/>${highlight(-8, -36, 7, 4, 0.6)}${highlight(-10, 4, 6, 12, 0.35, 10)}</g>`;
}

const gummies: Drawer = (look, index) => gummyShape(look, index);

const ropes: Drawer = (look, index) => {
  const two = named(look, /glowworm/i);
  const c = named(look, /panda/i) ? "#2b1d1a" : look.treat;
  const fill = two
    ? `url(#${look.defs.linear(
        [
          [0.45, CANDY[(index * 2) % CANDY.length]!],
          [0.55, CANDY[(index * 2 + 3) % CANDY.length]!],
        ],
        0,
        0,
        1,
        0,
      )})`
    : c;
  if (named(look, /panda/i))
    return `<g><rect x="-20" y="-34" width="40" height="68" rx="10" fill="${gloss(look.defs, c, 0.25)}"/><path d="M-14 -24v48M-5 -24v48M4 -24v48M13 -24v48" stroke="#000" stroke-width="2" opacity=".35"/>${highlight(-8, -20, 4, 10, 0.35, 0)}</g>`;
  const d = "M-62 30C-40 -30 -10 50 14 -6S52 -30 64 -20";
  return `<g fill="none" stroke-linecap="round"><path d="${d}" stroke="${fill}" stroke-width="20"/><path d="${d}" stroke="${darken(c, 0.3)}" stroke-width="20" stroke-dasharray="3 8" opacity="${two ? 0.15 : 0.45}"/><path d="${d}" stroke="#fff" stroke-width="4" opacity=".35" transform="translate(-2 -6)"/>${
    two ? `<path d="${d}" stroke="#fff" stroke-width="20" stroke-dasharray="1 5" opacity=".45"/>` : ""
  }</g>`;
};

function blob(look: Look, radius: number, wobble: number, points = 9): string {
  const corners = Array.from({ length: points }, (_, i) => {
    const a = (i / points) * Math.PI * 2;
    const r = radius + between(look.random, -wobble, wobble);
    return [Math.cos(a) * r, Math.sin(a) * r * 0.82] as const;
  });
  const mid = (a: readonly [number, number], b: readonly [number, number]) =>
    [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2] as const;
  let d = "";
  corners.forEach((corner, i) => {
    const next = corners[(i + 1) % points]!;
    const m = mid(corner, next);
    if (i === 0)
      d += `M${n(mid(corners[points - 1]!, corner)[0])} ${n(mid(corners[points - 1]!, corner)[1])}`;
    d += `Q${n(corner[0])} ${n(corner[1])} ${n(m[0])} ${n(m[1])}`;
  });
  return `${d}Z`;
}

const chips: Drawer = (look) => {
  const c = look.treat;
  if (named(look, /takis/i))
    return `<g transform="rotate(-20)"><rect x="-50" y="-16" width="100" height="32" rx="8" fill="${cylinder(look.defs, c)}"/><ellipse cx="50" cy="0" rx="8" ry="16" fill="${darken(c, 0.25)}"/><path d="M50 -16q-8 16 0 32" stroke="${lighten(c, 0.2)}" stroke-width="3" fill="none"/>${specks(look, 14, 44, 12, darken(c, 0.4), 1.8)}</g>`;
  if (named(look, /jagariko|ebisen|saeukkang/i))
    return `<g><rect x="-54" y="-11" width="108" height="22" rx="11" fill="${gloss(look.defs, c, 0.3)}"/><path d="M-40 -4h80" stroke="${lighten(c, 0.4)}" stroke-width="3" stroke-linecap="round" opacity=".7"/>${specks(look, 8, 44, 6, named(look, /salad/i) ? "#4f9a3a" : darken(c, 0.3), 1.6)}</g>`;
  // A thin, curled potato chip: pale centre, golden edges, a fold across it.
  const fill = `url(#${look.defs.radial(
    [
      [0, lighten(c, 0.45)],
      [0.7, lighten(c, 0.1)],
      [1, darken(c, 0.15)],
    ],
    0.45,
    0.45,
    0.6,
  )})`;
  return `<g><path d="${blob(look, 48, 6, 8)}" fill="${fill}" transform="scale(1 .72)"/><path d="M-38 -4q20 -16 40 -4t36 -2" fill="none" stroke="${darken(c, 0.12)}" stroke-width="3" opacity=".45" stroke-linecap="round"/><path d="M-30 12q24 -10 54 4" fill="none" stroke="#fff" stroke-width="3" opacity=".5" stroke-linecap="round"/>${specks(look, 7, 30, 18, darken(c, 0.3), 1.4)}</g>`;
};

const cookies: Drawer = (look, index) => {
  const c = look.treat;
  if (named(look, /panda|koala/i)) {
    const animal = named(look, /panda/i)
      ? `<circle cx="-12" cy="-10" r="7" fill="#2b1b17"/><circle cx="12" cy="-10" r="7" fill="#2b1b17"/><circle cx="-12" cy="-10" r="2.5" fill="#fff"/><circle cx="12" cy="-10" r="2.5" fill="#fff"/><ellipse cx="0" cy="6" rx="5" ry="3.5" fill="#2b1b17"/><circle cx="-24" cy="-28" r="8" fill="#2b1b17"/><circle cx="24" cy="-28" r="8" fill="#2b1b17"/>`
      : `<circle cx="-26" cy="-22" r="11" fill="#8a8a8a"/><circle cx="26" cy="-22" r="11" fill="#8a8a8a"/><circle cx="-10" cy="-6" r="4" fill="#2b1b17"/><circle cx="10" cy="-6" r="4" fill="#2b1b17"/><ellipse cx="0" cy="8" rx="7" ry="6" fill="#2b1b17"/>`;
    return `<g><rect x="-40" y="-36" width="80" height="72" rx="30" fill="${gloss(look.defs, "#efcf93", 0.3)}"/>${animal}</g>`;
  }
  if (named(look, /leibniz|biscoff|parle|shortbread/i)) {
    const teeth = named(look, /leibniz/i)
      ? Array.from(
          { length: 13 },
          (_, i) =>
            `<circle cx="${n(-54 + i * 9)}" cy="-36" r="5"/><circle cx="${n(-54 + i * 9)}" cy="36" r="5"/>`,
        ).join("")
      : "";
    const holes = Array.from(
      { length: 8 },
      (_, i) =>
        `<circle cx="${n(-36 + (i % 4) * 24)}" cy="${i < 4 ? -12 : 12}" r="2.4" fill="${darken(c, 0.25)}"/>`,
    ).join("");
    return `<g><g fill="${c}">${teeth}</g><rect x="-56" y="-36" width="112" height="72" rx="${named(look, /shortbread/i) ? 10 : 5}" fill="${face(look.defs, c, 0.14)}"/><rect x="-48" y="-28" width="96" height="56" rx="4" fill="none" stroke="${darken(c, 0.15)}" stroke-width="2"/>${holes}</g>`;
  }
  const base = `<circle r="44" fill="${darken(c, 0.2)}"/><circle r="40" fill="${gloss(look.defs, c, 0.25)}"/>`;
  if (named(look, /stroopwafel/i)) {
    const lines = Array.from({ length: 9 }, (_, i) => {
      const o = -40 + i * 10;
      return `<path d="M${o} -44l44 88M${o + 44} -44l-44 88" />`;
    }).join("");
    const clip = look.defs.clip(`<circle r="38"/>`);
    return `<g>${base}<g clip-path="url(#${clip})" stroke="${darken(c, 0.25)}" stroke-width="2.5" opacity=".7">${lines}</g><circle r="44" fill="none" stroke="#b86a1d" stroke-width="3" stroke-dasharray="6 5" opacity=".8"/></g>`;
  }
  const chipsColor = "#3b2418";
  const chipsDots = Array.from({ length: 7 }, (_, i) => {
    const a = i * 2.2 + index;
    const r = 10 + (i % 3) * 9;
    return `<path d="M${n(Math.cos(a) * r)} ${n(Math.sin(a) * r - 4)}l5 7h-10Z" fill="${chipsColor}"/>`;
  }).join("");
  return `<g>${base}${chipsDots}${specks(look, 6, 30, 30, lighten(c, 0.35), 2)}</g>`;
};

const sandwichCookies: Drawer = (look) => {
  const c = look.treat;
  const cream = named(look, /birthday/i) ? "#ffe3ee" : "#fbf7ef";
  const sprinkles = named(look, /birthday/i)
    ? Array.from(
        { length: 8 },
        (_, i) =>
          `<rect x="${-36 + i * 9}" y="${i % 2 ? 4 : 8}" width="5" height="2" rx="1" fill="${CANDY[i % CANDY.length]}"/>`,
      ).join("")
    : "";
  return `<g><ellipse cx="0" cy="22" rx="46" ry="16" fill="${darken(c, 0.2)}"/><rect x="-46" y="10" width="92" height="12" fill="${darken(c, 0.1)}"/><rect x="-45" y="0" width="90" height="12" fill="${cream}"/>${sprinkles}<ellipse cx="0" cy="0" rx="46" ry="16" fill="${cream}"/><rect x="-46" y="-12" width="92" height="12" fill="${darken(c, 0.1)}"/><ellipse cx="0" cy="-12" rx="46" ry="16" fill="${gloss(look.defs, c, 0.2)}"/><ellipse cx="0" cy="-12" rx="32" ry="10" fill="none" stroke="${lighten(c, 0.18)}" stroke-width="2.5" stroke-dasharray="4 4"/><ellipse cx="0" cy="-12" rx="18" ry="5.5" fill="none" stroke="${lighten(c, 0.18)}" stroke-width="2"/></g>`;
};

const cakes: Drawer = (look, index) => {
  const c = look.treat;
  if (named(look, /twinkies/i))
    return `<g><rect x="-62" y="-24" width="124" height="48" rx="24" fill="${gloss(look.defs, c, 0.3)}"/><circle cx="-26" cy="18" r="4" fill="#fff8e7"/><circle cx="0" cy="20" r="4" fill="#fff8e7"/><circle cx="26" cy="18" r="4" fill="#fff8e7"/>${highlight(-20, -10, 24, 6, 0.35, 0)}</g>`;
  const layers =
    index % 2
      ? `<rect x="-46" y="0" width="92" height="7" fill="#e9b46a"/><rect x="-46" y="7" width="92" height="7" fill="#fff6ea"/><rect x="-46" y="14" width="92" height="8" fill="#e9b46a"/>`
      : "";
  return `<g><ellipse cx="0" cy="22" rx="46" ry="14" fill="${darken(c, 0.25)}"/><rect x="-46" y="-2" width="92" height="24" fill="${cylinder(look.defs, c)}"/>${layers}<path d="M-46 -2q0 -30 46 -30t46 30q0 14 -46 14t-46 -14Z" fill="${gloss(look.defs, c, 0.3)}"/><path d="M-26 -14q8 -6 16 0t16 0t16 0" fill="none" stroke="${lighten(c, 0.35)}" stroke-width="3" stroke-linecap="round" opacity=".8"/></g>`;
};

const candies: Drawer = (look, index) => {
  const c = pieceColor(look, index, mixedBag(look));
  const wrap = lighten(c, 0.35);
  return `<g><path d="M-24 0L-54 -20q-4 20 0 40Z" fill="${wrap}" opacity=".9"/><path d="M24 0L54 -20q4 20 0 40Z" fill="${wrap}" opacity=".9"/><path d="M-24 0l-22 -10M-24 0l-24 0M-24 0l-22 10M24 0l22 -10M24 0l24 0M24 0l22 10" stroke="${darken(c, 0.15)}" stroke-width="1.6" opacity=".6"/><ellipse rx="30" ry="24" fill="${gloss(look.defs, c, 0.5)}"/>${highlight(-10, -9, 10, 5, 0.6)}</g>`;
};

const chews: Drawer = (look, index) => {
  const c = pieceColor(look, index, mixedBag(look));
  const long = named(look, /airheads|maoam|pulparindo|my chew/i);
  const w = long ? 110 : 66;
  const h = long ? 30 : 40;
  const paper = named(look, /white rabbit/i)
    ? "#ffffff"
    : named(look, /tootsie/i)
      ? "#f4efe6"
      : lighten(c, 0.55);
  const band = named(look, /tootsie/i) ? "#e2231a" : named(look, /white rabbit/i) ? "#1565c0" : c;
  if (named(look, /tootsie|pineapple/i) && index % 2)
    return `<g><rect x="-30" y="-16" width="60" height="32" rx="15" fill="${gloss(look.defs, named(look, /pineapple/i) ? "#5a2d1c" : "#6d3b1f", 0.25)}"/>${highlight(-10, -8, 12, 4, 0.35, 0)}</g>`;
  return `<g><path d="M${-w / 2} ${-h / 2}l-14 -6v${h + 12}l14 -6Z M${w / 2} ${-h / 2}l14 -6v${h + 12}l-14 -6Z" fill="${darken(paper, 0.06)}"/><rect x="${-w / 2}" y="${-h / 2}" width="${w}" height="${h}" rx="6" fill="${face(look.defs, paper, 0.06)}"/><rect x="${-w / 2}" y="${-h / 6}" width="${w}" height="${h / 3}" fill="${band}"/><circle cx="${w / 4}" cy="0" r="${h / 5}" fill="#fff" opacity=".7"/>${highlight(-w / 4, -h / 3, w / 5, 2.5, 0.6, 0)}</g>`;
};

const mints: Drawer = (look, index) => {
  const c = look.treat;
  if (named(look, /tic tac|gum/i))
    return `<g><ellipse rx="22" ry="12" fill="${gloss(look.defs, index % 2 && named(look, /gum/i) ? lighten(look.pack, 0.5) : c, 0.6)}" stroke="${darken(c, 0.12)}" stroke-width="1.5"/>${highlight(-7, -5, 8, 3, 0.7, 0)}</g>`;
  if (named(look, /fisherman/i))
    return `<g><rect x="-24" y="-22" width="48" height="44" rx="16" fill="${gloss(look.defs, "#c9a26b", 0.3)}"/>${specks(look, 10, 18, 16, "#8a6a3e", 1.4)}</g>`;
  return `<g><circle r="28" fill="${darken(c, 0.12)}"/><circle r="26" fill="${gloss(look.defs, c, 0.6)}"/><circle r="18" fill="none" stroke="#fff" stroke-width="2" opacity=".6"/>${highlight(-8, -10, 8, 4, 0.8)}</g>`;
};

const drink: Drawer = (look) => {
  const c = look.treat;
  const liquid = isLight(c) ? darken(c, 0.05) : c;
  const bubbles = Array.from(
    { length: 9 },
    (_, i) =>
      `<circle cx="${n(-22 + ((i * 17) % 44))}" cy="${n(48 - i * 8)}" r="${n(2 + (i % 3))}" fill="#fff" opacity=".7"/>`,
  ).join("");
  return `<g><path d="M14 -78l22 -10" stroke="${look.accent}" stroke-width="9" stroke-linecap="round"/><path d="M8 -60L20 -84" stroke="${look.accent}" stroke-width="9" stroke-linecap="round"/><path d="M-42 -56h84l-8 110q-1 8 -9 8h-50q-8 0 -9 -8Z" fill="#ffffff" opacity=".5"/><path d="M-39 -30h78l-6 84q-1 6 -7 6h-52q-6 0 -7 -6Z" fill="${face(look.defs, liquid, 0.1)}" opacity=".95"/><rect x="-26" y="-42" width="24" height="24" rx="5" fill="#fff" opacity=".75" transform="rotate(-12 -14 -30)"/><rect x="2" y="-38" width="22" height="22" rx="5" fill="#fff" opacity=".6" transform="rotate(14 13 -27)"/>${bubbles}<path d="M-34 -50l6 96" stroke="#fff" stroke-width="5" stroke-linecap="round" opacity=".6"/><path d="M-42 -56h84" stroke="#fff" stroke-width="3" opacity=".9"/></g>`;
};

const noodles: Drawer = (look) => {
  const broth = look.treat;
  const bowl = look.accent === "#ffffff" ? look.pack : look.accent;
  const noodle = named(look, /bhujia/i) ? "#e8b040" : named(look, /yopokki/i) ? "#fbf3e4" : "#f7dc8f";
  const strands = named(look, /yopokki/i)
    ? Array.from(
        { length: 7 },
        (_, i) =>
          `<rect x="${-44 + (i % 4) * 24}" y="${-26 + Math.floor(i / 4) * 14 + (i % 2) * 4}" width="22" height="11" rx="5.5" fill="${noodle}" stroke="${darken(broth, 0.1)}" stroke-width="2"/>`,
      ).join("")
    : Array.from(
        { length: 6 },
        (_, i) =>
          `<path d="M${-48 + i * 4} ${-22 + i * 3}q12 -12 24 0t24 0t24 0t24 0" fill="none" stroke="${noodle}" stroke-width="5" stroke-linecap="round"/>`,
      ).join("");
  const steam = named(look, /bhujia|mamee/i)
    ? ""
    : `<path d="M-20 -50q-8 -12 0 -24t0 -24M4 -52q-8 -12 0 -24t0 -24M28 -50q-8 -12 0 -24t0 -24" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" opacity=".7"/>`;
  const sticks = `<path d="M30 -70L76 -12M44 -76L84 -20" stroke="#c9945a" stroke-width="5" stroke-linecap="round"/>`;
  return `<g>${steam}<ellipse cx="0" cy="-16" rx="62" ry="18" fill="${darken(broth, 0.05)}"/>${strands}<circle cx="-30" cy="-22" r="3.5" fill="#4caf50"/><circle cx="20" cy="-26" r="3.5" fill="#4caf50"/><circle cx="36" cy="-18" r="3" fill="#4caf50"/><path d="M-64 -16q0 64 64 64t64 -64q-10 10 -64 12t-64 -12Z" fill="${face(look.defs, bowl, 0.15)}"/><path d="M-50 6q50 16 100 0" stroke="#fff" stroke-width="4" fill="none" opacity=".35"/>${sticks}</g>`;
};

const wafers: Drawer = (look) => {
  const c = look.treat;
  if (named(look, /pop-tart/i))
    return `<g><rect x="-46" y="-58" width="92" height="116" rx="10" fill="${gloss(look.defs, "#e8b36a", 0.2)}"/><rect x="-36" y="-46" width="72" height="92" rx="8" fill="${c}"/>${Array.from({ length: 12 }, (_, i) => `<rect x="${-28 + (i % 4) * 17}" y="${-38 + Math.floor(i / 4) * 28 + (i % 2) * 8}" width="8" height="3" rx="1.5" fill="${CANDY[i % CANDY.length]}" transform="rotate(${(i * 37) % 90} ${-24 + (i % 4) * 17} ${-36 + Math.floor(i / 4) * 28})"/>`).join("")}</g>`;
  if (named(look, /kit kat/i))
    return `<g><rect x="-44" y="-16" width="88" height="22" rx="5" fill="${gloss(look.defs, c, 0.3)}"/><rect x="-44" y="10" width="88" height="22" rx="5" fill="${gloss(look.defs, c, 0.3)}"/></g>`;
  const lattice = Array.from({ length: 12 }, (_, i) => `<path d="M${-60 + i * 10} -20l24 38" />`).join("");
  const clip = look.defs.clip(`<rect x="-56" y="-20" width="112" height="34" rx="5"/>`);
  const drizzle = named(look, /bueno/i)
    ? `<path d="M-50 -12l12 22l12 -22l12 22l12 -22l12 22l12 -22l12 22l12 -22" fill="none" stroke="#5a2d1c" stroke-width="5" stroke-linejoin="round"/>`
    : "";
  const coat = named(look, /bueno/i)
    ? `<rect x="-56" y="8" width="112" height="14" rx="5" fill="#6b3a1f"/>`
    : "";
  return `<g><rect x="-56" y="-20" width="112" height="42" rx="6" fill="${darken(c, 0.15)}"/><rect x="-56" y="-20" width="112" height="34" rx="5" fill="${face(look.defs, c, 0.12)}"/><g clip-path="url(#${clip})" stroke="${darken(c, 0.22)}" stroke-width="2" opacity=".55">${lattice}</g>${coat}${drizzle}<rect x="-56" y="-3" width="6" height="5" fill="#fff4e0"/><rect x="-56" y="6" width="6" height="5" fill="#fff4e0"/></g>`;
};

const lollipops: Drawer = (look, index) => {
  const a = pieceColor(look, index, mixedBag(look));
  const b = named(look, /mango/i) ? "#d32f2f" : "#ffffff";
  return `<g><rect x="-3" y="20" width="6" height="72" rx="3" fill="#f5f0e8"/><circle r="32" fill="${gloss(look.defs, a, 0.4)}"/><path d="M0 0a6 6 0 0 1 12 0a12 12 0 0 1 -24 0a18 18 0 0 1 36 0a24 24 0 0 1 -48 0" fill="none" stroke="${b}" stroke-width="5" opacity="${named(look, /mango/i) ? 0.8 : 0.65}" stroke-linecap="round"/>${highlight(-12, -14, 9, 5, 0.6)}</g>`;
};

const marshmallows: Drawer = (look) => {
  const c = look.treat;
  return `<g><path d="M-44 34q-8 -30 14 -40q-2 -36 30 -36q26 0 28 30q26 2 24 30q-2 16 -20 16Z" fill="${gloss(look.defs, c, 0.35)}"/><path d="M18 -26l16 4l-14 8Z" fill="#f28c28"/><circle cx="6" cy="-22" r="4" fill="#3b2418"/>${specks(look, 14, 36, 26, lighten(c, 0.55), 1.5)}</g>`;
};

const crackers: Drawer = (look, index) => {
  const c = look.treat;
  if (named(look, /goldfish/i))
    return `<g><path d="M-40 0q20 -30 52 -18l20 -14v64l-20 -14q-32 12 -52 -18Z" fill="${gloss(look.defs, c, 0.3)}"/><circle cx="-22" cy="-4" r="3.5" fill="#5a2d1c"/><path d="M-32 8q6 4 12 0" stroke="#5a2d1c" stroke-width="2.5" fill="none" stroke-linecap="round"/></g>`;
  if (named(look, /seaweed/i))
    return `<g><path d="M-50 -32q12 -6 24 0t24 0t24 0t24 0v64q-12 6 -24 0t-24 0t-24 0t-24 0Z" fill="${gloss(look.defs, "#2f4f2f", 0.25)}"/><path d="M-40 -14h80M-40 4h80M-40 20h80" stroke="#6b8f4e" stroke-width="2" opacity=".5"/></g>`;
  if (named(look, /cheetos|bamba|banana kick|umaibo|jolly/i)) {
    const stick = named(look, /umaibo/i);
    const d = stick ? "M-52 0H52" : "M-44 10c12 -30 30 10 44 -14s28 6 40 -12";
    return `<g fill="none" stroke-linecap="round"><path d="${d}" stroke="${darken(c, 0.15)}" stroke-width="${stick ? 34 : 24}"/><path d="${d}" stroke="${c}" stroke-width="${stick ? 28 : 19}"/><path d="${d}" stroke="${lighten(c, 0.35)}" stroke-width="4" transform="translate(-1 -6)" opacity=".6"/>${stick ? `<circle r="6" fill="${darken(c, 0.35)}"/>` : ""}</g>`;
  }
  const nori = index % 2 ? `<rect x="-10" y="-44" width="20" height="88" fill="#1f3320"/>` : "";
  return `<g><circle r="44" fill="${darken(c, 0.18)}"/><circle r="41" fill="${gloss(look.defs, c, 0.22)}"/>${specks(look, 12, 32, 34, darken(c, 0.25), 2.6)}${nori}</g>`;
};

const nuts: Drawer = (look, index) => {
  if (named(look, /m&m/i)) {
    const c = ["#e4002b", "#ffcd00", "#00a651", "#0072ce", "#ff7900", "#6b3a1f"][index % 6]!;
    return `<g><ellipse rx="30" ry="25" fill="${darken(c, 0.2)}"/><ellipse rx="28" ry="23" fill="${gloss(look.defs, c, 0.45)}"/>${highlight(-9, -9, 9, 5, 0.6)}</g>`;
  }
  const c = look.treat;
  if (named(look, /matdongsan/i))
    return `<g><path d="M-44 8c10 -24 24 16 34 -8s24 16 34 -8s16 10 20 4" fill="none" stroke="${c}" stroke-width="22" stroke-linecap="round"/>${specks(look, 14, 40, 10, "#f6dfb0", 3)}</g>`;
  return `<g><path d="M-36 -6q-6 -26 18 -26q14 0 18 12q4 -12 18 -12q24 0 18 26q-2 30 -36 30t-36 -30Z" fill="${gloss(look.defs, c, 0.35)}"/>${specks(look, 8, 28, 14, lighten(c, 0.3), 1.6)}</g>`;
};

const driedFruit: Drawer = (look) => {
  const c = look.treat;
  return `<g><path d="M-54 10q10 -56 70 -46q40 10 38 40q-4 32 -50 36q-50 4 -58 -30Z" fill="${gloss(look.defs, c, 0.35)}"/><path d="M-36 4q30 -24 70 -20M-30 16q34 -14 70 -6M-22 28q30 -6 56 2" stroke="${darken(c, 0.15)}" stroke-width="2" fill="none" opacity=".6"/>${specks(look, 10, 40, 20, lighten(c, 0.5), 1.4)}</g>`;
};

const cereal: Drawer = (look, index) => {
  const shapes = [
    `<circle r="14" fill="none" stroke="${look.treat}" stroke-width="9"/>`,
    `<path d="M0 14l-14 -14a8 8 0 0 1 14 -10a8 8 0 0 1 14 10Z" fill="#ff6fa5"/>`,
    `<path d="M0 -16l4.7 10.5 11.4 1.2-8.5 7.7 2.4 11.2L0 8.8l-10 5.8 2.4-11.2-8.5-7.7 11.4-1.2Z" fill="#ffd23f"/>`,
    `<ellipse rx="14" ry="9" fill="${gloss(look.defs, look.treat, 0.3)}"/>`,
    `<path d="M-12 0a12 12 0 1 0 12 -12a9 9 0 1 1 -12 12Z" fill="#56c2ff"/>`,
  ];
  const piece = named(look, /jolly/i) ? shapes[3]! : shapes[index % shapes.length]!;
  return `<g transform="scale(1.6)">${piece}</g>`;
};

const spread: Drawer = (look) => {
  const c = look.treat;
  return `<g><path d="M20 -6L74 -72" stroke="#c7ccd4" stroke-width="12" stroke-linecap="round"/><path d="M20 -6L74 -72" stroke="#fff" stroke-width="3" stroke-linecap="round" opacity=".7"/><ellipse cx="-4" cy="14" rx="44" ry="30" fill="${face(look.defs, "#d9dde3", 0.2)}"/><path d="M-34 14q-4 -22 22 -24q-8 -16 14 -22q-2 10 14 14q20 6 14 24q14 2 10 12q-34 14 -74 -4Z" fill="${gloss(look.defs, c, 0.35)}"/><path d="M-20 4q14 -8 30 -2" stroke="${lighten(c, 0.4)}" stroke-width="3" fill="none" stroke-linecap="round" opacity=".8"/></g>`;
};

const candyBar: Drawer = (look, index) => {
  const c = look.treat;
  const coat = "#4e2a1a";
  const name = look.product.name;
  const honeycomb = /crunchie|crumble|thunder/i.test(name);
  const inside = honeycomb
    ? `<rect x="-16" y="-18" width="32" height="36" rx="6" fill="${c}"/>${Array.from({ length: 9 }, (_, i) => `<circle cx="${-9 + (i % 3) * 9}" cy="${-10 + Math.floor(i / 3) * 10}" r="${n(2.2 + (i % 2))}" fill="${darken(c, 0.3)}"/>`).join("")}`
    : /snickers/i.test(name)
      ? `<rect x="-16" y="-18" width="32" height="20" rx="5" fill="#f0dcb4"/><rect x="-16" y="2" width="32" height="16" rx="5" fill="#c7812f"/><circle cx="-7" cy="8" r="4" fill="#e8c080"/><circle cx="6" cy="10" r="4" fill="#e8c080"/>`
      : /wispa/i.test(name)
        ? `<rect x="-16" y="-18" width="32" height="20" rx="5" fill="#7a4a2a"/><rect x="-16" y="2" width="32" height="16" rx="5" fill="${c}"/>`
        : `<rect x="-16" y="-18" width="32" height="36" rx="6" fill="${c}"/><path d="M-14 -8h28M-14 0h28M-14 8h28" stroke="${darken(c, 0.2)}" stroke-width="2"/>`;
  if (index % 2)
    return `<g><rect x="-24" y="-26" width="48" height="52" rx="12" fill="${coat}"/>${inside}${highlight(-12, -20, 10, 3, 0.3, 0)}</g>`;
  return `<g><rect x="-64" y="-24" width="128" height="48" rx="14" fill="${gloss(look.defs, coat, 0.25)}"/><path d="M-50 -8q8 -8 16 0t16 0t16 0t16 0t16 0t16 0" fill="none" stroke="${lighten(coat, 0.2)}" stroke-width="4" stroke-linecap="round"/><path d="M64 -24v48" stroke="${darken(coat, 0.2)}" stroke-width="1"/></g>`;
};

const cups: Drawer = (look) => {
  const c = look.treat;
  const ridges = Array.from(
    { length: 11 },
    (_, i) =>
      `<path d="M${-44 + i * 8.8} -12L${n(-33 + i * 6.6)} 30" stroke="${darken(c, 0.3)}" stroke-width="2.5"/>`,
  ).join("");
  return `<g><path d="M-46 -12h92l-12 44h-68Z" fill="${cylinder(look.defs, c)}"/>${ridges}<ellipse cx="0" cy="-12" rx="46" ry="14" fill="${gloss(look.defs, c, 0.3)}"/><path d="M-26 -14q26 -12 52 0" stroke="${lighten(c, 0.3)}" stroke-width="3" fill="none" stroke-linecap="round"/></g>`;
};

const beans: Drawer = (look, index) => {
  const c = CANDY[(index * 5 + 1) % CANDY.length]!;
  const speckled = index % 3 === 2 ? specks(look, 8, 20, 10, darken(c, 0.3), 1.5) : "";
  return `<g><path d="M-30 -6q-2 -18 18 -18q10 0 14 8q4 6 14 2q16 -4 18 12q2 22 -30 24q-36 2 -34 -28Z" fill="${gloss(look.defs, c, 0.5)}"/>${speckled}${highlight(-14, -12, 8, 4, 0.65)}</g>`;
};

const cubes: Drawer = (look, index) => {
  const c = look.treat;
  if (named(look, /mazap/i))
    return `<g><ellipse cx="0" cy="10" rx="44" ry="16" fill="${darken(c, 0.2)}"/><rect x="-44" y="-6" width="88" height="16" fill="${darken(c, 0.1)}"/><ellipse cx="0" cy="-6" rx="44" ry="16" fill="${gloss(look.defs, c, 0.2)}"/>${specks(look, 16, 36, 12, darken(c, 0.2), 1.6)}</g>`;
  const turkish = named(look, /turkish/i);
  const color = turkish && index % 2 ? "#f4eadf" : c;
  const top = `M0 -40l40 18l-40 18l-40 -18Z`;
  const bits = turkish ? specks(look, 5, 22, 18, "#6fbf4a", 3) : "";
  return `<g><path d="${top}" fill="${lighten(color, 0.25)}"/><path d="M-40 -22l40 18v44l-40 -18Z" fill="${darken(color, 0.05)}"/><path d="M40 -22l-40 18v44l40 -18Z" fill="${darken(color, 0.18)}"/>${bits}${specks(look, 22, 34, 30, "#ffffff", 1.5)}</g>`;
};

const drawers: Record<TreatKind, Drawer> = {
  sticks,
  chocolate,
  pralines,
  gummies,
  ropes,
  chips,
  cookies,
  "sandwich-cookies": sandwichCookies,
  cakes,
  candies,
  chews,
  mints,
  drink,
  noodles,
  wafers,
  lollipops,
  marshmallows,
  crackers,
  nuts,
  "dried-fruit": driedFruit,
  cereal,
  spread,
  "candy-bar": candyBar,
  cups,
  beans,
  cubes,
};

/** Treats shown as one dish rather than a heap of pieces. */
const dishes = new Set<TreatKind>(["drink", "noodles", "spread"]);

/** Pieces come in a few variants; each is defined once per document and reused. */
const VARIANTS = 6;

export function treatPiece(look: Look, index: number): string {
  const variant = index % VARIANTS;
  const local = { ...look, random: seededRandom(`${look.product.slug}:piece:${variant}`) };
  const body = drawers[look.product.treat](local, variant);
  return `<use href="#${look.defs.add("p", (id) => `<g id="${id}">${body}</g>`)}"/>`;
}

const place = (x: number, y: number, rotate: number, scale: number, body: string) =>
  body.startsWith("<use ")
    ? body.replace("/>", ` transform="translate(${n(x)} ${n(y)}) rotate(${n(rotate)}) scale(${n(scale)})"/>`)
    : `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(rotate)}) scale(${n(scale)})">${body}</g>`;

/**
 * The treats out of the pack: a heap, a fan of sticks or one dish, centred on (cx, cy),
 * about `size` units wide.
 */
export function treatGroup(look: Look, cx: number, cy: number, size: number, count = 7): string {
  const kind = look.product.treat;
  const scale = size / 200;
  if (dishes.has(kind)) return place(cx, cy, 0, scale * 1.9, treatPiece(look, 0));
  if (kind === "cereal") {
    const bowl = look.accent === "#ffffff" ? look.pack : look.accent;
    const pieces = Array.from({ length: 14 }, (_, i) => {
      const a = i * 2.399;
      const r = 12 + (i % 5) * 11;
      return place(Math.cos(a) * r * 1.3, -16 + Math.sin(a) * r * 0.3, i * 40, 0.7, treatPiece(look, i));
    }).join("");
    return `<g transform="translate(${n(cx)} ${n(cy)}) scale(${n(scale * 1.7)})"><ellipse cx="0" cy="-16" rx="66" ry="18" fill="#fbf8f2"/>${pieces}<path d="M-68 -16q0 66 68 66t68 -66q-10 10 -68 12t-68 -12Z" fill="${face(look.defs, bowl, 0.15)}"/></g>`;
  }
  if (kind === "chocolate") {
    // Two bars at an angle and a few broken pieces in front, turned differently per product.
    const turn = between(look.random, -20, 20);
    return [
      place(cx + 6 * scale, cy - 26 * scale, 90 + turn / 2, scale * 1.05, treatPiece(look, 0)),
      place(cx - 78 * scale, cy + 42 * scale, turn - 10, scale * 0.95, treatPiece(look, 2)),
      place(cx + 4 * scale, cy + 58 * scale, 8 - turn / 2, scale * 0.95, treatPiece(look, 5)),
      place(cx + 84 * scale, cy + 38 * scale, turn + 18, scale * 0.95, treatPiece(look, 8)),
    ].join("");
  }
  if (kind === "sticks") {
    return Array.from({ length: 7 }, (_, i) => {
      const angle = -36 + i * 12;
      return place(cx + (i - 3) * 16 * scale, cy + 10 * scale, angle, scale * 1.25, treatPiece(look, i));
    }).join("");
  }
  // A loose heap: back row first, each piece slightly turned.
  const spots = Array.from({ length: count }, (_, i) => {
    const ring = i === 0 ? 0 : i < 7 ? 1 : 2;
    const a = i * 2.399 + look.random() * 0.6;
    const r = ring * 52;
    return {
      x: Math.cos(a) * r * 1.25,
      y: Math.sin(a) * r * 0.55,
      rotate: between(look.random, -35, 35),
      index: i,
    };
  }).sort((a, b) => a.y - b.y);
  return spots
    .map((spot) =>
      place(cx + spot.x * scale, cy + spot.y * scale, spot.rotate, scale * 1.1, treatPiece(look, spot.index)),
    )
    .join("");
}

/** A few pieces for the front of a pack or the foot of a scene. */
export function treatAccent(
  look: Look,
  x: number,
  y: number,
  scale: number,
  index: number,
  rotate = 0,
): string {
  return place(x, y, rotate, scale, treatPiece(look, index));
}

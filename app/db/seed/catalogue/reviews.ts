import { pick, seededRandom } from "../random";
import type { ProductSeed } from "./types";

/**
 * Demo reviews, written from small pools of realistic titles and comments and dealt out
 * deterministically per product: the same catalogue always gives the same reviews.
 */

export interface ReviewSeed {
  authorName: string;
  rating: 1 | 2 | 3 | 4 | 5;
  title: string;
  comment: string;
  verifiedPurchase: boolean;
  /** Age of the review at seeding time, in days (always less than the product's age). */
  daysAgo: number;
  /** The language it is written in: about a third of the demo reviews are Spanish. */
  language: "en" | "es";
}

type Line = readonly [title: string, comment: string];

const authors = [
  "Aiko",
  "Ben",
  "Camila",
  "Dae-jung",
  "Emma",
  "Farah",
  "Gabriel",
  "Hana",
  "Isabel",
  "Jamal",
  "Kenji",
  "Lena",
  "Mateo",
  "Nadia",
  "Oliver",
  "Priya",
  "Quinn",
  "Rosa",
  "Sven",
  "Tomás",
  "Uma",
  "Valentina",
  "Wei",
  "Ximena",
  "Yuki",
  "Zoe",
  "Ahmed",
  "Bianca",
  "Chloe",
  "Diego",
  "Elif",
  "Finn",
  "Grace",
  "Hiro",
  "Ingrid",
  "Jin",
  "Kofi",
  "Lucía",
  "Maya",
  "Noah",
  "Olga",
  "Pablo",
  "Rin",
  "Sofia",
  "Theo",
  "Amara",
  "Leo",
  "Mina",
  "Jonas",
  "Ava",
] as const;

const initials = "ABCDEFGHJKLMNOPRSTVWY";

const lines: Record<ReviewSeed["rating"], readonly Line[]> = {
  5: [
    ["Absolutely delicious", "Tastes exactly like I remember from my trip. Arrived fresh and well packed."],
    ["New favourite!", "I ordered one to try and I'm already back for three more."],
    ["Perfect with coffee", "The texture is spot on and it isn't overly sweet. My afternoon treat now."],
    ["The kids loved it", "Shared it at a birthday party and it was gone in minutes."],
    ["Authentic taste", "This is the real import, not a local copy. You can taste the difference."],
    ["Worth every cent", "Great quality, generous size and the packaging is gorgeous."],
    ["So addictive", "Opened the pack 'just to try one'. That was a mistake, a delicious one."],
    ["Brought back memories", "My grandmother used to bring these home. Same flavour, same joy."],
    ["Fast shipping, great snack", "Came two days after I ordered and nothing was crushed."],
    ["Best in the shop", "I've tried a lot from Sweet Trip and this is still my number one."],
    ["Five stars, no notes", "Fresh, flavourful and fun. Exactly as described."],
    ["Gift hit", "Put it in a care package for a friend abroad and she was thrilled."],
    ["Crave-worthy", "Perfect balance of flavours. I keep a stash in my desk drawer."],
  ],
  4: [
    ["Really good", "Lovely flavour and texture. Slightly pricey, but it's an import after all."],
    ["Tasty treat", "Very nice, though I wish the pack were a little bigger."],
    ["Would buy again", "Good quality and fresh. One star off because it went too fast."],
    ["Nice surprise", "Wasn't sure what to expect but it's really enjoyable."],
    ["Solid snack", "Does exactly what you want it to. A reliable favourite."],
    ["Great for sharing", "Everyone at the office liked it. A little sweet for me, still good."],
    ["Pretty great", "Good flavour, arrived well packed, best before date far away."],
    ["Fun to try", "Interesting flavour I haven't had before. Will order other varieties too."],
  ],
  3: [
    ["It's okay", "Decent, but not as exciting as I'd hoped from the reviews."],
    ["Average", "Fine as a snack. I prefer some of the other products here."],
    ["Mixed feelings", "The flavour is nice but the texture wasn't for me."],
    ["Good but pricey", "Tastes fine; hard to justify the price for how small it is."],
    ["Not bad", "A pleasant treat, nothing special. My kids liked it more than I did."],
  ],
  2: [
    ["Not for me", "Too sweet for my taste. My partner finished it though."],
    ["Arrived a bit broken", "Flavour was fine but half of it was crumbs by the time it arrived."],
    ["Disappointing", "Expected more flavour. It tasted a little stale to me."],
  ],
  1: [
    ["Didn't enjoy it", "Really not my kind of flavour. I'll stick to the classics."],
    ["Melted in transit", "It was a hot week and it arrived soft. Customer service was helpful though."],
  ],
};

/**
 * Reviews written in Spanish, by hand (never translated or invented at run time), one pool per
 * rating like the English ones.
 */
const spanishLines: Record<ReviewSeed["rating"], readonly Line[]> = {
  5: [
    ["Buenísimo", "Sabe igual que el que probé en mi viaje. Llegó fresco y muy bien embalado."],
    ["¡Mi nuevo favorito!", "Pedí uno para probar y ya he vuelto a por tres más."],
    ["Perfecto con el café", "La textura es ideal y no empalaga. Ya es mi merienda de cada tarde."],
    ["Éxito con los niños", "Lo llevé a un cumpleaños y desapareció en cinco minutos."],
    ["Sabor auténtico", "Es el de importación de verdad, no una imitación. Se nota la diferencia."],
    ["Vale cada céntimo", "Muy buena calidad, buen tamaño y un envoltorio precioso."],
    ["Adictivo", "Abrí el paquete «solo para probar uno». Error, pero de los ricos."],
    [
      "Me trajo recuerdos",
      "Mi abuela nos los traía cuando volvía de viaje. El mismo sabor, la misma alegría.",
    ],
    ["Envío rápido y riquísimo", "Llegó a los dos días y no había nada roto."],
    ["Lo mejor de la tienda", "He probado muchas cosas de Sweet Trip y este sigue siendo mi número uno."],
    ["Cinco estrellas", "Fresco, sabroso y divertido. Tal cual lo describen."],
    ["Regalo acertado", "Lo metí en un paquete para una amiga que vive fuera y le encantó."],
    ["Irresistible", "El equilibrio de sabores es perfecto. Siempre tengo una reserva en el cajón."],
  ],
  4: [
    ["Muy rico", "Buen sabor y buena textura. Algo caro, pero es de importación."],
    ["Un buen capricho", "Está muy bueno, aunque el paquete podría ser un poco más grande."],
    ["Repetiría", "Buena calidad y fresco. Le quito una estrella porque se acabó demasiado rápido."],
    ["Grata sorpresa", "No sabía qué esperar y me ha gustado mucho."],
    ["Cumple", "Es justo lo que buscas cuando te apetece algo dulce. Un clásico fiable."],
    ["Ideal para compartir", "En la oficina gustó a todos. Para mí un poco dulce, pero bueno."],
    ["Bastante bueno", "Buen sabor, bien embalado y con la fecha de consumo muy lejana."],
    ["Curioso de probar", "Un sabor que no conocía. Pediré otras variedades."],
  ],
  3: [
    ["Está bien", "Correcto, pero no tan especial como esperaba por las reseñas."],
    ["Normal", "Sirve para picar algo. Prefiero otros productos de la tienda."],
    ["Opiniones divididas", "El sabor está bien, pero la textura no es para mí."],
    ["Bueno pero caro", "Sabe bien; cuesta justificar el precio para lo pequeño que es."],
    ["No está mal", "Un capricho agradable, sin más. A mis hijos les gustó más que a mí."],
  ],
  2: [
    ["No es para mí", "Demasiado dulce para mi gusto. Mi pareja se lo terminó, eso sí."],
    ["Llegó algo roto", "El sabor estaba bien, pero la mitad eran migas cuando llegó."],
    ["Decepcionante", "Esperaba más sabor. Me pareció un poco rancio."],
  ],
  1: [
    ["No me gustó", "No es mi tipo de sabor. Me quedo con los clásicos."],
    [
      "Se derritió por el camino",
      "Fue una semana de mucho calor y llegó blando. Atención al cliente me ayudó, eso sí.",
    ],
  ],
};

/** Ratings skewed positive: mostly 4 and 5, a few lower. */
function rating(random: number): ReviewSeed["rating"] {
  if (random < 0.5) return 5;
  if (random < 0.78) return 4;
  if (random < 0.9) return 3;
  if (random < 0.96) return 2;
  return 1;
}

/** How many reviews a reviewed product gets: 1–6, mostly 2–4. */
function reviewCount(random: number): number {
  const weights = [0.16, 0.24, 0.24, 0.16, 0.12, 0.08];
  let total = 0;
  for (const [index, weight] of weights.entries()) {
    total += weight;
    if (random < total) return index + 1;
  }
  return weights.length;
}

/** The reviews of one product: none for about one in seven, otherwise 1–6; featured ones always 3–6. */
export function reviewsFor(product: Pick<ProductSeed, "slug" | "daysAgo" | "featured">): ReviewSeed[] {
  const random = seededRandom(`reviews:${product.slug}`);
  const skip = random() < 0.14;
  let count = reviewCount(random());
  if (product.featured) count = Math.max(3, count);
  else if (skip) return [];
  const seen = new Set<string>();
  const reviews: ReviewSeed[] = [];
  for (let index = 0; index < count; index++) {
    const stars = rating(random());
    let line = pick(lines[stars], random());
    // Avoid the same words twice on one product.
    for (let attempt = 0; seen.has(line[0]) && attempt < 5; attempt++) line = pick(lines[stars], random());
    seen.add(line[0]);
    const author = `${pick(authors, random())} ${pick([...initials], random())}.`;
    // Which language it is written in comes from a draw of its own, so that the English reviews'
    // draws (and with them every rating and average) stay as they were.
    const spanish = seededRandom(`review-language:${product.slug}:${index}`)() < 1 / 3;
    const words = spanish ? spanishLines[stars][lines[stars].indexOf(line)]! : line;
    reviews.push({
      authorName: author,
      rating: stars,
      title: words[0],
      comment: words[1],
      language: spanish ? "es" : "en",
      verifiedPurchase: random() < 0.65,
      // Between 5% and 95% of the product's age, so every review follows the product's launch.
      daysAgo: Math.round(product.daysAgo * (0.05 + 0.9 * random()) * 24) / 24,
    });
  }
  return reviews;
}

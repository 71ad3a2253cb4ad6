/**
 * A large catalogue for measuring search (`npm run bench -- --products 10000`): variations of
 * the demo catalogue's active products — another flavour, another pack — with their brand,
 * origin, category and images, so that names, descriptions and prices stay plausible. Pure and
 * deterministic: the same count gives the same rows on every machine.
 */
import { allProducts, productImageUrls } from "../../app/db/seed/catalogue/index";
import { deterministicUuid, seededRandom } from "../../app/db/seed/random";
import { categoryId, demoFactsRow, type ProductRow } from "../../app/db/seed/rows";
import { spanishCatalogue } from "../../app/db/seed/catalogue/spanish";

const DAY_MS = 86_400_000;

export const flavours = [
  "Strawberry",
  "Matcha",
  "Salted Caramel",
  "Mango",
  "Dark Chocolate",
  "White Chocolate",
  "Sour Apple",
  "Yuzu",
  "Hazelnut",
  "Coconut",
  "Peach",
  "Lemon",
  "Black Cherry",
  "Honey",
  "Sea Salt",
  "Blueberry",
  "Cookies and Cream",
  "Cinnamon",
  "Banana",
  "Grape",
] as const;

/** A pack: its name, and how its price and weight compare with the original's. */
export const packs = [
  { name: "Mini", scale: 0.5 },
  { name: "Family Pack", scale: 3 },
  { name: "Party Box", scale: 5 },
  { name: "Limited Edition", scale: 1.2 },
  { name: "Travel Size", scale: 0.4 },
  { name: "Multipack", scale: 4 },
  { name: "Gift Tin", scale: 2.5 },
  { name: "Sharing Bag", scale: 2 },
  { name: "Seasonal", scale: 1.1 },
  { name: "Double", scale: 2 },
] as const;

const bases = allProducts.filter((product) => product.active !== false);
const spanish = (base: (typeof bases)[number]) => spanishCatalogue[base.categorySlug].products[base.slug];

/** How many distinct variations exist: beyond that names would repeat. */
export const maxVariations = bases.length * flavours.length * packs.length;

const slugPart = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, "-");

/** `count` products that are not in the demo catalogue, dated up to two years before `now`. */
export function variationRows(count: number, now: Date): ProductRow[] {
  if (!Number.isInteger(count) || count < 0 || count > maxVariations)
    throw new RangeError(`between 0 and ${maxVariations} variations can be made (asked for ${count})`);
  return Array.from({ length: count }, (_, index) => {
    const base = bases[index % bases.length]!;
    const flavour = flavours[Math.floor(index / bases.length) % flavours.length]!;
    const pack = packs[Math.floor(index / (bases.length * flavours.length)) % packs.length]!;
    const random = seededRandom(`bench-variation:${index}`);
    const slug = `${base.slug}-${slugPart(flavour)}-${slugPart(pack.name)}`;
    const createdAt = new Date(now.getTime() - Math.round((1 + random() * 730) * DAY_MS));
    return {
      id: deterministicUuid(`bench-product:${slug}`),
      slug,
      categorySlug: base.categorySlug,
      categoryId: categoryId(base.categorySlug),
      name: `${base.name} ${flavour} ${pack.name}`,
      description: `${base.description} This ${pack.name.toLowerCase()} comes in ${flavour.toLowerCase()}, made by ${base.brand} in ${base.originCountry}.`,
      // Spanish beside it, as the demo catalogue has: search reads both languages.
      nameEs: `${spanish(base)?.name ?? base.name} ${flavour} ${pack.name}`,
      descriptionEs: `${spanish(base)?.description ?? base.description} ${flavour}, ${pack.name}.`,
      brand: base.brand,
      originCountry: base.originCountry,
      // Whole cents ending in 9, like the shelf prices of the demo catalogue.
      priceCents: Math.max(99, Math.round((base.priceCents * pack.scale) / 10) * 10 - 1),
      weightGrams: Math.max(5, Math.round(base.weightGrams * pack.scale)),
      stockQuantity: Math.floor(random() * 200),
      // The original's artwork: these files ship with the shop.
      imageUrls: productImageUrls(base),
      isActive: true,
      featured: false,
      // The original's facts (issue 28): the lists' fact filters count them.
      ...demoFactsRow(base),
      createdAt,
      updatedAt: createdAt,
    };
  });
}

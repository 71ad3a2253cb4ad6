import { count, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { testDatabase } from "~tests/support/database";
import { queryRows } from "~/db/client.server";
import { products } from "~/db/schema";
import { countryName, KNOWN_COUNTRIES } from "~/lib/countries";
import { PAGE_SIZE } from "./list-params";
import { catalogueChanged } from "./catalogue-changes.server";
import { productEdited } from "./page-tags";
import { correctedQuery, searchProducts } from "./search.server";

type ProductRow = typeof products.$inferSelect;

const handle = testDatabase({ catalogue: true });
let active: ProductRow[];
let inactive: ProductRow[];

beforeAll(async () => {
  const all = await handle.db.select().from(products);
  active = all.filter((product) => product.isActive);
  inactive = all.filter((product) => !product.isActive);
});

const search = (input: string, page?: number) => searchProducts(handle.db, input, { page });
const names = (rows: { name: string }[]) => rows.map((row) => row.name);
/** The slugs of every page of results. */
const slugsFound = async (input: string, language: "en" | "es" = "en") => {
  const rows = [];
  for (let page = 1; ; page++) {
    const { products: found, pageCount } = await searchProducts(handle.db, input, { page, language });
    rows.push(...found);
    if (page >= pageCount) break;
  }
  return rows.map((row) => row.slug);
};

describe("search ranking", () => {
  it("finds a brand by name: every Haribo product, first", async () => {
    const haribo = active.filter((product) => product.brand === "Haribo");
    const { products: found } = await search("haribo");
    expect(haribo.length).toBeGreaterThan(0);
    expect(found.slice(0, haribo.length).map((row) => row.brand)).toEqual(haribo.map(() => "Haribo"));
  });

  it("puts products named with the words before those that only describe them", async () => {
    const { products: found, total } = await search("matcha");
    expect(found[0]!.name).toMatch(/matcha/i);
    // Matcha also appears only in some descriptions: those come after the named ones.
    const named = found.findIndex((row) => !/matcha/i.test(row.name));
    if (named !== -1) expect(found.slice(named).every((row) => !/matcha/i.test(row.name))).toBe(true);
    expect(total).toBe(found.length);
  });

  it("takes every word as a prefix: 'choc' finds the chocolate", async () => {
    const { products: found } = await search("choc");
    expect(found.some((row) => /chocolate/i.test(row.name))).toBe(true);
  });

  it("ranks the product holding every word first", async () => {
    const { products: found } = await search("pocky strawberry");
    expect(names(found)[0]).toBe("Pocky Strawberry");
  });
});

describe("in both languages", () => {
  it("finds Spanish words in the Spanish content, whatever the page's language", async () => {
    expect(await slugsFound("regaliz")).toEqual(
      expect.arrayContaining([
        "twizzlers-strawberry-twists",
        "lakrids-chocolate-liquorice",
        "panda-soft-liquorice",
      ]),
    );
    expect(await slugsFound("galletas")).toEqual(expect.arrayContaining(["oreo-original", "lotus-biscoff"]));
    expect(await slugsFound("golosinas")).toContain("haribo-starmix");
    expect(await slugsFound("picante", "es")).toEqual(
      expect.arrayContaining(["takis-fuego", "shin-ramyun-cup"]),
    );
    expect(await slugsFound("chocolate con leche")).toEqual(
      expect.arrayContaining(["milka-alpine-milk-chocolate", "cadbury-dairy-milk"]),
    );
  });

  it("finds as many strawberry products by 'fresa' as by 'strawberry'", async () => {
    const english = await slugsFound("strawberry");
    const spanish = await slugsFound("fresa", "es");
    expect(english.length).toBeGreaterThanOrEqual(5);
    expect(spanish).toEqual(expect.arrayContaining(english));
  });

  it("ignores accents and case", async () => {
    // The same products; the typo part of the ranking may order them a little differently.
    expect((await slugsFound("GALLETÁS")).sort()).toEqual((await slugsFound("galletas")).sort());
    expect(await slugsFound("mazapan")).toContain("mazapan-de-la-rosa");
  });

  it("shows a Spanish page's results by their Spanish names", async () => {
    const { products: found } = await searchProducts(handle.db, "pocky fresa", { language: "es" });
    expect(found[0]!.name).toBe("Pocky de fresa");
  });
});

describe("by origin country", () => {
  const fromCountry = (country: string) =>
    active
      .filter((product) => product.originCountry === country)
      .map((product) => product.slug)
      .sort();

  it("finds every product from a country by its English or Spanish name, accents or not", async () => {
    for (const [input, country] of [
      ["Japan", "Japan"],
      ["japón", "Japan"],
      ["Japon", "Japan"],
      ["Alemania", "Germany"],
      ["United States", "United States"],
      ["estados unidos", "United States"],
      ["Korea", "South Korea"],
    ] as const) {
      const found = await slugsFound(input);
      expect(fromCountry(country).length, country).toBeGreaterThan(3);
      expect(found, input).toEqual(expect.arrayContaining(fromCountry(country)));
    }
    // Only those: no German product mentions Switzerland.
    expect((await slugsFound("Alemania")).sort()).toEqual(fromCountry("Germany"));
  });

  it("ranks products whose texts say the word before those that merely come from there", async () => {
    const { products: found } = await search("japan");
    const saysJapan = (id: string) => {
      const product = active.find((row) => row.id === id)!;
      return /japan|japón/i.test(
        [product.name, product.nameEs, product.description, product.descriptionEs].join(" "),
      );
    };
    const firstSilent = found.findIndex((row) => !saysJapan(row.id));
    expect(firstSilent).toBeGreaterThan(0);
    expect(found.slice(firstSilent).every((row) => !saysJapan(row.id))).toBe(true);
  });

  it("tolerates a typo in a country's name", async () => {
    expect((await slugsFound("Alemnia")).sort()).toEqual(fromCountry("Germany"));
  });

  it("names every country the shop knows in Spanish as the pages do (the database keeps its own list)", async () => {
    for (const country of KNOWN_COUNTRIES) {
      const [row] = await queryRows<{ name: string }>(
        handle.db,
        sql`SELECT country_name_es(${country}) AS name`,
      );
      expect(row!.name, country).toBe(countryName(country, "es"));
    }
  });
});

describe("typo tolerance", () => {
  it("'poky' finds Pocky first", async () => {
    const { products: found } = await search("poky");
    const pocky = active.filter((product) => product.name.startsWith("Pocky"));
    expect(pocky.length).toBeGreaterThanOrEqual(4);
    expect(found.slice(0, pocky.length).every((row) => row.name.startsWith("Pocky"))).toBe(true);
  });

  it("'chocolat' finds the chocolate products, chocolate names first", async () => {
    const { products: found, total } = await search("chocolat");
    const named = active.filter((product) => /chocolate/i.test(product.name));
    expect(total).toBeGreaterThanOrEqual(named.length);
    // Named so in either language: names count in both.
    const first = active.find((product) => product.id === found[0]!.id)!;
    expect(`${first.name} ${first.nameEs ?? ""}`).toMatch(/chocolate/i);
    const all = [...found, ...(await search("chocolat", 2)).products];
    for (const product of named) expect(names(all)).toContain(product.name);
  });

  it("'haribbo' still finds Haribo", async () => {
    const { products: found } = await search("haribbo");
    expect(found[0]!.brand).toBe("Haribo");
  });

  it("knows the words of products added or renamed later, in either language", async () => {
    const [product] = await handle.db
      .insert(products)
      .values({ ...active[0]!, id: undefined, slug: "zanzibar-test", name: "Zanzibar Crunch", nameEs: null })
      .returning();
    expect(names((await search("zanzibarr")).products)).toEqual(["Zanzibar Crunch"]);
    await handle.db
      .update(products)
      .set({ nameEs: "Crujiente de Tamarindo Dorado" })
      .where(eq(products.id, product!.id));
    expect(names((await search("tamarrindo dorrado")).products)).toContain("Zanzibar Crunch");
    await handle.db.delete(products).where(eq(products.id, product!.id));
    expect((await search("zanzibarr")).total).toBe(0);
  });

  it("learns a new word's typos once the catalogue says it changed, not before (issue 24)", async () => {
    // A typed word's look-ups are kept until the catalogue changes: asked before the product
    // exists, the typo has no alternative; the change that adds the product drops what was kept.
    expect((await search("vorpliix")).total).toBe(0);
    expect(await correctedQuery(handle.db, "vorpliix")).toBeNull();
    const [product] = await handle.db
      .insert(products)
      .values({ ...active[0]!, id: undefined, slug: "vorplix-test", name: "Vorplix Fizz", nameEs: null })
      .returning();
    try {
      expect((await search("vorpliix")).total).toBe(0);
      await catalogueChanged(productEdited(product!.id));
      expect(names((await search("vorpliix")).products)).toEqual(["Vorplix Fizz"]);
      expect(await correctedQuery(handle.db, "vorpliix")).toBe("vorplix");
    } finally {
      await handle.db.delete(products).where(eq(products.id, product!.id));
      await catalogueChanged(productEdited(product!.id));
    }
  });

  it("does not turn unrelated words into matches", async () => {
    expect((await search("zzzzqqq")).total).toBe(0);
    expect(names((await search("mango")).products)).not.toContain("Manner Neapolitaner Wafers");
  });
});

describe("what search never shows", () => {
  it("inactive products, even searched by their exact name or brand", async () => {
    expect(inactive).toHaveLength(3);
    for (const product of inactive) {
      for (const input of [product.name, product.brand, product.slug]) {
        const { products: found } = await search(input);
        expect(found.map((row) => row.id)).not.toContain(product.id);
      }
    }
  });

  it("a product once it is hidden, and again once it is shown (decision 026)", async () => {
    const product = active.find((row) => row.brand === "Haribo")!;
    const ids = async () => (await search(product.name)).products.map((row) => row.id);
    const setActive = (isActive: boolean) =>
      handle.db.update(products).set({ isActive }).where(eq(products.id, product.id));
    try {
      await setActive(false);
      expect(await ids()).not.toContain(product.id);
    } finally {
      await setActive(true);
    }
    expect(await ids()).toContain(product.id);
  });
});

describe("pages of results", () => {
  it("24 a page, with the total of all pages; a page past the last shows the last", async () => {
    const first = await search("chocolate");
    expect(first.total).toBeGreaterThan(PAGE_SIZE);
    expect(first.products).toHaveLength(PAGE_SIZE);
    const second = await search("chocolate", 2);
    expect(second.products).toHaveLength(Math.min(PAGE_SIZE, first.total - PAGE_SIZE));
    const ids = new Set([...first.products, ...second.products].map((row) => row.id));
    expect(ids.size).toBe(first.products.length + second.products.length);
    const past = await search("chocolate", 99);
    expect(past).toMatchObject({ page: first.pageCount, total: first.total });
    expect(past.products.length).toBeGreaterThan(0);
    expect(await search("xyzzy", 3)).toMatchObject({ page: 1, total: 0, products: [] });
  });
});

describe("hostile input", () => {
  const inputs = [
    `"pocky"`,
    "'pocky'",
    "100% cocoa",
    "%",
    "_",
    "\\",
    "C:\\path\\to\\pocky",
    "'; DROP TABLE products; --",
    "1' OR '1'='1",
    "pocky & | ! <-> :* ( )",
    "!!!",
    "🍫 chocolate 🍬",
    "🍫🍬",
    "x".repeat(1000),
    "pocky ".repeat(200),
    "\u0000pocky",
    "   ",
    "",
    "ß ñ 日本 한국",
  ];

  it.each(inputs.map((input) => [input.length > 40 ? `${input.slice(0, 40)}…` : input, input]))(
    "%j gives results or none, never an error",
    async (_label, input) => {
      const results = await search(input);
      expect(results.total).toBeGreaterThanOrEqual(0);
      expect(results.products.length).toBeLessThanOrEqual(PAGE_SIZE);
    },
  );

  it("finds the words inside punctuation and emoji", async () => {
    expect(names((await search(`"pocky"`)).products)[0]).toMatch(/^Pocky/);
    expect((await search("🍫 chocolate 🍬")).total).toBe((await search("chocolate")).total);
  });

  it("leaves the catalogue as it was", async () => {
    const [row] = await handle.db.select({ n: count() }).from(products).where(eq(products.isActive, true));
    expect(row!.n).toBe(active.length);
  });
});

import { describe, expect, it } from "vitest";
import { categoryLinks } from "~/components/layout/links";
import { frame as englishFrame } from "~/i18n/en/frame";
import { frame as spanishFrame } from "~/i18n/es/frame";
import { allProducts, catalogue } from "..";
import { spanishCatalogue } from ".";

const spanishOf = (product: (typeof allProducts)[number]) =>
  spanishCatalogue[product.categorySlug].products[product.slug];
const sentences = (text: string) => text.split(/[.!?…](\s|$)/).filter((part) => part.trim().length > 1);

describe("the demo catalogue in Spanish", () => {
  it("describes every category in Spanish", () => {
    for (const { category } of catalogue) {
      const spanish = spanishCatalogue[category.slug].category;
      expect(spanish.name, category.slug).not.toBe(category.name);
      expect(spanish.description.length, category.slug).toBeGreaterThan(80);
      expect(spanish.description, category.slug).not.toBe(category.description);
    }
  });

  it("names each category as the header and footer links to it do, in both languages", () => {
    for (const { to, labelKey } of categoryLinks) {
      const seeded = catalogue.find(({ category }) => to === `/category/${category.slug}`)!.category;
      const key = labelKey.replace("categories.", "") as keyof typeof englishFrame.categories;
      expect(englishFrame.categories[key], to).toBe(seeded.name);
      expect(spanishFrame.categories[key], to).toBe(spanishCatalogue[seeded.slug].category.name);
    }
  });

  it("describes every product, retired ones too, in one to three sentences of its own", () => {
    for (const product of allProducts) {
      const spanish = spanishOf(product);
      expect(spanish, product.slug).toBeDefined();
      expect(spanish!.description, product.slug).not.toBe(product.description);
      expect(sentences(spanish!.description).length, product.slug).toBeGreaterThanOrEqual(1);
      expect(sentences(spanish!.description).length, product.slug).toBeLessThanOrEqual(3);
    }
  });

  it("has no Spanish for a product that does not exist", () => {
    for (const { category, products } of catalogue) {
      const known = new Set(products.map((product) => product.slug));
      for (const slug of Object.keys(spanishCatalogue[category.slug].products))
        expect(known, slug).toContain(slug);
    }
  });

  it("translates names only where there is something to translate, and keeps them unique", () => {
    const names = allProducts.map((product) => spanishOf(product)?.name ?? product.name);
    expect(new Set(names).size).toBe(names.length);
    for (const product of allProducts) {
      const name = spanishOf(product)?.name;
      if (name !== undefined) expect(name, product.slug).not.toBe(product.name);
    }
  });

  it("uses the words Spanish-speaking shoppers search for", () => {
    const pairs: [RegExp, RegExp][] = [
      [/strawberry/i, /fresa/i],
      [/liquorice|licorice/i, /regaliz/i],
      [/milk chocolate/i, /chocolate con leche/i],
      [/spicy|chilli|fiery/i, /picante|chile/i],
    ];
    for (const product of allProducts) {
      const english = `${product.name} ${product.description}`;
      const spanish = `${spanishOf(product)?.name ?? ""} ${spanishOf(product)!.description}`;
      for (const [word, palabra] of pairs) {
        if (word.test(english)) expect(spanish, `${product.slug}: ${String(palabra)}`).toMatch(palabra);
      }
    }
    const all = allProducts
      .map((product) => spanishOf(product)!.description)
      .join(" ")
      .toLowerCase();
    for (const word of ["galletas", "golosinas", "gominolas", "caramelos", "patatas fritas", "malvavisco"])
      expect(all).toContain(word);
  });
});

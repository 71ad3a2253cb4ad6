import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { allProducts, catalogue, productImageUrls } from "~/db/seed/catalogue";
import { renderArtwork } from ".";

const files = renderArtwork();

describe("the generated artwork", () => {
  it("is deterministic", () => {
    expect(renderArtwork()).toEqual(files);
  });

  it("has every product image, the category images, the logo, the favicon and the placeholder", () => {
    for (const product of allProducts)
      for (const url of productImageUrls(product)) expect(files.has(url.slice(1)), url).toBe(true);
    for (const { category } of catalogue)
      expect(files.has(`images/categories/${category.slug}.svg`)).toBe(true);
    for (const name of ["logo", "favicon", "placeholder"]) expect(files.has(`images/${name}.svg`)).toBe(true);
  });

  it("is committed as generated (run `npx tsx scripts/generate-artwork.ts` after changing the catalogue)", () => {
    for (const [relative, content] of files) {
      expect(readFileSync(path.resolve("public", relative), "utf8"), relative).toBe(content);
    }
  });

  it("is small, self-contained SVG: no rasters, no web fonts, no broken references", () => {
    for (const [relative, content] of files) {
      expect(content, relative).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="[\d ]+"[^>]*>.*<\/svg>\n$/s,
      );
      expect(Buffer.byteLength(content), relative).toBeLessThan(24_000);
      expect(content, relative).not.toMatch(
        /NaN|undefined|Infinity|<image|@import|@font-face|https?:\/\/(?!www\.w3\.org)/,
      );
      const defined = new Set([...content.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]));
      for (const [, id] of content.matchAll(/(?:url\(#|href="#)([^)"]+)/g))
        expect(defined.has(id), `${relative}: #${id}`).toBe(true);
      expect(defined.size, relative).toBe([...content.matchAll(/ id="/g)].length);
    }
  });

  it("draws each product differently", () => {
    const fronts = allProducts.map((product) => files.get(`images/products/${product.slug}-1.svg`)!);
    expect(new Set(fronts).size).toBe(fronts.length);
    for (const product of allProducts.filter((p) => p.images > 1)) {
      const views = productImageUrls(product).map((url) => files.get(url.slice(1))!);
      expect(new Set(views).size, product.slug).toBe(views.length);
    }
  });

  it("sets the product's name on its pack", () => {
    for (const product of allProducts) {
      const front = files.get(`images/products/${product.slug}-1.svg`)!;
      const text = [...front.matchAll(/<tspan[^>]*>([^<]*)<\/tspan>/g)].map((m) => m[1]).join(" ");
      const escaped = product.name.replace(/&/g, "&amp;").replace(/"/g, "&quot;");
      expect(text.replace(/\s+/g, " "), product.slug).toContain(escaped);
    }
  });
});

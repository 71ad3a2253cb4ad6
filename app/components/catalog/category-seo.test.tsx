import { describe, expect, it } from "vitest";
import { renderedJsonLd } from "~tests/support/seo";
import { categoryJsonLd, categoryMeta, type SeoCategory } from "./category-seo";

const PUBLIC_URL = "https://shop.example";

// As the loader reads it in each language (decision 023).
const japaneseSnacks: SeoCategory = {
  slug: "japanese-snacks",
  name: "Japanese Snacks",
  description: "Konbini classics from Japan.",
  imageUrl: "/images/categories/japanese-snacks.svg",
};
const snacksJaponeses: SeoCategory = {
  ...japaneseSnacks,
  name: "Snacks japoneses",
  description: "Clásicos de los konbini de Japón.",
};

describe("categoryJsonLd", () => {
  it("describes the category as a CollectionPage with its breadcrumb, with absolute addresses", () => {
    expect(categoryJsonLd(japaneseSnacks, PUBLIC_URL)).toEqual({
      "@context": "https://schema.org",
      "@type": "CollectionPage",
      name: "Japanese Snacks",
      description: "Konbini classics from Japan.",
      image: "https://shop.example/images/categories/japanese-snacks.svg",
      url: "https://shop.example/category/japanese-snacks",
      breadcrumb: {
        "@type": "BreadcrumbList",
        itemListElement: [
          { "@type": "ListItem", position: 1, name: "Home", item: "https://shop.example/" },
          { "@type": "ListItem", position: 2, name: "Categories", item: "https://shop.example/categories" },
          {
            "@type": "ListItem",
            position: 3,
            name: "Japanese Snacks",
            item: "https://shop.example/category/japanese-snacks",
          },
        ],
      },
    });
  });

  it("leaves out the description and image a category does not have", () => {
    const jsonLd = categoryJsonLd({ ...japaneseSnacks, description: null, imageUrl: null }, PUBLIC_URL);
    expect(jsonLd).not.toHaveProperty("description");
    expect(jsonLd).not.toHaveProperty("image");
  });
});

describe("categoryMeta", () => {
  it("gives the title, description, canonical link, Open Graph tags and the JSON-LD", () => {
    expect(categoryMeta({ category: japaneseSnacks, publicUrl: PUBLIC_URL })).toEqual([
      { title: "Japanese Snacks | Sweet Trip" },
      { name: "description", content: "Konbini classics from Japan." },
      { tagName: "link", rel: "canonical", href: "https://shop.example/category/japanese-snacks" },
      { property: "og:type", content: "website" },
      { property: "og:title", content: "Japanese Snacks | Sweet Trip" },
      { property: "og:description", content: "Konbini classics from Japan." },
      { property: "og:image", content: "https://shop.example/images/categories/japanese-snacks.svg" },
      { property: "og:url", content: "https://shop.example/category/japanese-snacks" },
      { property: "og:locale", content: "en_US" },
      { "script:ld+json": categoryJsonLd(japaneseSnacks, PUBLIC_URL) },
    ]);
  });

  it("describes a category without a description as the categories are, and has no og:image without an image", () => {
    const meta = categoryMeta({
      category: { ...japaneseSnacks, description: null, imageUrl: null },
      publicUrl: PUBLIC_URL,
    });
    const description = expect.stringMatching(/^Japanese snacks, Korean treats/);
    expect(meta).toContainEqual({ name: "description", content: description });
    expect(meta).toContainEqual({ property: "og:description", content: description });
    expect(meta).not.toContainEqual(expect.objectContaining({ property: "og:image" }));
  });

  it("renders catalogue text inside the JSON-LD script escaped, so it cannot close the script", () => {
    const hostile = {
      ...japaneseSnacks,
      name: "</script><script>alert(1)</script>",
      description: "<!-- & -->",
    };
    const script = renderedJsonLd(categoryMeta({ category: hostile, publicUrl: PUBLIC_URL }));
    expect(script).toContain("\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e");
    expect(script).not.toContain("<");
    expect(JSON.parse(script!)).toMatchObject({ name: hostile.name, description: hostile.description });
  });
});

describe("a Spanish category page's meta", () => {
  const meta = categoryMeta({ category: snacksJaponeses, publicUrl: PUBLIC_URL, language: "es" });
  const spanishUrl = `${PUBLIC_URL}/category/japanese-snacks?lang=es`;

  it("names its own Spanish address as canonical and in Open Graph, in Spanish, with a Spanish locale", () => {
    expect(meta).toEqual(
      expect.arrayContaining([
        { title: "Snacks japoneses | Sweet Trip" },
        { name: "description", content: "Clásicos de los konbini de Japón." },
        { tagName: "link", rel: "canonical", href: spanishUrl },
        { property: "og:title", content: "Snacks japoneses | Sweet Trip" },
        { property: "og:description", content: "Clásicos de los konbini de Japón." },
        { property: "og:url", content: spanishUrl },
        { property: "og:locale", content: "es_ES" },
      ]),
    );
  });

  it("names the category and its breadcrumb in Spanish, at Spanish addresses, in the JSON-LD", () => {
    expect(meta).toContainEqual({
      "script:ld+json": expect.objectContaining({
        "@type": "CollectionPage",
        name: "Snacks japoneses",
        description: "Clásicos de los konbini de Japón.",
        url: spanishUrl,
        breadcrumb: {
          "@type": "BreadcrumbList",
          itemListElement: [
            { "@type": "ListItem", position: 1, name: "Inicio", item: `${PUBLIC_URL}/?lang=es` },
            {
              "@type": "ListItem",
              position: 2,
              name: "Categorías",
              item: `${PUBLIC_URL}/categories?lang=es`,
            },
            { "@type": "ListItem", position: 3, name: "Snacks japoneses", item: spanishUrl },
          ],
        },
      }),
    });
  });
});

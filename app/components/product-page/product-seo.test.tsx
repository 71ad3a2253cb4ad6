import { describe, expect, it } from "vitest";
import { renderedJsonLd } from "~tests/support/seo";
import { priceInDollars, productJsonLd, productMeta, type SeoProduct } from "./product-seo";

const PUBLIC_URL = "https://shop.example";

const pocky: SeoProduct = {
  slug: "pocky-chocolate",
  name: "Pocky Chocolate",
  description: "Crunchy biscuit sticks dipped in chocolate.",
  brand: "Glico",
  imageUrls: ["/images/products/pocky-chocolate-1.svg", "/images/products/pocky-chocolate-2.svg"],
  priceCents: 1299,
  stockQuantity: 12,
  ratingAverage: 4.3,
  reviewCount: 7,
};

describe("priceInDollars", () => {
  it("writes integer cents as dollars with two decimals", () => {
    expect(priceInDollars(1299)).toBe("12.99");
    expect(priceInDollars(1200)).toBe("12.00");
    expect(priceInDollars(5)).toBe("0.05");
    expect(priceInDollars(0)).toBe("0.00");
    // Cents that binary floating point cannot hold exactly as dollars.
    expect(priceInDollars(1015)).toBe("10.15");
    expect(priceInDollars(123456789)).toBe("1234567.89");
  });
});

describe("productJsonLd", () => {
  it("describes the product and its offer with absolute addresses", () => {
    expect(productJsonLd(pocky, PUBLIC_URL)).toEqual({
      "@context": "https://schema.org",
      "@type": "Product",
      name: "Pocky Chocolate",
      description: "Crunchy biscuit sticks dipped in chocolate.",
      image: [
        "https://shop.example/images/products/pocky-chocolate-1.svg",
        "https://shop.example/images/products/pocky-chocolate-2.svg",
      ],
      brand: { "@type": "Brand", name: "Glico" },
      sku: "pocky-chocolate",
      url: "https://shop.example/product/pocky-chocolate",
      offers: {
        "@type": "Offer",
        price: "12.99",
        priceCurrency: "USD",
        availability: "https://schema.org/InStock",
        url: "https://shop.example/product/pocky-chocolate",
      },
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.3, reviewCount: 7 },
    });
  });

  it("says OutOfStock at 0", () => {
    const offers = productJsonLd({ ...pocky, stockQuantity: 0 }, PUBLIC_URL).offers;
    expect(offers).toMatchObject({ availability: "https://schema.org/OutOfStock" });
    expect(productJsonLd({ ...pocky, stockQuantity: 1 }, PUBLIC_URL).offers).toMatchObject({
      availability: "https://schema.org/InStock",
    });
  });

  it("leaves the aggregate rating out when there are no reviews", () => {
    const jsonLd = productJsonLd({ ...pocky, ratingAverage: 0, reviewCount: 0 }, PUBLIC_URL);
    expect(jsonLd).not.toHaveProperty("aggregateRating");
  });

  it("offers the placeholder image for a product without images", () => {
    expect(productJsonLd({ ...pocky, imageUrls: [] }, PUBLIC_URL).image).toEqual([
      "https://shop.example/images/placeholder.svg",
    ]);
  });
});

describe("productMeta", () => {
  const meta = productMeta({ product: pocky, publicUrl: PUBLIC_URL, title: "Pocky Chocolate | Sweet Trip" });

  it("gives the title, description, canonical link and Open Graph tags", () => {
    expect(meta).toEqual(
      expect.arrayContaining([
        { title: "Pocky Chocolate | Sweet Trip" },
        { name: "description", content: pocky.description },
        { tagName: "link", rel: "canonical", href: "https://shop.example/product/pocky-chocolate" },
        { property: "og:type", content: "product" },
        { property: "og:title", content: "Pocky Chocolate | Sweet Trip" },
        { property: "og:description", content: pocky.description },
        { property: "og:image", content: "https://shop.example/images/products/pocky-chocolate-1.svg" },
        { property: "og:url", content: "https://shop.example/product/pocky-chocolate" },
        { "script:ld+json": productJsonLd(pocky, PUBLIC_URL) },
      ]),
    );
  });

  it("renders catalogue text inside the JSON-LD script escaped, so it cannot close the script", () => {
    const hostile = { ...pocky, name: "</script><script>alert(1)</script>", description: "<!-- & -->" };
    const script = renderedJsonLd(productMeta({ product: hostile, publicUrl: PUBLIC_URL, title: "x" }));
    expect(script).toContain("\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e");
    expect(script).not.toContain("<");
    expect(JSON.parse(script!)).toMatchObject({ name: hostile.name, description: hostile.description });
  });
});

describe("a Spanish product page's meta", () => {
  it("names its own Spanish address as canonical, in Open Graph and in the JSON-LD, with a Spanish locale", () => {
    const meta = productMeta({ product: pocky, publicUrl: PUBLIC_URL, title: "x", language: "es" });
    const spanishUrl = `${PUBLIC_URL}/product/pocky-chocolate?lang=es`;
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: spanishUrl });
    expect(meta).toContainEqual({ property: "og:url", content: spanishUrl });
    expect(meta).toContainEqual({ property: "og:locale", content: "es_ES" });
    expect(productJsonLd(pocky, PUBLIC_URL, "es")).toMatchObject({ url: spanishUrl });
  });
});

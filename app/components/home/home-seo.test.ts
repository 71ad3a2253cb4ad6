import { describe, expect, it } from "vitest";
import { homeMeta } from "./home-seo";

const PUBLIC_URL = "https://shop.example";

describe("the home page's meta", () => {
  it("names the shop's address as canonical, with Open Graph and a WebSite whose search is the shop's", () => {
    const meta = homeMeta({ publicUrl: PUBLIC_URL });
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: "https://shop.example/" });
    expect(meta).toContainEqual({ property: "og:url", content: "https://shop.example/" });
    expect(meta).toContainEqual({ property: "og:locale", content: "en_US" });
    expect(meta).toContainEqual({ property: "og:image", content: "https://shop.example/images/logo.svg" });
    expect(meta).toContainEqual({
      "script:ld+json": expect.objectContaining({
        "@type": "WebSite",
        url: "https://shop.example/",
        potentialAction: expect.objectContaining({
          target: "https://shop.example/search?q={search_term_string}",
        }),
      }),
    });
  });

  it("speaks Spanish on the Spanish address, and searches there", () => {
    const meta = homeMeta({ publicUrl: PUBLIC_URL, language: "es" });
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: "https://shop.example/?lang=es" });
    expect(meta).toContainEqual({ title: "Sweet Trip | Descubre dulces de todo el mundo" });
    expect(meta).toContainEqual({
      "script:ld+json": expect.objectContaining({
        inLanguage: "es",
        potentialAction: expect.objectContaining({
          target: "https://shop.example/search?lang=es&q={search_term_string}",
        }),
      }),
    });
  });
});

import { describe, expect, it } from "vitest";
import { listMeta } from "./list-seo";

const base = {
  title: "All Products | Sweet Trip",
  description: "Every sweet.",
  publicUrl: "https://shop.example",
};
const canonical = (meta: ReturnType<typeof listMeta>) =>
  (meta.find((tag) => "rel" in tag && tag.rel === "canonical") as { href?: string } | undefined)?.href;

describe("a list's meta", () => {
  it("names the list itself as canonical, whatever sort, filters or layout the visitor chose", () => {
    const meta = listMeta({
      ...base,
      pathname: "/products",
      search: "?sort=price-desc&brand=Glico&layout=list",
    });
    expect(canonical(meta)).toBe("https://shop.example/products");
    expect(meta).toContainEqual({ property: "og:url", content: "https://shop.example/products" });
    expect(meta).toContainEqual({ title: base.title });
    expect(meta).not.toContainEqual(expect.objectContaining({ "script:ld+json": expect.anything() }));
  });

  it("keeps the page after the first, and the language", () => {
    expect(canonical(listMeta({ ...base, pathname: "/featured", search: "?page=2&sort=newest" }))).toBe(
      "https://shop.example/featured?page=2",
    );
    expect(canonical(listMeta({ ...base, pathname: "/products", search: "?page=1" }))).toBe(
      "https://shop.example/products",
    );
    const spanish = listMeta({ ...base, pathname: "/products", search: "?page=3&lang=es", language: "es" });
    expect(canonical(spanish)).toBe("https://shop.example/products?page=3&lang=es");
    expect(spanish).toContainEqual({ property: "og:locale", content: "es_ES" });
  });

  it("ignores a page that is no page", () => {
    expect(canonical(listMeta({ ...base, pathname: "/products", search: "?page=abc" }))).toBe(
      "https://shop.example/products",
    );
  });
});

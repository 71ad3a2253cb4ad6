import { describe, expect, it } from "vitest";
import { buildRobotsTxt } from "./robots";

describe("buildRobotsTxt", () => {
  const lines = buildRobotsTxt("https://shop.example.com/").split("\n");

  it("lets every crawler in", () => {
    expect(lines.slice(0, 2)).toEqual(["User-agent: *", "Allow: /"]);
  });

  it("keeps crawlers out of the API, personal and sign-in pages, the admin and thin search results", () => {
    const disallowed = lines.filter((line) => line.startsWith("Disallow: ")).map((line) => line.slice(10));
    expect(disallowed.sort()).toEqual(
      [
        "/account",
        "/addresses",
        "/admin",
        "/api/",
        "/auth/",
        "/cart",
        "/checkout",
        "/forgot-password",
        "/login",
        "/orders",
        "/register",
        "/reset-password",
        "/search",
        "/wishlist",
      ].sort(),
    );
    // The catalogue stays crawlable.
    expect(disallowed.some((path) => "/products".startsWith(path) || "/product/x".startsWith(path))).toBe(
      false,
    );
  });

  it("names the absolute sitemap address", () => {
    expect(lines).toContain("Sitemap: https://shop.example.com/sitemap.xml");
  });
});

import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./redirect-path";

describe("safeRedirectPath", () => {
  it("keeps a path on this site with its query", () => {
    expect(safeRedirectPath("/checkout")).toBe("/checkout");
    expect(safeRedirectPath("/products?sort=price&page=2")).toBe("/products?sort=price&page=2");
  });

  it.each([
    "//evil.example",
    "/\\evil.example",
    "https://evil.example/",
    "javascript:alert(1)",
    "",
    "checkout",
  ])("refuses %j and falls back to /", (value) => expect(safeRedirectPath(value)).toBe("/"));

  it("never sends a visitor back to a sign-in page, and ignores non-strings", () => {
    expect(safeRedirectPath("/login?redirectTo=/x")).toBe("/");
    expect(safeRedirectPath("/register")).toBe("/");
    expect(safeRedirectPath(null)).toBe("/");
    expect(safeRedirectPath("/a\nb")).toBe("/");
  });
});

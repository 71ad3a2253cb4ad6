import { describe, expect, it } from "vitest";
import { english } from "~/content/info-pages/en";
import { spanish } from "~/content/info-pages/es";
import { INFO_PAGE_UPDATED, INFO_PAGES, infoPageFromPath } from "./info-pages";

/** Every text of one page, flattened. */
const textOf = (texts: object): string =>
  Object.values(texts)
    .map((value) => (typeof value === "string" ? value : textOf(value as object)))
    .join("\n");

describe("infoPageFromPath", () => {
  it("names the page of each information route, with or without a trailing slash", () => {
    expect(infoPageFromPath("/about")).toBe("about");
    expect(infoPageFromPath("/returns/")).toBe("returns");
    expect(INFO_PAGES.map((page) => infoPageFromPath(`/${page}`))).toEqual(INFO_PAGES);
  });

  it("is null for any other path", () => {
    for (const path of ["/", "/contact", "/about/team", "/ABOUT", "/constructor", "/toString"])
      expect(infoPageFromPath(path), path).toBeNull();
  });
});

describe("the information pages", () => {
  it("each have a valid date and texts in both languages", () => {
    for (const page of INFO_PAGES) {
      expect(new Date(`${INFO_PAGE_UPDATED[page]}T00:00:00Z`).toString(), page).not.toBe("Invalid Date");
      expect(english[page].sections.length, page).toBeGreaterThan(0);
      expect(spanish[page].sections.length, page).toBe(english[page].sections.length);
    }
  });

  // The spec's constants: free shipping from $60, otherwise $5.99; 30-day returns.
  for (const [language, texts] of [
    ["English", english],
    ["Spanish", spanish],
  ] as const) {
    it(`state the shop's constants, and no other shipping fee or return window (${language})`, () => {
      const shipping = textOf(texts.shipping);
      expect(shipping).toContain("$60.00");
      expect(shipping).toContain("$5.99");
      expect(textOf(texts.returns)).toMatch(/\b30\b/);
      const everything = textOf(texts);
      const amounts = new Set(everything.match(/\$\d+(\.\d\d)?/g));
      expect([...amounts].sort()).toEqual(["$5.99", "$60.00"]);
      // Calendar days are the return window; business days are shipping and refund times.
      const dayCounts = new Set(
        [...everything.matchAll(/\b(\d+) (?:days|días)\b(?! hábiles)/g)].map((match) => match[1]),
      );
      expect([...dayCounts]).toEqual(["30"]);
    });
  }
});

import { describe, expect, it } from "vitest";
import { facetShortlist, SHORTLIST_SIZE } from "./facet-shortlist";

const facet = (value: string, count: number) => ({ value, count });
const many = Array.from({ length: 20 }, (_, index) =>
  facet(`brand-${String(index).padStart(2, "0")}`, index + 1),
);

describe("facetShortlist", () => {
  it("keeps the values most products carry, in the list's order", () => {
    const shown = facetShortlist(many, []);
    expect(shown).toHaveLength(SHORTLIST_SIZE);
    expect(shown.map((item) => item.count)).toEqual([13, 14, 15, 16, 17, 18, 19, 20]);
  });

  it("keeps every ticked value, however few products carry it", () => {
    const shown = facetShortlist(many, ["brand-00", "brand-05"]).map((item) => item.value);
    expect(shown).toHaveLength(SHORTLIST_SIZE + 2);
    expect(shown.slice(0, 2)).toEqual(["brand-00", "brand-05"]);
  });

  it("shows a list only a little longer than the shortlist whole", () => {
    const short = many.slice(0, SHORTLIST_SIZE + 2);
    expect(facetShortlist(short, [])).toBe(short);
    expect(facetShortlist(many.slice(0, SHORTLIST_SIZE + 3), [])).toHaveLength(SHORTLIST_SIZE);
  });
});

import { describe, expect, it } from "vitest";
import { searchTerms, tsqueryWithAlternatives } from "./search-terms";

describe("search terms", () => {
  it("keeps the words, lower-cased, each a required prefix", () => {
    const terms = searchTerms("  Pocky  Matcha ")!;
    expect(terms).toEqual({ words: ["pocky", "matcha"] });
    expect(tsqueryWithAlternatives(terms, new Map())).toBe("pocky:* & matcha:*");
  });

  it("keeps letters of every script and digits", () => {
    const terms = searchTerms("Mjölkchoklad 70% café")!;
    expect(terms.words).toEqual(["mjölkchoklad", "70", "café"]);
    expect(tsqueryWithAlternatives(terms, new Map())).toBe("mjölkchoklad:* & 70:* & café:*");
  });

  it.each(["", "   ", "!!!", `'"%\\`, "🍫🍬", "&|!<->():*"])("finds no words in %j", (input) => {
    expect(searchTerms(input)).toBeNull();
  });

  it("drops every character with a meaning in SQL or tsquery syntax", () => {
    const terms = searchTerms(`'; DROP TABLE products; -- "pocky" 100% \\ a|b & !c <-> d:*`);
    expect(terms?.words).toEqual(["drop", "table", "products", "pocky", "100", "a", "b", "c"]);
    // Only letters, digits and the operators this module writes itself.
    expect(tsqueryWithAlternatives(terms!, new Map())).toMatch(/^[\p{L}\p{N}]+:\*( & [\p{L}\p{N}]+:\*)*$/u);
  });

  it("caps long input: length, words and word length", () => {
    expect(searchTerms("x".repeat(1000))?.words).toEqual(["x".repeat(40)]);
    const words = searchTerms(Array.from({ length: 50 }, (_, index) => `w${index}`).join(" "));
    expect(words?.words).toHaveLength(8);
  });
});

describe("alternatives for typos", () => {
  const terms = searchTerms("poky fresa")!;

  it("lets each word be itself or one of its alternatives, every word still required", () => {
    expect(tsqueryWithAlternatives(terms, new Map([["poky", ["pocky", "pokemon"]]]))).toBe(
      "(poky:* | pocky | pokemon) & fresa:*",
    );
  });

  it("without alternatives, is the plain query", () => {
    expect(tsqueryWithAlternatives(terms, new Map())).toBe("poky:* & fresa:*");
  });

  it("drops an alternative that is not letters and digits only", () => {
    const hostile = new Map([["poky", ["pocky", "a|b", "x:*", "", "') or true"]]]);
    expect(tsqueryWithAlternatives(terms, hostile)).toBe("(poky:* | pocky) & fresa:*");
  });
});

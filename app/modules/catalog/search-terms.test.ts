import { describe, expect, it } from "vitest";
import { searchTerms } from "./search-terms";

describe("search terms", () => {
  it("keeps the words, lower-cased, each a required prefix", () => {
    expect(searchTerms("  Pocky  Matcha ")).toEqual({ text: "pocky matcha", tsquery: "pocky:* & matcha:*" });
  });

  it("keeps letters of every script and digits", () => {
    expect(searchTerms("Mjölkchoklad 70% café")).toEqual({
      text: "mjölkchoklad 70 café",
      tsquery: "mjölkchoklad:* & 70:* & café:*",
    });
  });

  it.each(["", "   ", "!!!", `'"%\\`, "🍫🍬", "&|!<->():*"])("finds no words in %j", (input) => {
    expect(searchTerms(input)).toBeNull();
  });

  it("drops every character with a meaning in SQL or tsquery syntax", () => {
    const terms = searchTerms(`'; DROP TABLE products; -- "pocky" 100% \\ a|b & !c <-> d:*`);
    expect(terms?.text).toBe("drop table products pocky 100 a b c");
    // Only letters, digits and the operators this module writes itself.
    expect(terms?.tsquery).toMatch(/^[\p{L}\p{N}]+:\*( & [\p{L}\p{N}]+:\*)*$/u);
  });

  it("caps long input: length, words and word length", () => {
    expect(searchTerms("x".repeat(1000))?.text).toHaveLength(40);
    const words = searchTerms(Array.from({ length: 50 }, (_, index) => `w${index}`).join(" "));
    expect(words?.text.split(" ")).toHaveLength(8);
  });
});

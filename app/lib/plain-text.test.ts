import { describe, expect, it } from "vitest";
import { characterCount, isPlainLine, isPlainText } from "./plain-text";

describe("plain text", () => {
  it("refuses control characters in a line, and all but line breaks and tabs in a text", () => {
    for (const text of ["a\u0000b", "a\u001bb", "a\u007fb", "a\u0085b", "a\nb", "a\tb"]) {
      expect(isPlainLine(text), JSON.stringify(text)).toBe(false);
    }
    expect(isPlainText("one\r\ntwo\tthree")).toBe(true);
    for (const text of ["a\u0000b", "a\u001bb", "a\u0085b"]) expect(isPlainText(text)).toBe(false);
  });

  it("refuses half of a surrogate pair and keeps whole characters, emoji and right-to-left marks included", () => {
    for (const text of ["\ud800", "a\udfffb", "\ud83c"]) {
      expect(isPlainLine(text)).toBe(false);
      expect(isPlainText(text)).toBe(false);
    }
    for (const text of ["Lucía 🍬", "ありがとう", "\u202eRTL", "O'Brien <b>"])
      expect(isPlainLine(text)).toBe(true);
  });

  it("counts characters as people do", () => {
    expect(characterCount("🍬🍭")).toBe(2);
    expect(characterCount("Lucía")).toBe(5);
  });
});

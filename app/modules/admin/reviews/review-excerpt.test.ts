import { describe, expect, it } from "vitest";
import { excerpt } from "./review-excerpt";

describe("excerpt", () => {
  it("is null for a text that fits", () => {
    expect(excerpt("Great gummies.", 20)).toBeNull();
    expect(excerpt("x".repeat(20), 20)).toBeNull();
  });

  it("cuts a long text after its last whole word before the limit", () => {
    expect(excerpt("Sweet and sour and far too chewy for me", 20)).toBe("Sweet and sour and");
    expect(excerpt("one two three four five six seven", 16)).toBe("one two three");
  });

  it("cuts inside a word that fills most of the limit, and counts an emoji as one character", () => {
    expect(excerpt("Soooooooooooooooooooooooooo good", 10)).toBe("Sooooooooo");
    expect(excerpt("🍬".repeat(12), 10)).toBe("🍬".repeat(10));
  });

  it("leaves no blanks at the end of the cut", () => {
    expect(excerpt("Sweet and sour     chewy treats", 18)).toBe("Sweet and sour");
  });
});

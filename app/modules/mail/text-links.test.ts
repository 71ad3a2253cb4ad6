import { describe, expect, it } from "vitest";
import { textWithLinks } from "./text-links";

describe("textWithLinks", () => {
  it("finds http and https links between text, leaving sentence punctuation outside", () => {
    expect(textWithLinks("See http://localhost:3000/order-confirmation/ST-1?token=a.b. Thanks!")).toEqual([
      { kind: "text", text: "See " },
      { kind: "link", href: "http://localhost:3000/order-confirmation/ST-1?token=a.b" },
      { kind: "text", text: ". Thanks!" },
    ]);
    expect(textWithLinks("https://a.test\nhttps://b.test")).toEqual([
      { kind: "link", href: "https://a.test" },
      { kind: "text", text: "\n" },
      { kind: "link", href: "https://b.test" },
    ]);
  });

  it("keeps text without links whole and never links other schemes", () => {
    expect(textWithLinks("javascript:alert(1) and ftp://x")).toEqual([
      { kind: "text", text: "javascript:alert(1) and ftp://x" },
    ]);
    expect(textWithLinks("")).toEqual([]);
  });
});

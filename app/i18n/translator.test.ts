import { describe, expect, it } from "vitest";
import { createTranslator } from "./translator";

const texts = {
  cart: { items_one: "{{count}} item", items_other: "{{count}} items" },
  greeting: "Hello, {{ name }}! {{name}} again.",
  plain: "No placeholders",
  nested: { deeper: { text: "Deep" } },
} as const;

describe("createTranslator", () => {
  const t = createTranslator(texts, "en");

  it("finds texts by their dotted key", () => {
    expect(t("plain")).toBe("No placeholders");
    expect(t("nested.deeper.text")).toBe("Deep");
  });

  it("fills every placeholder and leaves one without a value visible", () => {
    expect(t("greeting", { name: "Ana" })).toBe("Hello, Ana! Ana again.");
    expect(t("greeting")).toBe("Hello, {{ name }}! {{name}} again.");
    expect(t("greeting", { other: "x" })).toBe("Hello, {{ name }}! {{name}} again.");
  });

  it("picks the plural form the language's rules choose for count", () => {
    expect(t("cart.items", { count: 1 })).toBe("1 item");
    expect(t("cart.items", { count: 0 })).toBe("0 items");
    expect(t("cart.items", { count: 2 })).toBe("2 items");
    // French says "0 item" (0 is singular there): the rules are the language's, not English's.
    const french = createTranslator({ n_one: "{{count}} one", n_other: "{{count}} many" }, "fr" as "en");
    expect(french("n", { count: 0 })).toBe("0 one");
  });

  it("gives the same text on every call, placeholders at either end and counts of any kind", () => {
    const edges = createTranslator(
      { both: "{{a}} and {{b}}", n_one: "{{count}} one", n_other: "{{count}} other" },
      "en",
    );
    for (let call = 0; call < 3; call++) {
      expect(edges("both", { a: "x", b: "y" })).toBe("x and y");
      expect(edges("n", { count: 1 })).toBe("1 one");
      expect(edges("n", { count: 1.5 })).toBe("1.5 other");
      expect(edges("n", { count: 1234 })).toBe("1234 other");
    }
  });

  it("shows the key of a missing text rather than nothing", () => {
    expect(t("nope" as "plain")).toBe("nope");
  });

  it("never reads inherited properties as values", () => {
    expect(t("greeting", Object.create({ name: "inherited" }) as Record<string, string>)).toBe(
      "Hello, {{ name }}! {{name}} again.",
    );
  });
});

import { describe, expect, it } from "vitest";
import { adminEn } from "./admin/en";
import { adminEs } from "./admin/es";
import { en } from "./en";
import { enAccountArea } from "./en/account-area";
import { cart as enCart } from "./en/cart";
import { frameLater as enFrameLater } from "./en/frame-later";
import { es } from "./es";
import { esAccountArea } from "./es/account-area";
import { cart as esCart } from "./es/cart";
import { frameLater as esFrameLater } from "./es/frame-later";
import { loadTextsLike, translator, type TextParts } from "./setup";

/** Every text of a nested texts object, keyed by its dotted path. */
function leaves(texts: object, prefix = ""): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(texts)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") found.set(path, value);
    else for (const [inner, text] of leaves(value as object, path)) found.set(inner, text);
  }
  return found;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe.each([
  { texts: "the shop's common", english: leaves(en), spanish: leaves(es) },
  { texts: "the account area's", english: leaves(enAccountArea), spanish: leaves(esAccountArea) },
  { texts: "the cart's", english: leaves(enCart), spanish: leaves(esCart) },
  { texts: "the frame's later", english: leaves(enFrameLater), spanish: leaves(esFrameLater) },
  { texts: "the back office's", english: leaves(adminEn), spanish: leaves(adminEs) },
])("$texts translations", ({ english, spanish }) => {
  it("have the same keys in English and Spanish", () => {
    expect([...spanish.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it("have no empty text and the same placeholders in both languages", () => {
    for (const [key, text] of english) {
      expect(text.trim(), key).not.toBe("");
      expect(spanish.get(key)?.trim(), key).not.toBe("");
      expect(placeholders(spanish.get(key) ?? ""), key).toEqual(placeholders(text));
    }
  });
});

describe("translations", () => {
  it("keep each group of texts in one part: the common texts, the account area's, the cart's...", () => {
    // `translator` puts the parts together: a group in two would lose one part's texts.
    const groups = [en, enAccountArea, enCart, enFrameLater].flatMap((part) => Object.keys(part));
    expect(groups.filter((group, index) => groups.indexOf(group) !== index)).toEqual([]);
  });

  it("quote the spec's texts", () => {
    expect(en.frame.promo).toBe("Free shipping on orders over $60!");
    expect(en.brand.tagline).toBe("Discover Candy from Around the World");
    expect(enFrameLater.notFound.title).toBe("Oops! Page Not Found");
    expect(en.error.title).toBe("Something went wrong.");
    expect(adminEn.dashboard.title).toBe("Admin Dashboard");
    expect(Object.values(adminEn.dashboard.stats)).toEqual(
      expect.arrayContaining(["Total Revenue", "Total Orders", "Total Customers", "Products"]),
    );
    expect(Object.values(adminEn.dashboard.quickActions)).toEqual(
      expect.arrayContaining(["Manage Products", "View Orders", "Manage Coupons"]),
    );
  });
});

describe("translator", () => {
  it("translates in the requested language, with plurals", () => {
    const english = translator("en");
    const spanish = translator("es");
    expect(spanish("frame.promo")).toBe("¡Envío gratis en pedidos superiores a $60!");
    expect(english("cart.button", { count: 1 })).toBe("Cart, 1 item");
    expect(english("cart.button", { count: 0 })).toBe("Cart, 0 items");
    expect(spanish("cart.button", { count: 3 })).toBe("Carrito, 3 artículos");
  });

  it("speaks both parts of the texts on the server", () => {
    expect(translator("es")("nav.home")).toBe("Inicio");
    expect(translator("es")("checkout.summary.heading")).toBe(esAccountArea.checkout.summary.heading);
  });

  it("loads in another language every part loaded in this one (a switch of language)", async () => {
    // On the server every part is loaded: all of them.
    const parts: (keyof TextParts)[] = [
      "common",
      "home",
      "infoPages",
      "reviews",
      "accountArea",
      "cart",
      "frameLater",
    ];
    expect(await loadTextsLike("en", "es")).toEqual(parts.map(() => true));
  });

  it("is one function per language", () => {
    expect(translator("es")).toBe(translator("es"));
    expect(translator("en")("nav.home")).toBe("Home");
    expect(translator("es")("nav.home")).toBe("Inicio");
  });
});

import type { Page } from "@playwright/test";
import { expect, visit } from "./fixtures";

/**
 * Cart steps shared by the browser tests. Demo catalogue products (app/db/seed/catalogue) have
 * ids derived from their slug (productId() in app/db/seed/rows.ts): the same in every fresh
 * database.
 */
export const UMAIBO = {
  productId: "629141c3-ea4f-566b-984a-2e4c3994c313",
  slug: "umaibo-corn-potage",
  name: "Umaibo Corn Potage",
  priceCents: 99,
  imageUrl: "/images/products/umaibo-corn-potage-1.svg",
  stockQuantity: 200,
};

/** A second product with plenty in stock: carts past $60 within the limit of 12 per order. */
export const HI_CHEW = {
  productId: "30f09d8e-4034-5afc-95bf-f3d3fd1da8d8",
  slug: "hi-chew-assorted",
  name: "Hi-Chew Assorted Fruit",
  priceCents: 449,
  imageUrl: "/images/products/hi-chew-assorted-1.svg",
  stockQuantity: 180,
};

/** Umaibo's name on Spanish pages (app/db/seed/catalogue/spanish). */
export const UMAIBO_NAME_ES = "Umaibo crema de maíz";

export type StoredLine = typeof UMAIBO & { quantity: number };

/** A product's card on a list, found by the product's name. */
export const productCard = (page: Page, name: string) =>
  page.getByRole("article").filter({ has: page.getByRole("heading", { name, exact: true }) });

/**
 * A product page's own Add to Cart, or another button of its purchase panel by `name` (another
 * language, the heart): the panel comes before the cards of Pairs well with, whose buttons have
 * the same names.
 */
export const purchaseButton = (page: Page, name: string | RegExp = "Add to Cart") =>
  page.getByRole("main").getByRole("button", { name, exact: true }).first();

/** The header's cart button, named with its count ("Cart, 2 items"). */
export const cartButton = (page: Page) => page.getByRole("banner").getByRole("button", { name: /^Cart, / });

/** Puts lines into the stored cart as an earlier visit would have left them, then opens `path`. */
export async function visitWithCart(page: Page, path: string, lines: StoredLine[]) {
  await visit(page, "/about");
  await page.evaluate(
    (items) => localStorage.setItem("sweet-trip-cart", JSON.stringify({ state: { items }, version: 1 })),
    lines,
  );
  await visit(page, path);
}

/** Adds Umaibo to an empty cart from its card on the product list, as a shopper does. */
export async function addUmaiboFromList(page: Page) {
  await visit(page, "/products?search=Umaibo");
  await productCard(page, UMAIBO.name).getByRole("button", { name: "Add to Cart" }).click();
  await expect(cartButton(page)).toHaveAccessibleName("Cart, 1 item");
}

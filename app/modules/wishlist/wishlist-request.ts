/**
 * What the hearts and POST /api/wishlist say to each other. No zod here: the hearts are on every
 * product card, and the schema (server side, in the route) would bring zod into every page.
 */

/** Where the hearts send their changes (app/routes/api.wishlist.ts). */
export const WISHLIST_ACTION = "/api/wishlist";

/** What a heart asks: save or unsave one product. */
export type WishlistRequest = {
  intent: "add" | "remove";
  productId: string;
};

/** The endpoint's answer: the product's saved state, or why not. */
export type WishlistAnswer =
  | { productId: string; saved: boolean }
  | { error: string }
  /** 401: the visitor is not signed in (any more). */
  | { error: string; signedOut: true };

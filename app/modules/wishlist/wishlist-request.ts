import { z } from "zod";

/** Where the hearts send their changes (app/routes/api.wishlist.ts). */
export const WISHLIST_ACTION = "/api/wishlist";

/** What a heart asks: save or unsave one product. Shared by the hearts and the endpoint. */
export const wishlistRequestSchema = z.object({
  intent: z.enum(["add", "remove"]),
  productId: z.uuid(),
});

export type WishlistRequest = z.infer<typeof wishlistRequestSchema>;

/** The endpoint's answer: the product's saved state, or why not. */
export type WishlistAnswer =
  | { productId: string; saved: boolean }
  | { error: string }
  /** 401: the visitor is not signed in (any more). */
  | { error: string; signedOut: true };

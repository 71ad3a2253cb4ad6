import { z } from "zod";
import type { WishlistRequest } from "./wishlist-request";

/**
 * `POST /api/wishlist`'s request, checked on the server (the route) and described by the API's
 * OpenAPI document. Apart from wishlist-request.ts, which the hearts on every card import: zod
 * stays out of the pages' scripts.
 */
export const wishlistRequestSchema = z.object({
  intent: z.enum(["add", "remove"]),
  productId: z.uuid(),
}) satisfies z.ZodType<WishlistRequest>;

import type { AppLoadContext } from "react-router";
import { frameUser, type FrameUser } from "./frame-user";
import { ownReviewIds } from "~/modules/reviews/reviews.server";
import { savedProductIds } from "~/modules/wishlist/wishlist.server";
import { sessionUser } from "./session.server";

/** Who is looking at the page, as the frame shows it: their profile and saved products. */
export interface Viewer {
  user: FrameUser | null;
  /** The products the signed-in visitor saved in their wishlist; empty when signed out. */
  savedProductIds: string[];
  /** The signed-in visitor's own reviews, which a product page lists first; empty when signed out. */
  reviewIds: string[];
}

/**
 * The visitor of `request`. Their reviews' ids only with `reviews`: the product page, the one page
 * that lists them, is a shared page, so it learns them from `/api/viewer`; the root data of a
 * private page leaves them empty rather than read them for nothing.
 */
export async function viewerOf(
  request: Request,
  context: AppLoadContext,
  { reviews = false } = {},
): Promise<Viewer> {
  const user = await sessionUser(request, context);
  if (!user) return { user: null, savedProductIds: [], reviewIds: [] };
  const [saved, reviewed] = await Promise.all([
    savedProductIds(context.db, user.id),
    reviews ? ownReviewIds(context.db, user.id) : [],
  ]);
  return { user: frameUser(user), savedProductIds: saved, reviewIds: reviewed };
}

import type { AppLoadContext } from "react-router";
import { frameUser, type FrameUser } from "~/components/layout/use-root-data";
import { savedProductIds } from "~/modules/wishlist/wishlist.server";
import { sessionUser } from "./session.server";

/** Who is looking at the page, as the frame shows it: their profile and saved products. */
export interface Viewer {
  user: FrameUser | null;
  /** The products the signed-in visitor saved in their wishlist; empty when signed out. */
  savedProductIds: string[];
}

export async function viewerOf(request: Request, context: AppLoadContext): Promise<Viewer> {
  const user = await sessionUser(request, context);
  if (!user) return { user: null, savedProductIds: [] };
  return { user: frameUser(user), savedProductIds: await savedProductIds(context.db, user.id) };
}

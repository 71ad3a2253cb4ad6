import { data } from "react-router";
import { translator } from "~/i18n/setup";
import { PRIVATE_NO_STORE } from "~/lib/http-cache";
import { headersLanguage } from "~/lib/language";
import { sessionUser } from "~/modules/accounts/session.server";
import { crossSiteRefusal } from "~/lib/same-origin.server";
import type { WishlistAnswer } from "~/modules/wishlist/wishlist-request";
import { wishlistRequestSchema } from "~/modules/wishlist/wishlist-request-schema";
import { addToWishlist, removeFromWishlist } from "~/modules/wishlist/wishlist.server";
import type { Route } from "./+types/api.wishlist";

// An answer about one shopper's wishlist: never kept by a browser or a CDN.
const answer = (body: WishlistAnswer, status = 200, headers: HeadersInit = PRIVATE_NO_STORE) =>
  data(body, { status, headers });

/**
 * POST /api/wishlist with `intent` (add | remove) and `productId`, as a form or JSON; the hearts
 * post here through a fetcher. Answers `{ productId, saved }`; 401 `{ error }` ("Please sign in
 * to add to wishlist", in the page's language) when signed out, 404 when adding a product that
 * is unknown or not on sale (nothing is stored), 400 for a malformed request, 403 from another
 * site. Removing something that is not saved is fine.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST")
    return answer({ error: "Method not allowed" }, 405, { ...PRIVATE_NO_STORE, Allow: "POST" });
  const refusal = crossSiteRefusal(request, context.env.PUBLIC_URL);
  if (refusal) return refusal;
  const user = await sessionUser(request, context);
  if (!user) {
    const t = translator(headersLanguage(request.headers));
    return answer({ error: t("shopping.wishlistSignIn"), signedOut: true }, 401);
  }

  const parsed = wishlistRequestSchema.safeParse(await requestBody(request));
  if (!parsed.success) {
    return answer({ error: "Invalid request: expected intent (add or remove) and a productId" }, 400);
  }
  const { intent, productId } = parsed.data;
  try {
    if (intent === "remove") {
      await removeFromWishlist(context.db, user.id, productId);
      return answer({ productId, saved: false });
    }
    if (!(await addToWishlist(context.db, user.id, productId))) {
      return answer({ error: "Product not found" }, 404);
    }
    return answer({ productId, saved: true });
  } catch (error) {
    // Answered, not thrown: a fetcher would otherwise replace the page with the error page.
    context.logger.error({ err: error, intent }, "changing a wishlist failed");
    return answer({ error: "Wishlist not changed" }, 500);
  }
}

/** The fields of a form or a JSON body; undefined when it is neither. */
async function requestBody(request: Request): Promise<unknown> {
  if (request.headers.get("Content-Type")?.includes("application/json")) {
    return request.json().catch(() => undefined);
  }
  const form = await request.formData().catch(() => undefined);
  return form && Object.fromEntries(form);
}

// A GET is a mistake, answered like the other API errors rather than with a page.
export function loader() {
  return data(
    { error: "Method not allowed" },
    { status: 405, headers: { ...PRIVATE_NO_STORE, Allow: "POST" } },
  );
}

import { translator } from "~/i18n/setup";
import { PRIVATE_NO_STORE } from "~/lib/http-cache";
import { jsonAnswer } from "~/lib/json-answer.server";
import { postEndpoint } from "~/lib/json-endpoint.server";
import { headersLanguage } from "~/lib/language";
import { sessionUser } from "~/modules/accounts/session.server";
import type { WishlistAnswer } from "~/modules/wishlist/wishlist-request";
import { wishlistRequestSchema } from "~/modules/wishlist/wishlist-request-schema";
import { addToWishlist, removeFromWishlist } from "~/modules/wishlist/wishlist.server";

// An answer about one shopper's wishlist: never kept by a browser or a CDN.
const answer = (body: WishlistAnswer, status = 200) =>
  jsonAnswer(body, { status, headers: PRIVATE_NO_STORE });

/**
 * POST /api/wishlist with `intent` (add | remove) and `productId`, as a form or JSON; the hearts
 * post here through a fetcher. Answers `{ productId, saved }`; 401 `{ error }` ("Please sign in
 * to add to wishlist", in the page's language) when signed out, 404 when adding a product that
 * is unknown or not on sale (nothing is stored), 400 for a malformed request, 403 from another
 * site. Removing something that is not saved is fine.
 */
const endpoint = postEndpoint({
  body: "form-or-json",
  schema: wishlistRequestSchema,
  invalid: () => answer({ error: "Invalid request: expected intent (add or remove) and a productId" }, 400),
  handle: async ({ request, context, body: { intent, productId } }) => {
    const user = await sessionUser(request, context);
    if (!user) {
      const t = translator(headersLanguage(request.headers));
      return answer({ error: t("shopping.wishlistSignIn"), signedOut: true }, 401);
    }
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
  },
});

// React Router takes each export apart for the browser's build: one name each, not destructured.
export const action = endpoint.action;
export const loader = endpoint.loader;

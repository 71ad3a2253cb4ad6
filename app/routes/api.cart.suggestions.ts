import { jsonAnswer } from "~/lib/json-answer.server";
import { getEndpoint } from "~/lib/json-endpoint.server";
import { requestLanguage } from "~/lib/language";
import { isUuid } from "~/lib/uuid";
import { cartSuggestions } from "~/modules/catalog/pairs.server";

/** At most this many products of the cart are asked about. */
const MAX_PRODUCTS = 100;
const MAX_MISSING_CENTS = 100_000;

/**
 * GET /api/cart/suggestions?product=<id>&product=<id>&missing=<cents>&lang= → `{ products }`: one
 * or two products that pair with the cart's (decision 072) and would get it to free shipping, for
 * the cart page and panel under the free-shipping hint. The cart stays in the browser: it asks
 * with its products' ids alone, and the answer is the same for anyone asking the same (a browser
 * may keep it a minute). Unknown ids are ignored; a malformed query asks about nothing.
 */
const endpoint = getEndpoint({
  handle: async ({ request, context }) => {
    const url = new URL(request.url);
    const productIds = [...new Set(url.searchParams.getAll("product"))].filter(isUuid).slice(0, MAX_PRODUCTS);
    const missing = Number(url.searchParams.get("missing"));
    const missingCents =
      Number.isInteger(missing) && missing > 0 && missing <= MAX_MISSING_CENTS ? missing : 0;
    const products =
      productIds.length && missingCents
        ? await cartSuggestions(context.db, { productIds, missingCents, language: requestLanguage(request) })
        : [];
    return jsonAnswer(
      {
        products: products.map((product) => ({
          id: product.id,
          slug: product.slug,
          name: product.name,
          priceCents: product.priceCents,
          imageUrl: product.imageUrl,
          stockQuantity: product.stockQuantity,
          maxPerOrder: product.maxPerOrder,
        })),
      },
      { headers: { "Cache-Control": "private, max-age=60" } },
    );
  },
});

// React Router takes each export apart for the browser's build: one name each, not destructured.
export const action = endpoint.action;
export const loader = endpoint.loader;

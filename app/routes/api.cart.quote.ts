import { postEndpoint } from "~/lib/json-endpoint.server";
import { requestLanguage } from "~/lib/language";
import { quoteProducts, quoteRequestSchema } from "~/modules/cart/quote.server";
import { checkoutTokenOf } from "~/modules/checkout/checkout-cookie.server";

/**
 * POST /api/cart/quote with `{ items: [{ productId, quantity }] }` (at most 100 lines) →
 * `{ products: [{ productId, slug, name, priceCents, imageUrl, stockQuantity, maxPerOrder,
 * isActive, error? }] }` for the products that exist, named in the request's language (`?lang=`,
 * which the browser always sends: the page's). The stock counts what the browser's own unpaid
 * order holds (its checkout cookie). A line above the product's per-order limit gets `error`,
 * saying the limit (decision 036); the browser lowers it. The cart, its panel and the checkout
 * call it when shown and when the page's language changes, to refresh what the browser
 * remembers; 400 `{ error }` when the body is not such a list. Stock and prices change: an answer
 * is only good for the moment it was asked, and never stored.
 */
const endpoint = postEndpoint({
  body: "json",
  schema: quoteRequestSchema,
  invalid: () => ({ error: "Invalid cart: expected { items: [{ productId, quantity }] }" }),
  handle: async ({ request, context, body }) => ({
    products: await quoteProducts(
      context.db,
      body.items,
      requestLanguage(request),
      checkoutTokenOf(request, context.authSecret),
    ),
  }),
});

// React Router takes each export apart for the browser's build: one name each, not destructured.
export const action = endpoint.action;
export const loader = endpoint.loader;

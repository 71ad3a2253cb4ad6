import { data } from "react-router";
import { requestLanguage } from "~/lib/language";
import { quoteProducts, quoteRequestSchema } from "~/modules/cart/quote.server";
import { checkoutTokenOf } from "~/modules/checkout/checkout-cookie.server";
import type { Route } from "./+types/api.cart.quote";

// Stock and prices change: an answer is only good for the moment it was asked.
const NO_STORE = { "Cache-Control": "no-store" };

/**
 * POST /api/cart/quote with `{ items: [{ productId, quantity }] }` (at most 100 lines) →
 * `{ products: [{ productId, slug, name, priceCents, imageUrl, stockQuantity, maxPerOrder,
 * isActive, error? }] }` for the products that exist, named in the request's language (`?lang=`, which the browser always
 * sends: the page's). The stock counts what the browser's own unpaid order holds (its checkout
 * cookie). A line above the product's per-order limit gets `error`, saying the limit (decision
 * 036); the browser lowers it. The cart, its panel and the checkout call it when shown and when the page's
 * language changes, to refresh what the browser remembers; 400 `{ error }` when the body is not
 * such a list.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") {
    return data({ error: "Method not allowed" }, { status: 405, headers: { ...NO_STORE, Allow: "POST" } });
  }
  const body: unknown = await request.json().catch(() => undefined);
  const parsed = quoteRequestSchema.safeParse(body);
  if (!parsed.success) {
    return data(
      { error: "Invalid cart: expected { items: [{ productId, quantity }] }" },
      { status: 400, headers: NO_STORE },
    );
  }
  const products = await quoteProducts(
    context.db,
    parsed.data.items,
    requestLanguage(request),
    checkoutTokenOf(request, context.authSecret),
  );
  return data({ products }, { headers: NO_STORE });
}

// A GET is a mistake, answered like the other API errors rather than with a page.
export function loader() {
  return data({ error: "Method not allowed" }, { status: 405, headers: { ...NO_STORE, Allow: "POST" } });
}

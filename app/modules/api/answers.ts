import { z } from "zod";
import { orderStatuses } from "~/db/schema/orders";
import type { Viewer } from "~/modules/accounts/viewer.server";
import type { QuotedProduct } from "~/modules/cart/quote";
import type { PaymentIntentResponse } from "~/modules/checkout/checkout-schema";
import type { CouponCheckResponse } from "~/modules/checkout/coupon-check-schema";
import type { OrderView } from "~/modules/orders/order-view.server";
import type { WishlistAnswer } from "~/modules/wishlist/wishlist-request";
import type { SearchSuggestions } from "~/modules/catalog/search.server";

/**
 * What the JSON API answers, as zod schemas (decision 055): the OpenAPI document
 * (`openapi.server.ts`) is generated from them, and each is bound to the type the code answers
 * with (`satisfies`), so an answer that changes shape without its schema fails the type-check.
 * Request bodies are the schemas the routes parse with, in their modules.
 */

/** What the header's search box suggests as the shopper types (issue 27 item 5). */
export const searchSuggestionsAnswer = z.object({
  products: z.array(
    z.object({
      slug: z.string(),
      name: z.string(),
      priceCents: z.number().int(),
      imageUrl: z.string().nullable(),
    }),
  ),
  categories: z.array(z.object({ slug: z.string(), name: z.string() })),
}) satisfies z.ZodType<SearchSuggestions>;

/** Every error: `{ error }`, a sentence (in the page's language where a shopper reads it). */
export const errorAnswer = z.object({ error: z.string() });

export const healthAnswer = z.object({ status: z.literal("ok") });
export const readyAnswer = z.object({ status: z.literal("ready") });

/** The frame's view of the signed-in visitor (FrameUser). */
const frameUser = z.object({
  email: z.string(),
  name: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phone: z.string().nullable(),
  isAdmin: z.boolean(),
});

export const viewerAnswer = z.object({
  user: frameUser.nullable(),
  savedProductIds: z.array(z.string()),
  reviewIds: z.array(z.string()),
}) satisfies z.ZodType<Viewer>;

const onSaleProduct = z.object({
  productId: z.string(),
  slug: z.string(),
  name: z.string(),
  priceCents: z.number().int(),
  imageUrl: z.string().nullable(),
  stockQuantity: z.number().int(),
  maxPerOrder: z.number().int(),
  heatSensitive: z
    .boolean()
    .optional()
    .describe("Melts in the heat: checkout offers insulated packaging in summer"),
  isActive: z.literal(true),
  error: z.string().optional().describe("Why the quantity asked is refused (above the per-order limit)"),
});
const withdrawnProduct = z.object({ productId: z.string(), isActive: z.literal(false) });

export const quoteAnswer = z.object({
  products: z.array(z.union([onSaleProduct, withdrawnProduct])),
}) satisfies z.ZodType<{ products: QuotedProduct[] }>;

export const couponCheckAnswer = z.union([
  z.object({
    ok: z.literal(true),
    code: z.string(),
    discountCents: z.number().int(),
    subtotalCents: z.number().int(),
  }),
  z.object({ ok: z.literal(false), problem: z.enum(["blank", "invalid", "expired", "limit"]) }),
  z.object({ ok: z.literal(false), problem: z.literal("minimum"), minimumOrderCents: z.number().int() }),
]) satisfies z.ZodType<CouponCheckResponse>;

export const couponTooManyAnswer = z.object({
  ok: z.literal(false),
  problem: z.literal("tooMany"),
  error: z.string(),
}) satisfies z.ZodType<CouponCheckResponse>;

export const paymentIntentAnswer = z.object({
  clientSecret: z.string(),
  orderNumber: z.string(),
  amount: z.number().int().describe("The server's total in cents"),
}) satisfies z.ZodType<PaymentIntentResponse>;

/** 409: the browser's figures are stale (with the server's amount), a product is short, or the coupon is refused. */
export const paymentIntentConflict = z.object({
  error: z.string(),
  amount: z.number().int().optional().describe("The server's total in cents, when the browser's differs"),
});

export const sandboxConfirmAnswer = z.union([
  z.object({ status: z.literal("succeeded") }),
  z.object({
    status: z.literal("requires_action"),
    redirectUrl: z.string().describe("The sandbox's authentication page"),
  }),
  z.object({ status: z.literal("failed"), error: z.string() }),
]);

export const orderStatusAnswer = z.object({
  status: z.enum(orderStatuses),
  paymentError: z.string().nullable().describe("The provider's last failure, while the order is unpaid"),
}) satisfies z.ZodType<Pick<OrderView, "status" | "paymentError">>;

export const wishlistAnswer = z.object({
  productId: z.string(),
  saved: z.boolean(),
}) satisfies z.ZodType<WishlistAnswer>;

export const wishlistSignedOut = z.object({
  error: z.string(),
  signedOut: z.literal(true),
}) satisfies z.ZodType<WishlistAnswer>;

export const newsletterAnswer = z.object({ ok: z.literal(true) });

export const webhookAnswer = z.object({ received: z.literal(true) });

/** A Stripe event as Stripe sends it; the shop reads it only once its signature is checked. */
export const stripeEvent = z.looseObject({
  id: z.string(),
  type: z.string(),
  data: z.looseObject({ object: z.looseObject({}) }),
});

/** The OpenAPI document itself. */
export const openApiAnswer = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({}),
  paths: z.looseObject({}),
});

/** GET /api/cart/suggestions (issue 28): products that would get the cart to free shipping. */
export const cartSuggestionsAnswer = z.object({
  products: z.array(
    z.object({
      id: z.string(),
      slug: z.string(),
      name: z.string(),
      priceCents: z.number().int(),
      imageUrl: z.string().nullable(),
      stockQuantity: z.number().int(),
      maxPerOrder: z.number().int(),
    }),
  ),
});

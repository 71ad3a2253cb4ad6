import { z } from "zod";

/**
 * The body of `POST /api/create-payment-intent` (spec section 7, DESIGN section 4), shared by the
 * checkout form and the server. The server trusts none of the figures: `amount` is only compared
 * with its own total, and each line's `price` is ignored.
 */

/** Spec section 5: first name, last name, e-mail and address missing → this message. */
export const REQUIRED_SHIPPING_MESSAGE = "Please fill in all required shipping information";

export const MAX_CHECKOUT_LINES = 50;
export const MAX_LINE_QUANTITY = 99;

const required = (message: string) => z.string().trim().min(1, message).max(200);
const optional = z.string().trim().max(200).optional().default("");

const shippingAddressSchema = z.object({
  address: required(REQUIRED_SHIPPING_MESSAGE),
  city: required("City is required"),
  state: optional,
  zipCode: required("ZIP code is required"),
  country: z
    .string()
    .trim()
    .max(2)
    .optional()
    .default("US")
    .transform((value) => value || "US"),
});

const billingAddressSchema = z.object({
  sameAsShipping: z.boolean().optional().default(true),
  firstName: optional,
  lastName: optional,
  address: optional,
  city: optional,
  state: optional,
  zipCode: optional,
  country: z
    .string()
    .trim()
    .max(2)
    .optional()
    .default("US")
    .transform((value) => value || "US"),
});

export const customerInfoSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, REQUIRED_SHIPPING_MESSAGE)
    .max(254)
    .pipe(z.email("Please enter a valid e-mail address")),
  firstName: required(REQUIRED_SHIPPING_MESSAGE),
  lastName: required(REQUIRED_SHIPPING_MESSAGE),
  phone: optional,
  shippingAddress: shippingAddressSchema,
  billingAddress: billingAddressSchema.prefault({}),
});

export const checkoutLineSchema = z.object({
  product_id: z.uuid("Unknown product"),
  product_name: z.string().max(300).optional(),
  product_image_url: z.string().max(1000).nullish(),
  quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
  /** What the browser showed; never used for the charge. */
  price: z.number().nonnegative().optional(),
});

export const checkoutRequestSchema = z.object({
  /** The browser's total in cents: a mismatch with the server's means its figures are stale. */
  amount: z.number().int().nonnegative(),
  currency: z.literal("usd").optional().default("usd"),
  cartItems: z.array(checkoutLineSchema).min(1, "Your cart is empty").max(MAX_CHECKOUT_LINES),
  customerInfo: customerInfoSchema,
  couponCode: z.string().max(64).nullish(),
});

export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;
export type CheckoutRequestInput = z.input<typeof checkoutRequestSchema>;
export type CustomerInfo = z.infer<typeof customerInfoSchema>;

/** What `POST /api/create-payment-intent` answers on success. */
export interface PaymentIntentResponse {
  clientSecret: string;
  orderNumber: string;
  /** The server's total in cents. */
  amount: number;
}

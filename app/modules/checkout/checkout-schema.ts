import { z } from "zod";
import { isPlainLine } from "~/lib/plain-text";
import { addressFieldSchemas } from "./address-schema";

/**
 * The body of `POST /api/create-payment-intent` (spec section 7, DESIGN section 4), shared by the
 * checkout form and the server. The server trusts none of the figures: `amount` is only compared
 * with its own total, and each line's `price` is ignored.
 */

/** Spec section 5: first name, last name, e-mail and address missing → this message. */
export const REQUIRED_SHIPPING_MESSAGE = "Please fill in all required shipping information";

export const MAX_CHECKOUT_LINES = 50;
export const MAX_LINE_QUANTITY = 99;

/** The e-mail that gets the receipt. Its messages are codes, like the address fields'. */
export const checkoutEmailSchema = z
  .string({ error: "required" })
  .trim()
  .min(1, "required")
  .max(254, "emailInvalid")
  .pipe(z.email("emailInvalid"));

const optional = z.string().trim().max(200).refine(isPlainLine, "invalidCharacters").optional().default("");
const { firstName, lastName, phone, ...postal } = addressFieldSchemas;

const billingAddressSchema = z.object({
  sameAsShipping: z.boolean().optional().default(true),
  firstName: optional,
  lastName: optional,
  address: optional,
  city: optional,
  state: optional,
  zipCode: optional,
  country: postal.country,
});

/**
 * Spec section 3, Customer info: the shipping fields are the shared address schema's (the saved
 * addresses of /addresses take the same), with the names and phone at the top level.
 */
export const customerInfoSchema = z.object({
  email: checkoutEmailSchema,
  firstName,
  lastName,
  phone,
  shippingAddress: z.object(postal),
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

/** The shipping form's fields in the order it shows them (the first with a problem gets the focus). */
export const SHIPPING_FIELDS = [
  "firstName",
  "lastName",
  "email",
  "phone",
  "address",
  "city",
  "state",
  "zipCode",
  "country",
] as const;
export type ShippingFieldName = (typeof SHIPPING_FIELDS)[number];

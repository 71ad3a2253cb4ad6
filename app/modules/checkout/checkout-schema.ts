import { z } from "zod";
import { characterCount, isPlainLine, isPlainText } from "~/lib/plain-text";
import { giftCardPurchaseSchema } from "~/modules/gift-cards/purchase-schema";
import { MAX_GIFT_CARDS_PER_ORDER } from "~/modules/gift-cards/rules";
import { ADDRESS_LIMITS, addressFieldSchemas } from "./address-schema";

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

/** A gift message holds at most this many characters, counted as typed (an emoji is one). */
export const GIFT_MESSAGE_MAX_CHARACTERS = 250;
export const GIFT_RECIPIENT_MAX_LENGTH = 100;

/**
 * "This order is a gift" (decision 075): the recipient's name (blank: the shipping name), the
 * message, whether the paper in the parcel hides the prices, and gift wrap (its fee is the
 * server's). Messages are codes the checkout translates (checkout.gift.errors.*).
 */
export const giftOptionsSchema = z.object({
  recipientName: z
    .string()
    .trim()
    .max(GIFT_RECIPIENT_MAX_LENGTH, "tooLong")
    .refine(isPlainLine, "invalidCharacters")
    .optional()
    .default(""),
  message: z
    .string()
    .transform((text) => text.replace(/\r\n?/g, "\n").trim())
    .pipe(
      z
        .string()
        .refine((text) => characterCount(text) <= GIFT_MESSAGE_MAX_CHARACTERS, "messageTooLong")
        .refine(isPlainText, "invalidCharacters"),
    )
    .optional()
    .default(""),
  hidePrices: z.boolean().optional().default(false),
  giftWrap: z.boolean().optional().default(false),
});
export type GiftOptions = z.infer<typeof giftOptionsSchema>;
export type GiftOptionsInput = z.input<typeof giftOptionsSchema>;

/**
 * The shipping address as a request carries it: checked whole (`customerInfoSchema`'s rules)
 * only when the order has candy to ship. An order of gift cards alone ships nothing: its address
 * is not asked for, and what a client sends anyway is dropped (decision 085: the server, not the
 * browser, decides whether anything ships).
 */
const sentText = z
  .string()
  .trim()
  .max(ADDRESS_LIMITS.textMax * 5, "tooLong")
  .optional()
  .default("");
const sentAddressSchema = z
  .object({
    address: sentText,
    city: sentText,
    state: sentText,
    zipCode: sentText,
    country: postal.country,
  })
  .prefault({});

/**
 * The whole shipping address, checked when the order ships candy. Built once: zod compiles an
 * object schema's parser on its first parse, so one built per request was compiled per request
 * (about a millisecond of each checkout, issue 24).
 */
const shippingAddressSchema = z.object(postal);

export const checkoutRequestSchema = z
  .object({
    /** The browser's total in cents: a mismatch with the server's means its figures are stale. */
    amount: z.number().int().nonnegative(),
    currency: z.literal("usd").optional().default("usd"),
    cartItems: z.array(checkoutLineSchema).max(MAX_CHECKOUT_LINES),
    /** Gift cards bought in this order (decision 085): each priced at its amount, never shipped. */
    giftCards: z.array(giftCardPurchaseSchema).max(MAX_GIFT_CARDS_PER_ORDER).optional().default([]),
    /** A gift card paying part or all of the order (decision 085). */
    giftCardCode: z.string().max(64).nullish(),
    customerInfo: customerInfoSchema.extend({ shippingAddress: sentAddressSchema }),
    couponCode: z.string().max(64).nullish(),
    /** The order is a gift (absent or null: it is not). */
    gift: giftOptionsSchema.nullish(),
    /** Insulated packaging asked for; priced (and given) only where it is offered. */
    insulated: z.boolean().optional().default(false),
  })
  .refine((request) => request.cartItems.length + request.giftCards.length > 0, {
    message: "Your cart is empty",
    path: ["cartItems"],
  })
  .superRefine((request, context) => {
    // Candy ships: its address must be whole, with the same problems the form shows.
    if (request.cartItems.length === 0) return;
    const address = shippingAddressSchema.safeParse(request.customerInfo.shippingAddress);
    for (const issue of address.error?.issues ?? []) {
      context.addIssue({
        code: "custom",
        message: issue.message,
        path: ["customerInfo", "shippingAddress", ...issue.path],
      });
    }
  });

/** Whether an order ships anything: it has candy (gift cards are e-mailed; decision 085). */
export const shipsSomething = (request: Pick<CheckoutRequest, "cartItems">) => request.cartItems.length > 0;

export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;
export type CheckoutRequestInput = z.input<typeof checkoutRequestSchema>;
export type CustomerInfo = z.infer<typeof customerInfoSchema>;

/** What `POST /api/create-payment-intent` answers on success. */
export interface PaymentIntentResponse {
  clientSecret: string;
  orderNumber: string;
  /** The server's total in cents. */
  amount: number;
  /** What a gift card pays of it (decision 085); the card payment takes the rest. */
  giftCardCents?: number;
  /** The order was paid whole by its gift card: there is no card payment (`clientSecret` is empty). */
  paid?: boolean;
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

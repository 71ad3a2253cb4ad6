import type { FrameUser } from "~/modules/accounts/frame-user";
import type { SavedAddress } from "~/modules/accounts/saved-address";
import type { CartItem } from "~/modules/cart/cart-line";
import { fieldProblem, firstProblems, type FieldErrors } from "~/lib/forms/validate";
import {
  ADDRESS_ERROR_CODES,
  addressFieldSchemas,
  DEFAULT_COUNTRY,
  type AddressErrorCode,
  type AddressFields,
} from "~/modules/checkout/address-schema";
import {
  checkoutEmailSchema,
  customerInfoSchema,
  type CheckoutRequestInput,
} from "~/modules/checkout/checkout-schema";

/** The shipping form's values (spec section 3, Customer info); the country defaults to US. */
export interface ShippingDetails {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
}

export type ShippingField = keyof ShippingDetails;

/** What can be wrong with a field: the address codes, and the e-mail's own. */
export type ShippingErrorCode = AddressErrorCode | "emailInvalid";
export type ShippingErrors = FieldErrors<ShippingField, ShippingErrorCode>;

const rules = { codes: [...ADDRESS_ERROR_CODES, "emailInvalid"], fallback: "required" } as const;

type AddressPart = Pick<ShippingDetails, keyof AddressFields>;

/** A saved address in the form's fields: its recipient, phone and place. */
function addressPart(address: AddressFields): AddressPart {
  return {
    firstName: address.firstName,
    lastName: address.lastName,
    phone: address.phone,
    address: address.address,
    city: address.city,
    state: address.state,
    zipCode: address.zipCode,
    country: address.country,
  };
}

/**
 * The form's first values: the signed-in shopper's profile (name, e-mail, phone), then their
 * default saved address on top (it names who receives the parcel); empty for a guest.
 */
export function initialShippingDetails(
  user: FrameUser | null,
  defaultAddress: SavedAddress | null = null,
): ShippingDetails {
  const fromProfile: ShippingDetails = {
    firstName: user?.firstName ?? "",
    lastName: user?.lastName ?? "",
    email: user?.email ?? "",
    phone: user?.phone ?? "",
    address: "",
    city: "",
    state: "",
    zipCode: "",
    country: DEFAULT_COUNTRY,
  };
  return defaultAddress ? withAddress(fromProfile, defaultAddress) : fromProfile;
}

/** The form filled from a saved address; the e-mail stays, an address without phone keeps the profile's. */
export function withAddress(details: ShippingDetails, address: AddressFields): ShippingDetails {
  const part = addressPart(address);
  return { ...details, ...part, phone: part.phone || details.phone };
}

/** Whether the form currently holds this saved address (so the picker shows it chosen). */
export function showsAddress(details: ShippingDetails, address: AddressFields): boolean {
  const part = addressPart(address);
  return (Object.keys(part) as (keyof AddressPart)[]).every(
    (field) => field === "phone" || details[field].trim() === part[field].trim(),
  );
}

/** The form with the place emptied, for shipping somewhere new; who and how to reach them stay. */
export function withoutAddress(details: ShippingDetails): ShippingDetails {
  return { ...details, address: "", city: "", state: "", zipCode: "", country: DEFAULT_COUNTRY };
}

/**
 * The problems the server's own schema (customerInfoSchema) finds in the form, by field. The
 * billing address is the shipping one here, so its copies of the problems are left out.
 */
export function shippingProblems(details: ShippingDetails): ShippingErrors {
  const result = customerInfoSchema.safeParse(customerInfoOf(details));
  if (result.success) return {};
  return firstProblems<ShippingField, ShippingErrorCode>(result.error.issues, rules, (path) =>
    path.includes("billingAddress") ? undefined : (path.at(-1) as ShippingField),
  );
}

/**
 * An order of gift cards alone ships nothing: only the buyer's name, e-mail and phone are asked
 * (the server decides the same from the cart's lines; decision 085).
 */
export const BUYER_FIELDS = [
  "firstName",
  "lastName",
  "email",
  "phone",
] as const satisfies readonly ShippingField[];

/** The problems of the buyer's fields alone (an order with nothing to ship). */
export function buyerProblems(details: ShippingDetails): ShippingErrors {
  const problems = shippingProblems(details);
  const kept: ShippingErrors = {};
  for (const field of BUYER_FIELDS) if (problems[field]) kept[field] = problems[field];
  return kept;
}

/** The problem with one field alone, for feedback while the shopper corrects it. */
export function shippingFieldProblem(field: ShippingField, value: string): ShippingErrorCode | null {
  const schema = field === "email" ? checkoutEmailSchema : addressFieldSchemas[field];
  return fieldProblem<ShippingErrorCode>(schema, value, rules);
}

function customerInfoOf(details: ShippingDetails) {
  const address = {
    address: details.address,
    city: details.city,
    state: details.state,
    zipCode: details.zipCode,
    country: details.country,
  };
  return {
    email: details.email,
    firstName: details.firstName,
    lastName: details.lastName,
    phone: details.phone,
    shippingAddress: address,
    billingAddress: { ...address, sameAsShipping: true },
  };
}

/**
 * The body of POST /api/create-payment-intent (spec section 7). `amount` is the total the page
 * shows; the server compares it with its own. Billing is the shipping address (sameAsShipping).
 */
export function paymentIntentBody(
  details: ShippingDetails,
  items: readonly CartItem[],
  amountCents: number,
  couponCode: string | null,
): CheckoutRequestInput {
  return {
    amount: amountCents,
    currency: "usd",
    cartItems: items.map((item) => ({
      product_id: item.productId,
      product_name: item.name,
      product_image_url: item.imageUrl,
      quantity: item.quantity,
      // The spec's price is in dollars; the server ignores it and prices from its database.
      price: item.priceCents / 100,
    })),
    customerInfo: customerInfoOf(details),
    couponCode,
  };
}

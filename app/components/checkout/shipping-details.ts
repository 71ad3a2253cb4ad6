import type { CheckoutRequestInput } from "~/modules/checkout/checkout-schema";
import type { CartItem } from "~/modules/cart/cart-store";
import type { FrameUser } from "~/components/layout/use-root-data";

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

/** Spec section 5: Prepare Payment needs these four; city and ZIP are required by their inputs. */
export const PREPARE_REQUIRED_FIELDS = ["firstName", "lastName", "email", "address"] as const;

/** An empty form, or one prefilled from the signed-in shopper's profile. */
export function initialShippingDetails(user: FrameUser | null): ShippingDetails {
  return {
    firstName: user?.firstName ?? "",
    lastName: user?.lastName ?? "",
    email: user?.email ?? "",
    phone: user?.phone ?? "",
    address: "",
    city: "",
    state: "",
    zipCode: "",
    country: "US",
  };
}

/** The required fields (of the four) left blank, in the form's order. */
export function missingPrepareFields(details: ShippingDetails): ShippingField[] {
  return PREPARE_REQUIRED_FIELDS.filter((field) => !details[field].trim());
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
  const address = {
    address: details.address,
    city: details.city,
    state: details.state,
    zipCode: details.zipCode,
    country: details.country,
  };
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
    customerInfo: {
      email: details.email,
      firstName: details.firstName,
      lastName: details.lastName,
      phone: details.phone,
      shippingAddress: address,
      billingAddress: { ...address, sameAsShipping: true },
    },
    couponCode,
  };
}

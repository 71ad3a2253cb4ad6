import {
  giftOptionsSchema,
  type CheckoutRequestInput,
  type GiftOptionsInput,
} from "~/modules/checkout/checkout-schema";
import type { GiftErrorCode, GiftField } from "~/modules/checkout/messages";

/**
 * What the shopper chose in the gift options (decision 075), as the checkout keeps it. The
 * recipient's name follows the shipping name until the shopper types one (`null` till then).
 */
export interface GiftChoice {
  isGift: boolean;
  recipientName: string | null;
  message: string;
  hidePrices: boolean;
  giftWrap: boolean;
}

export const NO_GIFT: GiftChoice = {
  isGift: false,
  recipientName: null,
  message: "",
  hidePrices: false,
  giftWrap: false,
};

/** The name shown in the recipient field: the one typed, else the shipping name. */
export function shownRecipient(
  choice: GiftChoice,
  shipping: { firstName: string; lastName: string },
): string {
  return choice.recipientName ?? `${shipping.firstName} ${shipping.lastName}`.trim();
}

/** The request's gift (null: not a gift); a name left to follow the shipping name is the server's to fill. */
export function giftRequest(choice: GiftChoice): GiftOptionsInput | null {
  if (!choice.isGift) return null;
  return {
    recipientName: choice.recipientName ?? "",
    message: choice.message,
    hidePrices: choice.hidePrices,
    giftWrap: choice.giftWrap,
  };
}

/** The extras' part of the checkout request: the gift, and insulation where it is offered and chosen. */
export function extrasRequest(
  choice: GiftChoice,
  insulated: boolean,
): Pick<CheckoutRequestInput, "gift" | "insulated"> {
  return { gift: giftRequest(choice), insulated };
}

export type GiftErrors = Partial<Record<GiftField, GiftErrorCode>>;

/** The gift fields' problems, by the server's own schema (so what passes here passes there). */
export function giftProblems(choice: GiftChoice): GiftErrors {
  const gift = giftRequest(choice);
  if (!gift) return {};
  const result = giftOptionsSchema.safeParse(gift);
  const errors: GiftErrors = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0];
    if ((field === "recipientName" || field === "message") && !errors[field])
      errors[field] = issue.message as GiftErrorCode;
  }
  return errors;
}

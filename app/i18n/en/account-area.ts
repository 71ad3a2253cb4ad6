/** The texts of the sign-in, account, checkout, payment and order pages (see `./index`). */
import { checkout } from "./checkout";
import { payments } from "./payments";
import { auth } from "./auth";
import { account } from "./account";
import { orders } from "./orders";
import { checkoutExtras } from "./checkout-extras";
import { afterSale } from "./after-sale";
import { giftCards } from "./gift-cards";
import { returns } from "./returns";

export const enAccountArea = {
  ...checkout,
  ...payments,
  ...auth,
  ...account,
  ...orders,
  ...checkoutExtras,
  ...afterSale,
  ...giftCards,
  ...returns,
} as const;

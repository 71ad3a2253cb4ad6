/**
 * The back office's English texts, in their own namespace (`admin`): they load with the admin
 * pages only, never in the shop's bundle (decision 012). One file per admin area; Spanish
 * (`../es`) mirrors every file with the same keys.
 */
import { audit } from "./audit";
import { categories } from "./categories";
import { coupons } from "./coupons";
import { giftCards } from "./gift-cards";
import { customers } from "./customers";
import { dashboard } from "./dashboard";
import { frame } from "./frame";
import { orders } from "./orders";
import { packingSlip } from "./packing-slip";
import { products } from "./products";
import { reviews } from "./reviews";
import { returns } from "./returns";

export const adminEn = {
  ...frame,
  ...dashboard,
  ...products,
  ...categories,
  ...orders,
  ...packingSlip,
  ...coupons,
  ...giftCards,
  ...customers,
  ...reviews,
  ...returns,
  ...audit,
} as const;

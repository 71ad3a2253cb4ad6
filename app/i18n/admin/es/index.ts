/** The back office's Spanish texts: the same keys as `../en`, one file per admin area. */
import type { Translations } from "../types";
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

export const adminEs: Translations = {
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
};

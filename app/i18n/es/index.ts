import type { Translations } from "../types";
import { frame } from "./frame";
import { home } from "./home";
import { catalog } from "./catalog";
import { product } from "./product";
import { shopping } from "./shopping";
import { cart } from "./cart";
import { checkout } from "./checkout";
import { pages } from "./pages";
import { payments } from "./payments";
import { auth } from "./auth";
import { account } from "./account";
import { orders } from "./orders";
import { reviews } from "./reviews";

/** Spanish texts, area by area: a missing or extra key is a type error. */
export const es = {
  ...frame,
  ...home,
  ...catalog,
  ...product,
  ...shopping,
  ...cart,
  ...checkout,
  ...pages,
  ...payments,
  ...auth,
  ...account,
  ...orders,
  ...reviews,
} as const satisfies Translations;

/**
 * English texts: the source of truth, one file per area of the shop. The spec quotes many of
 * them exactly, so change a quoted text only together with the spec. Spanish (`../es`) mirrors
 * every file with exactly the same keys.
 */
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

export const en = {
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
} as const;

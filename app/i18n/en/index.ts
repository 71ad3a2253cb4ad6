/**
 * English texts: the source of truth, one file per area of the shop. The spec quotes many of
 * them exactly, so change a quoted text only together with the spec. Spanish (`../es`) mirrors
 * every file with exactly the same keys.
 *
 * These are the texts every page may show; the sign-in, account, checkout, payment and order
 * pages' texts are a part of their own (`./account-area`), which a browser loads only for those
 * pages (decision 028).
 */
import { frame } from "./frame";
import { home } from "./home";
import { catalog } from "./catalog";
import { product } from "./product";
import { shopping } from "./shopping";
import { cart } from "./cart";
import { pages } from "./pages";
import { reviews } from "./reviews";

export const en = {
  ...frame,
  ...home,
  ...catalog,
  ...product,
  ...shopping,
  ...cart,
  ...pages,
  ...reviews,
} as const;

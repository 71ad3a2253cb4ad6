import type { Translations } from "../types";
import { frame } from "./frame";
import { home } from "./home";
import { catalog } from "./catalog";
import { product } from "./product";
import { shopping } from "./shopping";
import { cart } from "./cart";
import { pages } from "./pages";
import { reviews } from "./reviews";

/** Spanish texts, area by area: a missing or extra key is a type error. */
export const es = {
  ...frame,
  ...home,
  ...catalog,
  ...product,
  ...shopping,
  ...cart,
  ...pages,
  ...reviews,
} as const satisfies Translations;

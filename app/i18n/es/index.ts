import type { Translations } from "../types";
import { frame } from "./frame";
import { home } from "./home";
import { catalog } from "./catalog";
import { product } from "./product";
import { shopping } from "./shopping";
import { pages } from "./pages";

/** Spanish texts, area by area: a missing or extra key is a type error. */
export const es = {
  ...frame,
  ...home,
  ...catalog,
  ...product,
  ...shopping,
  ...pages,
} as const satisfies Translations;

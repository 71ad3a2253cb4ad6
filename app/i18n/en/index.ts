/**
 * English texts: the source of truth, one file per area of the shop. The spec quotes many of
 * them exactly, so change a quoted text only together with the spec. Spanish (`../es`) mirrors
 * every file with exactly the same keys.
 *
 * These are the texts any page may show. The home page's (`./home`), the information pages'
 * (`./pages`), the reviews' (`./reviews`) and the sign-in, account, checkout, payment and order
 * pages' (`./account-area`) and the cart's (`./cart`: its panel and page, decision 097) are parts
 * of their own, which a browser loads only for the pages that show them (`TextParts` in
 * ../setup.ts, decision 028).
 */
import { frame } from "./frame";
import { catalog } from "./catalog";
import { product } from "./product";
import { shopping } from "./shopping";
import { facts } from "./facts";
import { heat } from "./heat";

export const en = {
  ...frame,
  ...catalog,
  ...product,
  ...shopping,
  ...heat,
  ...facts,
} as const;

import type { Translations } from "../types";
import { frame } from "./frame";
import { catalog } from "./catalog";
import { product } from "./product";
import { shopping } from "./shopping";
import { facts } from "./facts";
import { heat } from "./heat";

/** Spanish texts, area by area: a missing or extra key is a type error. */
export const es = {
  ...frame,
  ...catalog,
  ...product,
  ...shopping,
  ...heat,
  ...facts,
} as const satisfies Translations;

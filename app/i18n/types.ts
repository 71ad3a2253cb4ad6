import type { en } from "./en";

/** The shape of `en` with every text widened to string: what another language must provide. */
type Shape<T> = { readonly [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

export type Translations = Shape<typeof en>;

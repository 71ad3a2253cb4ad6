import type { en } from "./en";

/** The shape of English texts with every text widened to string: what another language provides. */
type Shape<T> = { readonly [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

export type Translations<Texts = typeof en> = Shape<Texts>;

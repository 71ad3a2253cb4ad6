/** The product page: gallery, stock, reviews. */
export const product = {
  product: {},
} as const;

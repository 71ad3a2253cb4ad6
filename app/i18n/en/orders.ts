/** Order history and the wishlist. */
export const orders = {
  orders: {},
} as const;

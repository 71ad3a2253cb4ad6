/** Checkout texts (issue 4). */
export const checkout = {
  checkout: {},
} as const;

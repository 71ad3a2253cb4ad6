/** Cart texts (issue 4). */
export const cart = {
  shoppingCart: {},
} as const;

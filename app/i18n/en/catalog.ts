/** Product lists, product cards, categories and search. */
export const catalog = {
  catalog: {},
} as const;

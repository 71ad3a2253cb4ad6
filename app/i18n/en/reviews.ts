/** Writing, editing and deleting product reviews. */
export const reviews = {
  reviews: {},
} as const;

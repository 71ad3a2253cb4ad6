/** The admin's products pages (issue 8). */
export const products = {
  products: {
    title: "Products",
  },
} as const;

/** The admin's customers pages (issue 8). */
export const customers = {
  customers: {
    title: "Customers",
  },
} as const;

/** The admin's orders pages (issue 8). */
export const orders = {
  orders: {
    title: "Orders",
  },
} as const;

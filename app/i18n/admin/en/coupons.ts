/** The admin's coupons pages (issue 8). */
export const coupons = {
  coupons: {
    title: "Coupons",
  },
} as const;

/** The back office's frame: navigation, access refusal, shared words (issue 8). */
export const frame = {
  frame: {
    metaTitle: "{{page}} | Sweet Trip Admin",
    nav: {
      label: "Admin sections",
      dashboard: "Dashboard",
      products: "Products",
      categories: "Categories",
      orders: "Orders",
      coupons: "Coupons",
      customers: "Customers",
      audit: "Audit log",
    },
    forbidden: {
      title: "Admins only",
      message: "This part of Sweet Trip is for the shop's administrators. Your account cannot open it.",
      home: "Go to the shop",
    },
    noResults: "Nothing matches these filters.",
    filter: "Filter",
    clear: "Clear",
    save: "Save",
    saving: "Saving...",
    cancel: "Cancel",
  },
} as const;

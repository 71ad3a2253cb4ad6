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
      giftCards: "Gift cards",
      customers: "Customers",
      reviews: "Reviews",
      returns: "Returns",
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
    /** The headings over a product's or category's texts in each language (BilingualFields). */
    languages: {
      english: "In English",
      englishHint: "What shoppers read on English pages, and on Spanish pages where the Spanish is empty.",
      spanish: "In Spanish",
      spanishHint: "What Spanish-speaking shoppers read. Leave a field empty to show the English.",
    },
  },
} as const;

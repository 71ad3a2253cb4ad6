/** The product page: gallery, stock, purchase, reassurance, reviews. */
export const product = {
  product: {
    metaTitle: "{{name}} | Sweet Trip",
    breadcrumb: "Breadcrumb",
    origin: "From {{country}}",
    weight: "{{grams}} g",
    gallery: {
      label: "Product images",
      show: "Show image {{index}} of {{count}}",
      open: "View larger picture of {{name}}",
      dialog: "Pictures of {{name}}",
      position: "Picture {{index}} of {{count}}",
      previous: "Previous picture",
      next: "Next picture",
      close: "Close",
    },
    stock: {
      inStock: "In Stock",
      fewLeft_one: "Only {{count}} left",
      fewLeft_other: "Only {{count}} left",
      outOfStock: "Out of Stock",
    },
    quantity: {
      label: "Quantity",
    },
    reassurance: {
      label: "Why shop with us",
      freeShipping: "Free shipping over $60",
      authentic: "Authentic products",
      returns: "30-day returns",
    },
    reviews: {
      heading: "Customer Reviews",
      empty: "No reviews yet",
      emptyHint: "This treat is still waiting for its first review.",
      verified: "Verified purchase",
      by: "By {{author}}",
    },
    loading: "Loading product…",
  },
} as const;

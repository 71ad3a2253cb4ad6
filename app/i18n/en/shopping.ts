/** Adding to the cart and the wishlist, from cards and the product page, and the wishlist page (spec sections 2, 5 and 8). */
export const shopping = {
  rating: {
    label: "Rated {{average}} out of 5",
    reviews_one: "({{count}} review)",
    reviews_other: "({{count}} reviews)",
  },
  shopping: {
    decrease: "Decrease quantity",
    increase: "Increase quantity",
    addToCart: "Add to Cart",
    /** A compact card's add button (two to a row on a phone): the start of addToCart, which names it. */
    addToCartShort: "Add",
    adding: "Adding...",
    outOfStock: "Product is out of stock",
    onlyAvailable: "Only {{count}} items available",
    limitPerOrder: "Limit {{count}} per order",
    limitReached: "You can buy at most {{count}} of this product per order",
    added: "{{name}} added to cart!",
    addFailed: "Failed to add to cart",
    addToWishlist: "Add to wishlist",
    wishlistSignIn: "Please sign in to add to wishlist",
    wishlistAdded: "{{name}} added to wishlist!",
    wishlistFailed: "Failed to add to wishlist",
  },
  wishlist: {
    metaTitle: "My Wishlist | Sweet Trip",
    heading: "My Wishlist",
    empty: "Your wishlist is empty",
    emptyMessage: "Save items you love to your wishlist.",
    browse: "Browse Products",
    count_one: "{{count}} saved item",
    count_other: "{{count}} saved items",
    remove: "Remove {{name}} from wishlist",
    removed: "{{name}} removed from wishlist",
    removeFailed: "Failed to remove from wishlist",
  },
} as const;

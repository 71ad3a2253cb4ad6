/** Cart texts (issue 4): the side panel, the cart page and the notices of a refresh. */
export const cart = {
  shoppingCart: {
    meta: {
      title: "Shopping Cart | Sweet Trip",
    },
    title: "Shopping Cart",
    itemCount_one: "({{count}} item)",
    itemCount_other: "({{count}} items)",
    close: "Close",
    loading: "Loading your cart…",
    empty: "Your cart is empty",
    emptyMessage: "Looks like you haven't added any sweet treats to your cart yet.",
    startShopping: "Start Shopping",
    continueShopping: "Continue Shopping",
    proceedToCheckout: "Proceed to Checkout",
    clearCart: "Clear Cart",
    linesLabel: "Items in your cart",
    line: {
      each: "{{price}} each",
      quantityOf: "Quantity of {{name}}",
      remove: "Remove",
      removeNamed: "Remove {{name}}",
      lowStock: "Only {{count}} left in stock",
    },
    notice: {
      priceChanged: "Price changed from {{from}} to {{to}}",
      quantityLowered: "We lowered the quantity from {{from}} to {{to}}, all we have in stock.",
      quantityLimited: "We lowered the quantity from {{from}} to {{to}}, the limit per order.",
      inactive: "This product is no longer available.",
      gone: "This product is no longer available.",
      soldOut: "This product is now out of stock.",
      notCounted: "It is not counted in the totals.",
      checkoutBlocked: "Remove the items that are no longer available to proceed to checkout.",
    },
    summary: {
      heading: "Order Summary",
      subtotal: "Subtotal",
      shipping: "Shipping",
      free: "FREE",
      total: "Total",
      discountsAtCheckout: "Coupon discounts are applied at checkout.",
    },
    freeShipping: {
      remaining: "Add {{amount}} more for free shipping!",
      qualified: "You qualify for free shipping!",
    },
  },
} as const;

/** After the sale (issue 30): tracking an order, buying it again, its invoice. */
export const afterSale = {
  afterSale: {
    track: {
      metaTitle: "Track an Order | Sweet Trip",
      title: "Track an Order",
      intro: "Enter your order number and the e-mail address you placed the order with.",
      number: "Order number",
      numberHint: "It starts with ST-, as in your order confirmation e-mail.",
      email: "E-mail address",
      submit: "Track Order",
      submitting: "Looking…",
      notFound:
        "We could not find an order with that number and e-mail address. Check both against your confirmation e-mail.",
      limited_one: "Too many look-ups. Please try again in {{count}} minute.",
      limited_other: "Too many look-ups. Please try again in {{count}} minutes.",
      errors: {
        numberRequired: "Please enter your order number",
        numberInvalid: "An order number looks like ST-7K3M9Q2X",
        emailRequired: "Please enter your e-mail address",
        emailInvalid: "Please enter a valid e-mail address",
      },
      resultHeading: "Order {{number}}",
      placed: "Placed on {{date}}",
      items: "Items",
      another: "Track another order",
    },
    shipment: {
      heading: "Shipment",
      carrier: "Carrier",
      trackingNumber: "Tracking number",
      shippedOn: "Shipped on {{date}}",
      trackWithCarrier: "Track with {{carrier}}",
      notYet: "Not shipped yet: we will e-mail you the tracking number when it is on its way.",
    },
    buyAgain: {
      button: "Buy Again",
      busy: "Adding…",
      added_one: "{{count}} item from this order is in your cart, at today's price.",
      added_other: "{{count}} items from this order are in your cart, at today's prices.",
      noneAdded: "Nothing from this order can be bought right now.",
      outOfStock: "Out of stock: {{names}}",
      withdrawn: "No longer sold: {{names}}",
      fewer: "Fewer than you ordered (only what is in stock): {{names}}",
      failed: "The cart could not be filled. Please try again.",
    },
    invoice: {
      download: "Download Invoice (PDF)",
    },
  },
} as const;

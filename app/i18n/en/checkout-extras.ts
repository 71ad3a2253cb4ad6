/** The extras a shopper adds at checkout (decision 075): gift options and insulated packaging. */
export const checkoutExtras = {
  checkoutExtras: {
    gift: {
      heading: "Gift options",
      isGift: "This order is a gift",
      isGiftHint: "Add a message, hide the prices or have it wrapped.",
      recipientName: "Recipient's name",
      recipientHint: "The name on the shipping address unless you change it.",
      message: "Gift message (optional)",
      messagePlaceholder: "Happy birthday! Enjoy these treats from around the world.",
      messageCount: "{{count}} / {{max}} characters",
      hidePrices: "Hide prices",
      hidePricesHint: "The packing slip in the parcel shows no prices. Your receipt still comes to you.",
      giftWrap: "Gift wrap",
      giftWrapHint: "Wrapped in Sweet Trip paper with a ribbon.",
      fields: { recipientName: "Recipient's name", message: "Gift message" },
      errors: {
        messageTooLong: "Please keep it to {{max}} characters",
        tooLong: "This is too long",
        invalidCharacters: "Please remove invisible or control characters",
      },
    },
    insulation: {
      heading: "Warm-weather shipping",
      notice: "Some treats in your cart can melt in summer heat: {{names}}.",
      offer: "Insulated packaging with cold packs",
      hint: "An insulated liner and cold packs keep chocolate and gummies in shape on the way.",
    },
    fee: "+{{amount}}",
    breakdown: {
      giftWrap: "Gift wrap",
      insulation: "Insulated packaging",
    },
    order: {
      giftHeading: "Gift",
      giftFor: "A gift for {{name}}",
      message: "Message",
      noMessage: "No message",
      pricesHidden: "Prices are hidden on the packing slip.",
      giftWrapped: "Gift wrapped",
      insulated: "Insulated packaging with cold packs",
    },
  },
} as const;

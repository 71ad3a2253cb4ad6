import type { InfoDocuments } from "./types";

/**
 * The information pages' texts in English. The spec links to these pages but never shows them,
 * so their texts are ours; they must agree with the spec's constants: free shipping from $60.00,
 * otherwise $5.99; 30-day returns; prices in US dollars; card payments. When a page's text
 * changes in substance, change its date in app/components/pages/info-pages.ts too.
 */
export const english = {
  about: {
    metaTitle: "About Us | Sweet Trip",
    metaDescription:
      "Who we are and what we sell: authentic candy and snacks from around the world, shipped across the United States.",
    title: "About Us",
    intro:
      "Sweet Trip is an online shop for candy and snacks from around the world. Our mission is simple: let you travel the world one bite at a time, without a passport.",
    sections: [
      {
        heading: "Who we are",
        body: [
          "Sweet Trip started with a suitcase full of sweets brought home from a trip and friends who kept asking for more. Today we are a small team of snack lovers who choose, check, pack and ship every order ourselves.",
          "Every message that reaches us is read and answered by one of us: no bots and no scripts.",
        ],
      },
      {
        heading: "What we sell",
        body: [
          "Candy, chocolate, cookies, chips and drinks from around the world, in six collections:",
          {
            list: [
              "Japanese Snacks: Pocky, Hi-Chew, matcha treats you will not find at home, and savory crackers.",
              "Korean Treats: Choco Pie, Pepero, Honey Butter Chip and spicy noodles.",
              "American Favorites: the classics, from Reese's to Twinkies.",
              "European Delights: Haribo, stroopwafels, Biscoff, Nordic licorice and more.",
              "Exotic International: tamarind candy from Mexico, Tim Tam from Australia, Turkish delight and other surprises.",
              "Chocolate Collection: fine and everyday chocolate from Switzerland, Belgium, Scandinavia, Japan and beyond.",
            ],
          },
        ],
      },
      {
        heading: "Authentic, always",
        body: [
          "We buy from the brands themselves and their official distributors, never from copies or gray-market imports. What you unwrap is what people eat in the country it comes from, with its original packaging.",
          "We check best-before dates when your order is packed, and every product page shows where the product comes from, its brand, its weight and how many are left in stock.",
        ],
      },
      {
        heading: "Our promise to you",
        body: [
          "Shopping with us should be as easy as unwrapping a sweet:",
          {
            list: [
              "Prices in US dollars, shown before you pay, with no hidden charges.",
              "Free shipping on orders of $60.00 or more; otherwise a flat fee of $5.99.",
              "30 days to return what you do not love.",
              "Secure card payments: we never see or store your full card number.",
            ],
          },
        ],
      },
    ],
  },

  privacy: {
    metaTitle: "Privacy Policy | Sweet Trip",
    metaDescription:
      "What Sweet Trip collects, why, the cookies and browser storage we use (no third-party trackers) and how to ask us to delete your data.",
    title: "Privacy Policy",
    intro:
      "We collect only what we need to sell and deliver your sweets and to answer you. We do not sell your data, we show no advertising and we use no third-party trackers.",
    sections: [
      {
        heading: "What we collect",
        body: [
          "Depending on what you do in the shop, we keep:",
          {
            list: [
              "Account data, if you create an account: your name, e-mail address, phone number if you give one, and your password, which we store only as a secure one-way hash.",
              "Orders: the products, amounts, shipping address and contact details of each order, and the status of its payment. Card details go straight to our payment provider; we never see or store your full card number.",
              "Newsletter: your e-mail address and language, if you subscribe.",
              "Contact messages: the name, e-mail address, subject and message you send us through the contact form, and the language of the page.",
            ],
          },
        ],
      },
      {
        heading: "Why we use it",
        body: [
          "To take, ship and support your orders; to answer your messages; to send the newsletter you asked for; and to keep the shop secure, for example by limiting repeated sign-in attempts. We use your data for nothing else and share it only with the services that make those things possible (the payment provider, the carrier delivering your package and our e-mail service), each only with what it needs.",
        ],
      },
      {
        heading: "Cookies and browser storage",
        body: [
          "We set no advertising or analytics cookies. What the shop keeps in your browser is there to make it work:",
          {
            list: [
              "site-lang (cookie): the language you chose, so pages arrive in it. Kept for one year.",
              "site-theme (local storage): light or dark theme. It never leaves your browser.",
              "sweet-trip-cart (local storage): the contents of your cart. It never leaves your browser until you check out.",
              "A session cookie when you sign in, to keep you signed in; it ends when you sign out or the session expires.",
            ],
          },
        ],
      },
      {
        heading: "No third-party trackers",
        body: [
          "Our pages load no tracking scripts, social media widgets or advertising pixels, and our fonts and images come from our own server. The only outside service in your browser is the payment form on the checkout page, which comes from our payment provider so that your card details go directly to it.",
        ],
      },
      {
        heading: "How long we keep it",
        body: [
          "Order records are kept for as long as tax and accounting law requires (usually seven years). Contact messages are kept only as long as we need them to help you, and never more than 24 months. Newsletter addresses are kept until you unsubscribe, and account data until you ask us to delete the account.",
        ],
      },
      {
        heading: "Your rights and how to ask for deletion",
        body: [
          "You can ask us for a copy of the data we hold about you, ask us to correct it, or ask us to delete it. {email?Write to @ from the e-mail address we know you by, or use the contact form|Use the contact form, giving the e-mail address we know you by,} with the subject “Delete my data”.",
          "We confirm within 30 days. We delete everything except what the law obliges us to keep, such as the records of paid orders, and we tell you what that is.",
        ],
      },
    ],
  },

  terms: {
    metaTitle: "Terms of Service | Sweet Trip",
    metaDescription:
      "The terms for buying from Sweet Trip: orders, prices in US dollars, card payment, availability and our liability, in plain language.",
    title: "Terms of Service",
    intro:
      "These terms apply when you buy from Sweet Trip. We have kept them short and plain; they do not take away any right the law gives you as a consumer.",
    sections: [
      {
        heading: "Orders",
        body: [
          "Your order is accepted when your payment succeeds and we show you the order confirmation, which we also send by e-mail. If we cannot fulfill an accepted order, for example because an item was damaged in our warehouse, we tell you at once and refund what you paid for it.",
        ],
      },
      {
        heading: "Prices",
        body: [
          "All prices are in US dollars. The price you pay is the one shown when you place the order, even if it changes later. Shipping is free on orders of $60.00 or more; below that it costs $5.99. Before you pay, the checkout shows the subtotal, any coupon discount, the shipping and the total: that total is what we charge.",
          "If a price is obviously wrong because of a mistake on our part, we will contact you before shipping and you can choose to pay the right price or cancel for a full refund.",
        ],
      },
      {
        heading: "Payment",
        body: [
          "We accept payment by credit or debit card, processed securely by our payment provider. Your card is charged when you place the order. Coupons must be valid and active when you use them, can have a minimum order amount or a usage limit, and cannot be exchanged for cash.",
        ],
      },
      {
        heading: "Availability",
        body: [
          "Stock levels are shown on each product page and are updated as orders come in. While you pay, the items in your order are reserved for you for a short time; if the payment is not completed in that time, they become available to others again.",
          "Many of our products are imported in small batches or are limited editions, so a product can sell out and some may not come back.",
        ],
      },
      {
        heading: "Products and allergies",
        body: [
          "Product pages show the brand, origin and weight. Many products are made in facilities that handle nuts, milk, wheat, soy or other allergens. Always read the label on the package before eating, and contact us before ordering if you need more detail.",
        ],
      },
      {
        heading: "Returns",
        body: [
          "You can return items within 30 days of delivery, as explained on our Returns page. Damaged, wrong or expired items are always our responsibility.",
        ],
      },
      {
        heading: "Our liability",
        body: [
          "We are responsible for delivering what you ordered, in good condition and within its best-before date. Beyond that, and as far as the law allows, our liability for an order is limited to the amount you paid for it. Nothing in these terms limits our liability where the law does not allow it to be limited.",
        ],
      },
      {
        heading: "Changes and governing terms",
        body: [
          "We may update these terms; the date at the top of this page shows the latest version, and the terms in force when you placed an order apply to it. These terms are governed by the laws of the United States and of the state where Sweet Trip is based, without taking away the protection of the consumer laws where you live. If a dispute arises, write to us first: most problems are solved with a message.",
        ],
      },
    ],
  },

  shipping: {
    metaTitle: "Shipping Info | Sweet Trip",
    metaDescription:
      "Free shipping on orders of $60.00 or more, otherwise $5.99. Processing and delivery times, tracking and how we pack chocolate in warm weather.",
    title: "Shipping Info",
    intro:
      "Free shipping on every order of $60.00 or more. Below that, shipping is a flat $5.99, wherever in the United States your package is going.",
    sections: [
      {
        heading: "Shipping costs",
        body: [
          {
            list: [
              "Orders with a subtotal of $60.00 or more: free shipping.",
              "Orders under $60.00: a flat fee of $5.99.",
            ],
          },
          "The subtotal is the total of the products in your cart. Your cart and the checkout show how much more you need to add for free shipping, and the shipping cost is always shown before you pay.",
        ],
      },
      {
        heading: "Where we ship",
        body: [
          "We ship to addresses in the United States, including Alaska, Hawaii and APO/FPO addresses. We do not ship outside the United States yet.",
        ],
      },
      {
        heading: "Processing time",
        body: [
          "We pack orders within 1 to 2 business days after payment. Orders placed on weekends or public holidays are packed on the next business day.",
        ],
      },
      {
        heading: "Delivery time",
        body: [
          {
            list: [
              "Contiguous United States: 3 to 7 business days after dispatch.",
              "Alaska, Hawaii and APO/FPO addresses: 5 to 10 business days after dispatch.",
            ],
          },
          "These are usual times, not guarantees: weather and carrier delays can add a day or two, especially around holidays.",
        ],
      },
      {
        heading: "Tracking your order",
        body: [
          "When your package leaves us, we send you an e-mail with its tracking number and a link to follow it. Your order's page, linked from your confirmation e-mail and listed under My Orders if you have an account, shows its status from paid to delivered.",
        ],
      },
      {
        heading: "Chocolate in warm weather",
        body: [
          "From May to September, when your cart holds chocolate or other heat-sensitive sweets, checkout offers insulated packaging with cold packs for a small fee, shown before you pay. If something still arrives melted, tell us within 30 days and we will replace or refund it.",
        ],
      },
    ],
  },

  returns: {
    metaTitle: "Returns | Sweet Trip",
    metaDescription:
      "30-day returns at Sweet Trip: which items can come back, how to return them and how refunds reach your card.",
    title: "Returns",
    intro:
      "Not happy with something? You have 30 days from delivery to return it. If we made a mistake, the return is free and we put it right.",
    sections: [
      {
        heading: "30 days to change your mind",
        body: [
          "You can return an item within 30 days of delivery if it is unopened, sealed as it arrived, in its original packaging and within its best-before date.",
        ],
      },
      {
        heading: "What we cannot take back",
        body: [
          "This is food, so for everyone's safety some things cannot come back unless the problem was ours:",
          {
            list: [
              "Opened, partly eaten or unsealed food, even if most of it is left.",
              "Perishable and heat-sensitive items, such as chocolate from May to September, once they have been delivered: we cannot know how they were kept.",
            ],
          },
        ],
      },
      {
        heading: "When the problem is ours",
        body: [
          "If an item arrives damaged, melted, past its best-before date or is not what you ordered, you do not need to send it back and it does not matter if it is opened. Tell us within 30 days of delivery, with your order number and a photo, and we will send a replacement or refund it in full, including any shipping you paid.",
        ],
      },
      {
        heading: "How to return an item",
        body: [
          {
            steps: [
              "{email?Write to @ or use|Use} the contact form, with your order number and the items you want to return.",
              "We reply within one business day with the return address and instructions.",
              "Send the items back well packed. For change-of-mind returns the return postage is yours; keep the receipt until your refund arrives.",
            ],
          },
        ],
      },
      {
        heading: "Refunds",
        body: [
          "We refund to the card you paid with, within 5 business days of receiving your return (or of your message, when the problem was ours). Your bank may take a few more days to show it. We refund the price you paid for the items, after any coupon discount; the $5.99 shipping fee is refunded only when the whole order comes back or the problem was ours.",
        ],
      },
    ],
  },
} as const satisfies InfoDocuments;

/** Payment texts (issue 4): the sandbox's card messages (the provider's own) and its pages. */
export const payments = {
  payments: {
    card: {
      invalidNumber: "Your card number is invalid.",
      invalidExpiryMonth: "Your card's expiration month is invalid.",
      invalidExpiryYear: "Your card's expiration year is invalid.",
      invalidCvc: "Your card's security code is invalid.",
      expired: "Your card has expired.",
      declined: "Your card was declined.",
      insufficientFunds: "Your card has insufficient funds.",
      incorrectCvc: "Your card's security code is incorrect.",
      authenticationFailed:
        "We are unable to authenticate your payment method. Please choose a different payment method and try again.",
    },
    errors: {
      unknownPayment: "This payment could not be found. Please return to checkout and try again.",
      canceled: "This payment was canceled. Please return to checkout and try again.",
      invalidRequest: "Please enter your card number, expiry date and security code.",
      failed: "The payment could not be processed. Please try again.",
      providerUnavailable: "Card payments are unavailable for a moment. Please try again in a minute.",
      // Card testing (decision 037): past 5 declines an hour from one client, past 3 on one order.
      tooManyDeclines_one: "Too many declined payments. Please try again in {{count}} minute.",
      tooManyDeclines_other: "Too many declined payments. Please try again in {{count}} minutes.",
      orderStopped:
        "This order was canceled after too many declined payments. Please prepare your payment again.",
    },
    authenticate: {
      metaTitle: "Authenticate your payment",
      testMode: "Test mode",
      testModeNote: "This is the sandbox's stand-in for your bank's security check. No real card is charged.",
      heading: "Authenticate your payment",
      intro: "Your bank asks you to confirm this payment.",
      merchant: "Merchant",
      merchantName: "Sweet Trip",
      order: "Order",
      amount: "Amount",
      complete: "Complete authentication",
      fail: "Fail authentication",
    },
    mailbox: {
      metaTitle: "Mailbox (development)",
      heading: "Mailbox",
      intro:
        "Every e-mail the shop has written, newest first. Shown only in development or with DEV_MAILBOX=1.",
      empty: "No e-mails yet.",
      to: "To",
      sent: "Sent over SMTP",
      notSent: "Kept in the outbox",
    },
  },
} as const;

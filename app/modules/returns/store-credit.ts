import type { Database } from "~/db/client.server";

/**
 * Store credit behind a port (decision 092): a return approved "with store credit" gives the
 * buyer a gift card for the amount, in the transaction that completes the return. The running
 * shop gives gift cards (`giftCardStoreCredit`, app/modules/gift-cards); without a provider
 * (`null`) the admin is not offered it, and a decision sent for it anyway is a refund to the card.
 */
export interface StoreCredit {
  /** Issues credit of `amountCents` to `email`, told in `language`; answers the card's code. */
  issue(
    tx: Database,
    input: { amountCents: number; email: string; language: string; orderId: string },
  ): Promise<string>;
}

import type { Logger } from "~/lib/logger.server";
import { parseLanguage } from "~/lib/language";
import type { StoreCredit } from "~/modules/returns/store-credit";
import { issueGiftCard } from "./issue.server";
import { formatGiftCardCode } from "./rules";

/**
 * Store credit for returns (decision 092) as gift cards (decision 085): a card of the amount,
 * issued to the buyer in the transaction that completes the return, its code e-mailed through
 * the outbox in the order's language; the return's own e-mail names the code too.
 */
export function giftCardStoreCredit(
  logger: Logger,
  publicUrl: string,
  // The card's day is the shop's day (decision 095), as a bought card's is.
  timeZone?: string,
): StoreCredit {
  return {
    async issue(tx, { amountCents, email, language, orderId }) {
      const card = await issueGiftCard(tx, logger, {
        amountCents,
        recipientEmail: email,
        language: parseLanguage(language),
        source: "store_credit",
        orderId,
        publicUrl,
        timeZone,
      });
      // As every e-mail shows a code: ABCD-EFGH-JKMN-PQRS.
      return formatGiftCardCode(card.code);
    },
  };
}

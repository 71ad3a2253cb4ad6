import { sql } from "drizzle-orm";
import { z } from "zod";
import { queryRows, type Database } from "~/db/client.server";
import { transaction } from "~/db/transaction.server";
import { openGiftCardCode } from "./sealed-code.server";

/**
 * The gift cards an order bought, as its buyer sees them on the order's pages (decision 093):
 * for whom, how much, when it goes out, and its code — shown whole once, on the buyer's asking,
 * then only its last four characters. The pages calling these check first that the visitor owns
 * the order; they are private pages, never cached.
 */

export interface BoughtGiftCard {
  id: string;
  amountCents: number;
  recipientName: string;
  recipientEmail: string;
  /** `YYYY-MM-DD`, the shop's day its e-mail goes out. */
  deliverOn: string;
  status: "pending" | "active" | "disabled" | "void";
  /** Null until the order is paid. */
  last4: string | null;
  /** Its code may be shown now (once). */
  revealable: boolean;
  /** When it was shown (ISO), if it was. */
  revealedAt: string | null;
}

/** The cards the order `orderNumber` bought, in the order they were bought. */
export async function boughtGiftCards(db: Database, orderNumber: string): Promise<BoughtGiftCard[]> {
  const rows = await queryRows<{
    id: string;
    initial_cents: number;
    recipient_name: string;
    recipient_email: string;
    deliver_on: string;
    status: BoughtGiftCard["status"];
    code_last4: string | null;
    sealed: boolean;
    code_revealed_at: Date | string | null;
  }>(
    db,
    sql`SELECT g.id, g.initial_cents, g.recipient_name, g.recipient_email, g.deliver_on::text AS deliver_on,
               g.status, g.code_last4, g.code_sealed IS NOT NULL AS sealed, g.code_revealed_at
        FROM gift_cards g JOIN orders o ON o.id = g.order_id
        WHERE o.number = ${orderNumber} AND g.source = 'purchase'
        ORDER BY g.created_at, g.id`,
  );
  return rows.map((row) => ({
    id: row.id,
    amountCents: row.initial_cents,
    recipientName: row.recipient_name,
    recipientEmail: row.recipient_email,
    deliverOn: row.deliver_on,
    status: row.status,
    last4: row.code_last4,
    revealable: row.status === "active" && row.sealed,
    revealedAt: row.code_revealed_at ? new Date(row.code_revealed_at).toISOString() : null,
  }));
}

export type RevealAnswer =
  | { status: "shown"; cardId: string; code: string }
  /** Shown already, not (yet) issued, disabled, void, or not this order's card: all alike. */
  | { status: "gone"; cardId: string };

/**
 * Shows the code of the card `cardId` bought by the order `orderNumber`, once: its sealed copy
 * is cleared in the same transaction (the row locked, so two clicks cannot both get it).
 */
export async function revealGiftCardCode(
  db: Database,
  secret: string,
  input: { orderNumber: string; cardId: string; now: Date },
): Promise<RevealAnswer> {
  const { cardId } = input;
  if (!z.uuid().safeParse(cardId).success) return { status: "gone", cardId };
  return transaction(db, async (tx) => {
    const [card] = await queryRows<{ code_sealed: string }>(
      tx,
      sql`SELECT g.code_sealed FROM gift_cards g JOIN orders o ON o.id = g.order_id
          WHERE g.id = ${cardId} AND o.number = ${input.orderNumber} AND g.source = 'purchase'
            AND g.status = 'active' AND g.code_sealed IS NOT NULL
          FOR UPDATE OF g`,
    );
    if (!card) return { status: "gone", cardId };
    await tx.execute(
      sql`UPDATE gift_cards SET code_sealed = NULL,
            code_revealed_at = ${input.now.toISOString()}::timestamptz WHERE id = ${cardId}`,
    );
    const code = openGiftCardCode(secret, cardId, card.code_sealed);
    // Sealed under another secret (AUTH_SECRET changed): it can never be opened; cleared all the same.
    return code ? { status: "shown", cardId, code } : { status: "gone", cardId };
  });
}

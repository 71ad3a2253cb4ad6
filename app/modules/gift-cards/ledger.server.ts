import { sql } from "drizzle-orm";
import { queryRows, type Database } from "~/db/client.server";
import { giftCardLedger } from "~/db/schema";
import { giftCardCodeHash } from "./code.server";
import { looksLikeGiftCardCode, normalizeGiftCardCode } from "./rules";

/**
 * A gift card's balance as orders use it (decision 085). Checkout prices against what the card
 * has less what unpaid orders hold of it (the card's row locked, so two checkouts see each
 * other); the balance is taken when the order is paid (a guarded update: never below zero) and
 * given back once when it is cancelled or refunded. Each change is a ledger row with its order.
 */

export interface SpendableCard {
  id: string;
  last4: string;
  balanceCents: number;
  /** What unpaid orders still hold of the balance. */
  heldCents: number;
}

/**
 * The active card with this code, its balance and what unpaid orders (other than `except`) hold
 * of it; null for an unknown, disabled or used-up code alike. `lock`: the card's row is locked
 * until the transaction ends (checkout).
 */
export async function findSpendableCard(
  db: Database,
  typed: string,
  now: Date,
  options: { lock?: boolean } = {},
): Promise<SpendableCard | null> {
  const code = normalizeGiftCardCode(typed);
  if (!looksLikeGiftCardCode(code)) return null;
  const [card] = await queryRows<{ id: string; code_last4: string; balance_cents: number }>(
    db,
    sql`SELECT id, code_last4, balance_cents FROM gift_cards
        WHERE code_hash = ${giftCardCodeHash(code)} AND status = 'active'
        ${options.lock ? sql`FOR UPDATE` : sql``}`,
  );
  if (!card || card.balance_cents <= 0) return null;
  const [held] = await queryRows<{ held: number }>(
    db,
    sql`SELECT coalesce(sum(gift_card_cents), 0)::int AS held FROM orders
        WHERE gift_card_id = ${card.id} AND status = 'pending_payment'
          AND reserved_until > ${now.toISOString()}::timestamptz`,
  );
  return {
    id: card.id,
    last4: card.code_last4,
    balanceCents: card.balance_cents,
    heldCents: held?.held ?? 0,
  };
}

/** What a code is worth to whoever asks (`/gift-cards/balance`): 0 for unknown and used up alike. */
export async function giftCardBalance(db: Database, typed: string): Promise<number> {
  const code = normalizeGiftCardCode(typed);
  if (!looksLikeGiftCardCode(code)) return 0;
  const [card] = await queryRows<{ balance_cents: number }>(
    db,
    sql`SELECT balance_cents FROM gift_cards WHERE code_hash = ${giftCardCodeHash(code)} AND status = 'active'`,
  );
  return card?.balance_cents ?? 0;
}

/**
 * Takes what the order's card pays, in the payment's transaction: one guarded update (the card
 * active, its balance enough), one "spent" row. True when taken (or already taken for this
 * order: a repeated event); false when the card cannot pay it any more — the caller must not
 * treat the order as paid.
 */
export async function takeOrderGiftCard(
  tx: Database,
  order: { id: string; number: string; giftCardId: string | null; giftCardCents: number },
  now: Date,
): Promise<boolean> {
  if (!order.giftCardId || order.giftCardCents <= 0) return true;
  const [already] = await queryRows<{ id: string }>(
    tx,
    sql`SELECT id FROM gift_card_ledger WHERE gift_card_id = ${order.giftCardId}
          AND order_id = ${order.id} AND kind = 'spent'`,
  );
  if (already) return true;
  const [taken] = await queryRows<{ balance_cents: number }>(
    tx,
    sql`UPDATE gift_cards SET balance_cents = balance_cents - ${order.giftCardCents},
          updated_at = ${now.toISOString()}::timestamptz
        WHERE id = ${order.giftCardId} AND status = 'active' AND balance_cents >= ${order.giftCardCents}
        RETURNING balance_cents`,
  );
  if (!taken) return false;
  await tx.insert(giftCardLedger).values({
    giftCardId: order.giftCardId,
    kind: "spent",
    changeCents: -order.giftCardCents,
    balanceAfterCents: taken.balance_cents,
    orderId: order.id,
    note: order.number,
    createdAt: now,
  });
  return true;
}

/**
 * Gives back what a cancelled or refunded order took of its card: once (a "returned" row per
 * card and order), only if it was taken. Returns the cents given back.
 */
export async function returnOrderGiftCard(
  tx: Database,
  orderId: string,
  options: { actorId: string | null; now: Date },
): Promise<number> {
  const [spent] = await queryRows<{ gift_card_id: string; change_cents: number; note: string | null }>(
    tx,
    sql`SELECT gift_card_id, change_cents, note FROM gift_card_ledger s
        WHERE order_id = ${orderId} AND kind = 'spent'
          AND NOT EXISTS (SELECT 1 FROM gift_card_ledger r WHERE r.order_id = s.order_id
                            AND r.gift_card_id = s.gift_card_id AND r.kind = 'returned')`,
  );
  if (!spent) return 0;
  const amount = -spent.change_cents;
  const [card] = await queryRows<{ balance_cents: number }>(
    tx,
    sql`UPDATE gift_cards SET balance_cents = balance_cents + ${amount},
          updated_at = ${options.now.toISOString()}::timestamptz
        WHERE id = ${spent.gift_card_id} RETURNING balance_cents`,
  );
  await tx.insert(giftCardLedger).values({
    giftCardId: spent.gift_card_id,
    kind: "returned",
    changeCents: amount,
    balanceAfterCents: card!.balance_cents,
    orderId,
    actorId: options.actorId,
    note: spent.note,
    createdAt: options.now,
  });
  return amount;
}

/**
 * The cards a cancelled or refunded order bought can no longer be spent: whatever is left on
 * them goes (an "adjusted" row) and they are void; a card not yet issued just becomes void. The
 * shop keeps what was already spent of them.
 */
export async function voidOrderCards(
  tx: Database,
  orderId: string,
  options: { actorId: string | null; now: Date },
): Promise<void> {
  const cards = await queryRows<{ id: string; balance_cents: number; status: string }>(
    tx,
    sql`SELECT id, balance_cents, status FROM gift_cards
        WHERE order_id = ${orderId} AND source = 'purchase' AND status <> 'void' ORDER BY id FOR UPDATE`,
  );
  for (const card of cards) {
    // An e-mail still waiting for its day is not sent: its code is worth nothing now.
    await tx.execute(
      sql`DELETE FROM outbox_emails WHERE dedupe_key = ${`gift-card:${card.id}`} AND sent_at IS NULL`,
    );
    await tx.execute(
      sql`UPDATE gift_cards SET status = 'void', balance_cents = 0, code_sealed = NULL,
            updated_at = ${options.now.toISOString()}::timestamptz WHERE id = ${card.id}`,
    );
    if (card.status !== "pending" && card.balance_cents > 0) {
      await tx.insert(giftCardLedger).values({
        giftCardId: card.id,
        kind: "adjusted",
        changeCents: -card.balance_cents,
        balanceAfterCents: 0,
        orderId,
        actorId: options.actorId,
        note: "order cancelled or refunded",
        createdAt: options.now,
      });
    }
  }
}

import { sql } from "drizzle-orm";
import { queryRows, type Database } from "~/db/client.server";
import { giftCardLedger, giftCards } from "~/db/schema";
import type { Language } from "~/lib/language";
import type { Logger } from "~/lib/logger.server";
import { queueEmail } from "~/modules/mail/outbox.server";
import { giftCardCodeHash, newGiftCardCode } from "./code.server";
import { giftCardEmail } from "./email";
import { sealGiftCardCode } from "./sealed-code.server";
import { GIFT_CARD_MAX_CENTS, sendAfterFor, shopDay } from "./rules";

/**
 * Issuing a gift card (decision 085) — by an admin, as store credit (returns), or for a card an
 * order bought once it is paid. The code exists only here, in memory: it is returned to the
 * caller, written into the recipient's e-mail (queued in the same transaction, due on its day)
 * and stored only as its hash.
 */

export interface IssueGiftCardInput {
  amountCents: number;
  recipientEmail: string;
  recipientName?: string;
  /** Who the e-mail says it is from (the buyer's name, or the shop's). */
  senderName?: string;
  message?: string | null;
  /** The e-mail's language. */
  language?: Language;
  /** The shop's day (`YYYY-MM-DD`) its e-mail goes out; today when not given. */
  deliverOn?: string;
  /** The shop's time zone (decision 095): its days start at 00:00 there; UTC when not given. */
  timeZone?: string;
  source: "admin" | "store_credit";
  /** The admin who issued it (the ledger and the card name them). */
  actorId?: string | null;
  /** The order it is credit for (a return), if any. */
  orderId?: string | null;
  note?: string | null;
  /** The shop's public origin, for the e-mail's balance link. */
  publicUrl?: string;
  /** Whether to e-mail the code to the recipient (default true). */
  sendEmail?: boolean;
  now?: Date;
}

export interface IssuedGiftCard {
  id: string;
  /** The whole code: shown once, never stored. */
  code: string;
  last4: string;
}

/**
 * Issues an active card of `amountCents` to `recipientEmail` inside the caller's transaction
 * `tx`, with its "issued" ledger row and (unless `sendEmail: false`) its e-mail; returns the code.
 * For store credit: `issueGiftCard(tx, logger, { amountCents, recipientEmail, source: "store_credit", orderId })`.
 */
export async function issueGiftCard(
  tx: Database,
  logger: Logger,
  input: IssueGiftCardInput,
): Promise<IssuedGiftCard> {
  const amount = Math.trunc(input.amountCents);
  if (!(amount > 0) || amount > GIFT_CARD_MAX_CENTS * 20) {
    throw new RangeError(`a gift card's amount must be a positive number of cents, got ${input.amountCents}`);
  }
  const now = input.now ?? new Date();
  const deliverOn = input.deliverOn ?? shopDay(now, input.timeZone);
  const { id, code } = await insertWithNewCode(tx, {
    status: "active",
    initialCents: amount,
    balanceCents: amount,
    recipientName: input.recipientName ?? "",
    recipientEmail: input.recipientEmail,
    senderName: input.senderName ?? "",
    message: input.message || null,
    language: input.language ?? "en",
    deliverOn,
    orderId: input.orderId ?? null,
    source: input.source,
    issuedBy: input.actorId ?? null,
    issuedAt: now,
    createdAt: now,
    updatedAt: now,
  });
  await tx.insert(giftCardLedger).values({
    giftCardId: id,
    kind: "issued",
    changeCents: amount,
    balanceAfterCents: amount,
    orderId: input.orderId ?? null,
    actorId: input.actorId ?? null,
    note: input.note ?? null,
    createdAt: now,
  });
  if (input.sendEmail !== false) {
    await queueEmail(tx, logger, {
      ...giftCardEmail({
        cardId: id,
        code,
        amountCents: amount,
        recipientName: input.recipientName ?? "",
        recipientEmail: input.recipientEmail,
        senderName: input.senderName ?? "Sweet Trip",
        message: input.message || null,
        language: input.language ?? "en",
        publicUrl: input.publicUrl,
      }),
      sendAfter: sendAfterFor(deliverOn, now, input.timeZone),
    });
  }
  return { id, code, last4: code.slice(-4) };
}

type NewCard = Omit<typeof giftCards.$inferInsert, "codeHash" | "codeLast4">;

/** Inserts the card with a fresh code; a code already taken (1 in 2^80) draws another. */
async function insertWithNewCode(tx: Database, values: NewCard): Promise<{ id: string; code: string }> {
  for (;;) {
    const code = newGiftCardCode();
    const [row] = await tx
      .insert(giftCards)
      .values({ ...values, codeHash: giftCardCodeHash(code), codeLast4: code.slice(-4) })
      .onConflictDoNothing({ target: giftCards.codeHash })
      .returning({ id: giftCards.id });
    if (row) return { id: row.id, code };
  }
}

/**
 * The cards an order bought, once it is paid (in the payment's transaction): each pending card
 * gets its code, its balance and its "issued" row, and its e-mail is queued for its day. A card
 * already issued is left alone, so a repeated payment event issues nothing twice. With `secret`,
 * the code is also kept sealed for the buyer's one reveal on the order page (decision 093).
 */
export async function issueOrderCards(
  tx: Database,
  logger: Logger,
  order: { id: string; number: string },
  options: { now: Date; publicUrl?: string; secret?: string; timeZone?: string },
): Promise<number> {
  const pending = await queryRows<{
    id: string;
    initial_cents: number;
    recipient_name: string;
    recipient_email: string;
    sender_name: string;
    message: string | null;
    language: string;
    deliver_on: string;
  }>(
    tx,
    sql`SELECT id, initial_cents, recipient_name, recipient_email, sender_name, message, language,
               deliver_on::text AS deliver_on
        FROM gift_cards WHERE order_id = ${order.id} AND status = 'pending' ORDER BY id FOR UPDATE`,
  );
  for (const card of pending) {
    let code = "";
    for (;;) {
      code = newGiftCardCode();
      const taken = await queryRows<{ id: string }>(
        tx,
        sql`SELECT id FROM gift_cards WHERE code_hash = ${giftCardCodeHash(code)}`,
      );
      if (taken.length === 0) break;
    }
    await tx.execute(
      sql`UPDATE gift_cards SET status = 'active', code_hash = ${giftCardCodeHash(code)},
            code_last4 = ${code.slice(-4)}, balance_cents = initial_cents,
            code_sealed = ${options.secret ? sealGiftCardCode(options.secret, card.id, code) : null},
            issued_at = ${options.now.toISOString()}::timestamptz, updated_at = ${options.now.toISOString()}::timestamptz
          WHERE id = ${card.id}`,
    );
    await tx.insert(giftCardLedger).values({
      giftCardId: card.id,
      kind: "issued",
      changeCents: card.initial_cents,
      balanceAfterCents: card.initial_cents,
      orderId: order.id,
      note: order.number,
      createdAt: options.now,
    });
    await queueEmail(tx, logger, {
      ...giftCardEmail({
        cardId: card.id,
        code,
        amountCents: card.initial_cents,
        recipientName: card.recipient_name,
        recipientEmail: card.recipient_email,
        senderName: card.sender_name,
        message: card.message,
        language: card.language === "es" ? "es" : "en",
        publicUrl: options.publicUrl,
      }),
      sendAfter: sendAfterFor(card.deliver_on, options.now, options.timeZone),
    });
  }
  return pending.length;
}

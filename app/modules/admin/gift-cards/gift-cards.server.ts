import { sql } from "drizzle-orm";
import { z } from "zod";
import { queryRows, type Database } from "~/db/client.server";
import { giftCardLedger } from "~/db/schema";
import { transaction } from "~/db/transaction.server";
import type { Language } from "~/lib/language";
import type { Logger } from "~/lib/logger.server";
import type { SessionUser } from "~/modules/accounts/session.server";
import { recordAudit } from "~/modules/admin/audit.server";
import { issueGiftCard } from "~/modules/gift-cards/issue.server";
import type { IssueInput } from "./issue-form";

/**
 * The back office's gift cards (decision 085): the list with balance and status, one card's
 * ledger, a card issued by hand (a goodwill gesture: its code shown once to the admin and
 * e-mailed to the recipient), and a card disabled. Every action writes an audit entry in its
 * transaction. Codes are never shown again: cards are named by their last four characters.
 */

export type Actor = Pick<SessionUser, "id" | "email">;

export interface AdminGiftCardRow {
  id: string;
  last4: string | null;
  status: string;
  initialCents: number;
  balanceCents: number;
  recipientName: string;
  recipientEmail: string;
  source: string;
  deliverOn: string;
  orderNumber: string | null;
  createdAt: string;
}

const PAGE_SIZE = 50;

/** The cards issued (not those of unpaid orders), newest first. */
export async function listGiftCards(
  db: Database,
  page = 1,
): Promise<{ cards: AdminGiftCardRow[]; total: number }> {
  const offset = (Math.max(1, page) - 1) * PAGE_SIZE;
  const rows = await queryRows<GiftCardRowInDb & { total: number }>(
    db,
    sql`SELECT g.id, g.code_last4, g.status, g.initial_cents, g.balance_cents, g.recipient_name,
               g.recipient_email, g.source, g.deliver_on::text AS deliver_on, o.number AS order_number,
               g.created_at, count(*) OVER ()::int AS total
        FROM gift_cards g LEFT JOIN orders o ON o.id = g.order_id
        WHERE g.status <> 'pending'
        ORDER BY g.created_at DESC, g.id LIMIT ${PAGE_SIZE} OFFSET ${offset}`,
  );
  return { cards: rows.map(toRow), total: rows[0]?.total ?? 0 };
}

/** A card's row as the list's query reads it (snake case, as PostgreSQL names the columns). */
interface GiftCardRowInDb {
  id: string;
  code_last4: string | null;
  status: string;
  initial_cents: number;
  balance_cents: number;
  recipient_name: string;
  recipient_email: string;
  source: string;
  deliver_on: string;
  order_number: string | null;
  created_at: Date | string;
}

function toRow(row: GiftCardRowInDb): AdminGiftCardRow {
  return {
    id: row.id,
    last4: row.code_last4,
    status: row.status,
    initialCents: row.initial_cents,
    balanceCents: row.balance_cents,
    recipientName: row.recipient_name,
    recipientEmail: row.recipient_email,
    source: row.source,
    deliverOn: row.deliver_on,
    orderNumber: row.order_number,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export interface AdminLedgerEntry {
  id: string;
  kind: string;
  changeCents: number;
  balanceAfterCents: number;
  orderNumber: string | null;
  actorEmail: string | null;
  note: string | null;
  createdAt: string;
}

/** One card with its ledger, oldest first; null when there is no such card. */
export async function giftCardDetail(
  db: Database,
  id: string,
): Promise<{
  card: AdminGiftCardRow & { message: string | null; senderName: string };
  ledger: AdminLedgerEntry[];
} | null> {
  if (!z.uuid().safeParse(id).success) return null;
  const [card] = await queryRows<GiftCardRowInDb & { message: string | null; sender_name: string }>(
    db,
    sql`SELECT g.id, g.code_last4, g.status, g.initial_cents, g.balance_cents, g.recipient_name,
               g.recipient_email, g.source, g.deliver_on::text AS deliver_on, o.number AS order_number,
               g.created_at, g.message, g.sender_name
        FROM gift_cards g LEFT JOIN orders o ON o.id = g.order_id WHERE g.id = ${id}`,
  );
  if (!card) return null;
  const ledger = await queryRows<{
    id: string;
    kind: string;
    change_cents: number;
    balance_after_cents: number;
    order_number: string | null;
    actor_email: string | null;
    note: string | null;
    created_at: Date | string;
  }>(
    db,
    sql`SELECT l.id, l.kind, l.change_cents, l.balance_after_cents, o.number AS order_number,
               u.email AS actor_email, l.note, l.created_at
        FROM gift_card_ledger l LEFT JOIN orders o ON o.id = l.order_id LEFT JOIN users u ON u.id = l.actor_id
        WHERE l.gift_card_id = ${id} ORDER BY l.created_at, l.id`,
  );
  return {
    card: { ...toRow(card), message: card.message, senderName: card.sender_name },
    ledger: ledger.map((entry) => ({
      id: entry.id,
      kind: entry.kind,
      changeCents: entry.change_cents,
      balanceAfterCents: entry.balance_after_cents,
      orderNumber: entry.order_number,
      actorEmail: entry.actor_email,
      note: entry.note,
      createdAt: new Date(entry.created_at).toISOString(),
    })),
  };
}

/** Issues a card by hand: active at once, e-mailed now, audited; returns its code (shown once). */
export async function issueByAdmin(
  deps: { db: Database; logger: Logger; publicUrl: string; timeZone?: string },
  actor: Actor,
  input: IssueInput & { language: Language },
): Promise<{ id: string; code: string }> {
  return transaction(deps.db, async (tx) => {
    const issued = await issueGiftCard(tx, deps.logger, {
      amountCents: input.amount,
      recipientEmail: input.recipientEmail,
      recipientName: input.recipientName,
      senderName: "Sweet Trip",
      message: input.message || null,
      language: input.language,
      source: "admin",
      actorId: actor.id,
      note: input.note || null,
      publicUrl: deps.publicUrl,
      timeZone: deps.timeZone,
    });
    await recordAudit(tx, actor, {
      action: "gift_card.issue",
      entityType: "gift_card",
      entityId: issued.id,
      after: {
        amountCents: input.amount,
        recipientEmail: input.recipientEmail,
        last4: issued.last4,
        ...(input.note ? { note: input.note } : {}),
      },
    });
    return { id: issued.id, code: issued.code };
  });
}

/**
 * Disables a card: it can no longer be spent or checked (its balance stays, for the record);
 * unpaid orders holding it fail at payment. Audited; false when there is no active card.
 */
export async function disableGiftCard(db: Database, actor: Actor, id: string): Promise<boolean> {
  if (!z.uuid().safeParse(id).success) return false;
  return transaction(db, async (tx) => {
    const [card] = await queryRows<{ balance_cents: number; code_last4: string | null }>(
      tx,
      sql`UPDATE gift_cards SET status = 'disabled', updated_at = now()
          WHERE id = ${id} AND status = 'active' RETURNING balance_cents, code_last4`,
    );
    if (!card) return false;
    await recordAudit(tx, actor, {
      action: "gift_card.disable",
      entityType: "gift_card",
      entityId: id,
      before: { status: "active", balanceCents: card.balance_cents, last4: card.code_last4 },
      after: { status: "disabled" },
    });
    return true;
  });
}

export type AdjustOutcome =
  | { status: "adjusted"; balanceCents: number }
  | { status: "not-found" }
  /** Only an active or disabled card's balance can be changed (not a void one, nor an unpaid order's). */
  | { status: "not-adjustable" }
  | { status: "belowZero"; balanceCents: number }
  | { status: "aboveAmount"; balanceCents: number; initialCents: number };

/**
 * Adds to or takes from a card's balance by hand (decision 094): an "adjusted" ledger row with
 * the admin and the reason, and an audit entry, in one transaction with the card's row locked.
 * Never below zero, never above the card's amount (more is a new card). Unpaid orders holding
 * part of the balance are not counted: one that can no longer be paid stays unpaid, as when a
 * card is spent elsewhere first.
 */
export async function adjustGiftCard(
  db: Database,
  actor: Actor,
  id: string,
  input: { changeCents: number; reason: string },
  now = new Date(),
): Promise<AdjustOutcome> {
  if (!z.uuid().safeParse(id).success) return { status: "not-found" };
  return transaction(db, async (tx) => {
    const [card] = await queryRows<{
      status: string;
      balance_cents: number;
      initial_cents: number;
      code_last4: string | null;
    }>(
      tx,
      sql`SELECT status, balance_cents, initial_cents, code_last4 FROM gift_cards WHERE id = ${id} FOR UPDATE`,
    );
    if (!card) return { status: "not-found" as const };
    if (card.status !== "active" && card.status !== "disabled") return { status: "not-adjustable" as const };
    const balance = card.balance_cents + input.changeCents;
    if (balance < 0) return { status: "belowZero" as const, balanceCents: card.balance_cents };
    if (balance > card.initial_cents) {
      return {
        status: "aboveAmount" as const,
        balanceCents: card.balance_cents,
        initialCents: card.initial_cents,
      };
    }
    await tx.execute(
      sql`UPDATE gift_cards SET balance_cents = ${balance}, updated_at = ${now.toISOString()}::timestamptz
          WHERE id = ${id}`,
    );
    await tx.insert(giftCardLedger).values({
      giftCardId: id,
      kind: "adjusted",
      changeCents: input.changeCents,
      balanceAfterCents: balance,
      actorId: actor.id,
      note: input.reason,
      createdAt: now,
    });
    await recordAudit(tx, actor, {
      action: "gift_card.adjust",
      entityType: "gift_card",
      entityId: id,
      before: { balanceCents: card.balance_cents, last4: card.code_last4 },
      after: { balanceCents: balance, changeCents: input.changeCents, reason: input.reason },
    });
    return { status: "adjusted" as const, balanceCents: balance };
  });
}

import { eq, sql } from "drizzle-orm";
import { transaction } from "~/db/transaction.server";
import type { Database } from "~/db/client.server";
import { orders, type Order, type OrderStatus } from "~/db/schema";
import type { Logger } from "~/lib/logger.server";
import type { SessionUser } from "~/modules/accounts/session.server";
import { recordAudit } from "~/modules/admin/audit.server";
import { catalogueChanged } from "~/modules/catalog/catalogue-changes.server";
import { ShownStockChanges } from "~/modules/catalog/shown-stock-changes";
import { isOrderNumber } from "~/modules/checkout/order-number.server";
import { queueEmail } from "~/modules/mail/outbox.server";
import { orderLink, type OrderLinkSettings } from "~/modules/orders/order-links.server";
import { giveMoneyBack } from "~/modules/orders/refunds.server";
import { shippingEmail } from "~/modules/orders/shipping-email.server";
import { recordStatusChange } from "~/modules/orders/status-changes.server";
import type { PaymentProvider } from "~/modules/payments/provider";
import { isReplacementOrder } from "~/modules/returns/return-rules";
import { givesMoneyBack, nextStatusesOf } from "./status-machine";
import type { TransitionFields } from "./transition-schema";

export interface TransitionDeps {
  db: Database;
  logger: Logger;
  /** Gives the money back when an order is cancelled or refunded. */
  provider: PaymentProvider;
  /** For the shipping e-mail's order link. */
  links: OrderLinkSettings;
  now?: Date;
}

export type TransitionOutcome =
  | { status: "changed"; order: Order }
  | { status: "not-found" }
  /** Not an edge of the status machine. */
  | { status: "not-allowed" }
  /** The order is no longer in the status the admin saw (another admin or a webhook moved it). */
  | { status: "stale"; current: OrderStatus }
  /** The provider did not give the money back (or is not the order's): nothing changed. */
  | { status: "refund-failed" };

type Actor = Pick<SessionUser, "id" | "email">;

/**
 * Moves order `number` from the status the admin saw to the next one (decision 014). Every step
 * is one transaction: a conditional update (`WHERE status = <from>`, so two admins clicking at
 * once change it once), the step in the order's log and an audit entry. Shipping also queues
 * the shopper's e-mail; cancelling or refunding gives the payment back first (see giveBack).
 */
export async function changeOrderStatus(
  deps: TransitionDeps,
  actor: Actor,
  number: string,
  input: TransitionFields,
): Promise<TransitionOutcome> {
  if (!isOrderNumber(number)) return { status: "not-found" };
  const [order] = await deps.db.select().from(orders).where(eq(orders.number, number));
  if (!order) return { status: "not-found" };
  if (!(nextStatusesOf(order, input.from) as readonly OrderStatus[]).includes(input.to))
    return { status: "not-allowed" };
  if (order.status !== input.from) return { status: "stale", current: order.status };
  if (givesMoneyBack(input.to)) return giveBack(deps, actor, order, { ...input, to: input.to });
  return step(deps, actor, order, input);
}

/** processing, shipped or delivered: the status changes, nothing else moves. */
async function step(
  deps: TransitionDeps,
  actor: Actor,
  order: Order,
  input: TransitionFields,
): Promise<TransitionOutcome> {
  const now = deps.now ?? new Date();
  const shipment =
    input.to === "shipped" ? { carrier: input.carrier!, trackingNumber: input.trackingNumber! } : null;
  return transaction(deps.db, async (tx) => {
    const [moved] = await tx
      .update(orders)
      .set({ status: input.to, updatedAt: now })
      .where(sql`${orders.id} = ${order.id} AND ${orders.status} = ${input.from}`)
      .returning();
    if (!moved) return { status: "stale", current: await statusOf(tx, order.id) } as const;
    await recordStatusChange(tx, {
      orderId: order.id,
      from: input.from,
      to: input.to,
      actorId: actor.id,
      note: input.note ?? null,
      carrier: shipment?.carrier ?? null,
      trackingNumber: shipment?.trackingNumber ?? null,
      at: now,
    });
    await recordAudit(tx, actor, {
      action: "order.status",
      entityType: "order",
      entityId: order.id,
      before: { status: input.from },
      after: { status: input.to, ...shipment, ...(input.note ? { note: input.note } : {}) },
    });
    if (shipment) {
      await queueEmail(tx, deps.logger, shippingEmail(moved, shipment, orderLink(deps.links, moved)));
    }
    return { status: "changed", order: moved } as const;
  });
}

/**
 * Cancel or refund of a paid order: the provider gives the money back first, outside any
 * transaction (no lock is held across a network call; with PGlite that would stop the whole
 * shop). Its idempotency key comes from the order, so a repeat, a race of two admins, or a
 * cancel racing a refund is one refund at the provider. Then one transaction moves the order
 * and puts the stock back, once, whoever (an admin, Stripe's webhook) gets there first.
 */
async function giveBack(
  deps: TransitionDeps,
  actor: Actor,
  order: Order,
  input: TransitionFields & { to: "cancelled" | "refunded" },
): Promise<TransitionOutcome> {
  const now = deps.now ?? new Date();
  // A replacement was paid nothing (decision 096): cancelling it puts the stock back, no money moves.
  const nothingPaid = isReplacementOrder(order);
  const refundId = nothingPaid ? null : await refundAtProvider(deps, order);
  if (!refundId && !nothingPaid) return { status: "refund-failed" };

  const shown = new ShownStockChanges();
  const outcome = await transaction(deps.db, async (tx): Promise<TransitionOutcome> => {
    const given = await giveMoneyBack(tx, order.id, {
      to: input.to,
      refundId,
      nothingPaid,
      actorId: actor.id,
      note: input.note ?? null,
      now,
      shown,
    });
    if (!given) {
      // Someone moved the order first. The money is back whatever happened, so the order says so
      // (keeping the refund another path recorded first).
      if (refundId)
        await tx.execute(
          sql`UPDATE orders SET refunded_at = coalesce(refunded_at, ${now.toISOString()}::timestamptz),
                provider_refund_id = coalesce(provider_refund_id, ${refundId})
              WHERE id = ${order.id}`,
        );
      return { status: "stale", current: await statusOf(tx, order.id) };
    }
    await recordAudit(tx, actor, {
      action: "order.status",
      entityType: "order",
      entityId: order.id,
      before: { status: given.from, refundedAt: null, providerRefundId: null },
      after: {
        status: input.to,
        refundedAt: nothingPaid ? null : now.toISOString(),
        providerRefundId: refundId,
        ...(input.note ? { note: input.note } : {}),
      },
    });
    return { status: "changed", order: given.order };
  });
  if (outcome.status === "changed") await catalogueChanged(shown.tags());
  else if (outcome.status === "stale") {
    // Fine when another admin or the webhook refunded it; worth a look when it was shipped meanwhile.
    const level = outcome.current === "cancelled" || outcome.current === "refunded" ? "info" : "error";
    deps.logger[level](
      { order: order.number, refundId, current: outcome.current },
      "refund made, but the order had moved",
    );
  }
  return outcome;
}

/**
 * Gives an order's whole payment back at its provider, with the key `refund:<order id>` (one refund
 * however often asked), or the `part` of it a return gives back, with that return's own key; the
 * refund's id, or null when the provider refused or is not the order's (logged).
 */
export async function refundAtProvider(
  deps: Pick<TransitionDeps, "provider" | "logger">,
  order: Order,
  part?: { amountCents: number; idempotencyKey: string },
): Promise<string | null> {
  // Paid whole by a gift card: no provider holds money to give back; the card gets its part back.
  if (order.paymentProvider === "gift_card") return `gift_card_refund_${order.id}`;
  if (!order.paymentIntentId || order.paymentProvider !== deps.provider.name) {
    deps.logger.error(
      { order: order.number, provider: order.paymentProvider, running: deps.provider.name },
      "refund impossible: the order was not paid through the running payment provider",
    );
    return null;
  }
  try {
    const { refundId } = await deps.provider.refundPayment({
      paymentId: order.paymentIntentId,
      orderId: order.id,
      orderNumber: order.number,
      idempotencyKey: part?.idempotencyKey ?? `refund:${order.id}`,
      ...(part ? { amountCents: part.amountCents } : {}),
    });
    return refundId;
  } catch (error) {
    deps.logger.error({ err: error, order: order.number }, "the payment provider refused the refund");
    return null;
  }
}

async function statusOf(tx: Database, orderId: string): Promise<OrderStatus> {
  const [row] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  return row!.status;
}

import { eq, sql } from "drizzle-orm";
import { transaction } from "~/db/transaction.server";
import { orders, type Order } from "~/db/schema";
import type { SessionUser } from "~/modules/accounts/session.server";
import { recordAudit } from "~/modules/admin/audit.server";
import { isOrderNumber } from "~/modules/checkout/order-number.server";
import { refundAtProvider, type TransitionDeps } from "./transition.server";

/**
 * A payment that arrived after its order was cancelled and its stock was gone stays with the
 * shop (payment-events: "refund needed"). The admin gives it back here: the order stays
 * cancelled, no stock moves (none was taken), the refund is recorded once.
 */

export const needsLatePaymentRefund = (order: Pick<Order, "status" | "paidAt" | "refundedAt">) =>
  order.status === "cancelled" && order.paidAt !== null && order.refundedAt === null;

export type LatePaymentRefundOutcome =
  | { status: "refunded"; refundId: string }
  | { status: "not-found" }
  /** Nothing to give back: not a cancelled order with a payment, or already refunded. */
  | { status: "not-allowed" }
  | { status: "refund-failed" };

export async function refundLatePayment(
  deps: TransitionDeps,
  actor: Pick<SessionUser, "id" | "email">,
  number: string,
): Promise<LatePaymentRefundOutcome> {
  if (!isOrderNumber(number)) return { status: "not-found" };
  const [order] = await deps.db.select().from(orders).where(eq(orders.number, number));
  if (!order) return { status: "not-found" };
  if (!needsLatePaymentRefund(order)) return { status: "not-allowed" };
  const refundId = await refundAtProvider(deps, order);
  if (!refundId) return { status: "refund-failed" };
  const now = deps.now ?? new Date();
  return transaction(deps.db, async (tx) => {
    // Conditional: a second click, or the provider's own refund event, got there first.
    const [recorded] = await tx
      .update(orders)
      .set({ refundedAt: now, providerRefundId: refundId, paymentError: null, updatedAt: now })
      .where(sql`${orders.id} = ${order.id} AND ${orders.refundedAt} IS NULL`)
      .returning({ id: orders.id });
    if (!recorded) return { status: "not-allowed" } as const;
    await recordAudit(tx, actor, {
      action: "order.refund",
      entityType: "order",
      entityId: order.id,
      before: { refundedAt: null, providerRefundId: null, paymentError: order.paymentError },
      after: { refundedAt: now.toISOString(), providerRefundId: refundId, paymentError: null },
    });
    return { status: "refunded", refundId } as const;
  });
}

import { sql } from "drizzle-orm";
import { queryRows, type Database } from "~/db/client.server";
import { orderStatuses, type OrderStatus } from "~/db/schema";
import { MAX_ATTEMPTS } from "~/modules/mail/delivery.server";

/**
 * What an operator watches of the shop's state (decision 055), read in one statement when
 * Prometheus scrapes `/metrics`: the figures are the database's, so every instance reports the
 * same ones (aggregate them with `max`, not `sum`).
 */
export interface ShopFigures {
  /** Orders of each status, every status present (0 when none). */
  ordersByStatus: Record<OrderStatus, number>;
  /** Unpaid orders holding stock, and the units they hold. */
  reservations: { orders: number; units: number };
  /**
   * Unpaid orders whose hold ran out and that the sweeper has not released yet: a few for a
   * minute is normal; a number that keeps growing says the sweeper is not running.
   */
  overdueReservations: number;
  /** Card payments declined in the last hour, and the clients stopped for card testing (decision 037). */
  declinesLastHour: number;
  clientsStoppedLastHour: number;
  /** E-mails not sent yet that a deliverer will still try, and how long the oldest has waited (s). */
  outbox: { waiting: number; oldestWaitingSeconds: number; givenUp: number };
}

interface Row {
  orders_by_status: Record<string, number> | string | null;
  reservations: number;
  units_held: number;
  overdue: number;
  declines: number;
  clients_stopped: number;
  outbox_waiting: number;
  outbox_oldest_seconds: number | string | null;
  outbox_given_up: number;
}

/** The figures at `now`, in one round trip (each part is a count over an index or a small table). */
export async function shopFigures(db: Database, now: Date): Promise<ShopFigures> {
  const at = now.toISOString();
  const [row] = await queryRows<Row>(
    db,
    sql`SELECT
      (SELECT json_object_agg(status, n) FROM (SELECT status, count(*)::int AS n FROM orders GROUP BY status) s)
        AS orders_by_status,
      (SELECT count(*)::int FROM orders WHERE status = 'pending_payment') AS reservations,
      (SELECT coalesce(sum(l.quantity), 0)::int FROM order_lines l JOIN orders o ON o.id = l.order_id
        WHERE o.status = 'pending_payment') AS units_held,
      (SELECT count(*)::int FROM orders
        WHERE status = 'pending_payment' AND reserved_until < ${at}::timestamptz) AS overdue,
      (SELECT count(*)::int FROM payment_declines
        WHERE declined_at > ${at}::timestamptz - interval '1 hour') AS declines,
      (SELECT count(*)::int FROM payment_declines
        WHERE declined_at > ${at}::timestamptz - interval '1 hour' AND client_stopped) AS clients_stopped,
      (SELECT count(*)::int FROM outbox_emails WHERE sent_at IS NULL AND attempts < ${MAX_ATTEMPTS})
        AS outbox_waiting,
      (SELECT extract(epoch FROM ${at}::timestamptz - min(created_at))::float8 FROM outbox_emails
        WHERE sent_at IS NULL AND attempts < ${MAX_ATTEMPTS}) AS outbox_oldest_seconds,
      (SELECT count(*)::int FROM outbox_emails WHERE sent_at IS NULL AND attempts >= ${MAX_ATTEMPTS})
        AS outbox_given_up`,
  );
  const counted =
    typeof row?.orders_by_status === "string"
      ? (JSON.parse(row.orders_by_status) as Record<string, number>)
      : (row?.orders_by_status ?? {});
  const ordersByStatus = Object.fromEntries(
    orderStatuses.map((status) => [status, Number(counted[status] ?? 0)]),
  ) as Record<OrderStatus, number>;
  return {
    ordersByStatus,
    reservations: { orders: Number(row?.reservations ?? 0), units: Number(row?.units_held ?? 0) },
    overdueReservations: Number(row?.overdue ?? 0),
    declinesLastHour: Number(row?.declines ?? 0),
    clientsStoppedLastHour: Number(row?.clients_stopped ?? 0),
    outbox: {
      waiting: Number(row?.outbox_waiting ?? 0),
      oldestWaitingSeconds: Math.max(0, Number(row?.outbox_oldest_seconds ?? 0)),
      givenUp: Number(row?.outbox_given_up ?? 0),
    },
  };
}

import { sql, type SQL } from "drizzle-orm";
import { queryRows, type Database } from "~/db/client.server";
import type { LockedProduct } from "~/modules/orders/reservations.server";
import type { ClientHoldLimits } from "~/modules/rate-limits/client-limits.server";
import type { RefusalMessage } from "./messages";

/**
 * No hoarding (decisions 016 and 036): what one client may hold in unpaid orders. A client is
 * everything that names the shopper, together: the address (`orders.client_ip`, kept only while
 * unpaid) and the signed-in account. The checkout session's own earlier order never counts: it
 * is replaced by the order being prepared (decision 009).
 */
export interface HoldingClient {
  clientIp: string;
  userId: string | null;
  /** The checkout session preparing now, whose unpaid orders are being replaced. */
  checkoutToken: string;
}

/** A line about to be reserved, its product locked. */
export interface WantedLine {
  product: LockedProduct;
  quantity: number;
}

/** Per product, what the client's other unpaid orders hold, and the product's stock now. */
export type ClientHolds = Map<string, { held: number; stock: number }>;

/** The client's other unpaid orders whose hold still runs. */
function othersOf(client: HoldingClient, now: Date): SQL {
  const named = client.userId
    ? sql`(o.client_ip = ${client.clientIp} OR o.user_id = ${client.userId})`
    : sql`o.client_ip = ${client.clientIp}`;
  return sql`o.status = 'pending_payment' AND o.reserved_until > ${now.toISOString()}::timestamptz
    AND o.checkout_token <> ${client.checkoutToken} AND ${named}`;
}

/**
 * One preparation at a time per client, so parallel requests cannot all pass the counts: the
 * address's lock, then the account's, both before the checkout session's own (always in that
 * order, so two preparations never wait for each other in a circle). The keys of those locks,
 * in that order; Prepare Payment takes them in one statement with the session's (decision 099).
 */
export function clientLockKeys(client: HoldingClient): string[] {
  return [
    `checkout-client:${client.clientIp}`,
    ...(client.userId ? [`checkout-account:${client.userId}`] : []),
  ];
}

/** How many unpaid orders the client holds besides this session's: a scalar subquery. */
export function clientOrdersCount(client: HoldingClient, now: Date): SQL {
  return sql`(SELECT count(*)::int FROM orders o WHERE ${othersOf(client, now)})`;
}

type HoldRow = { product_id: string; held: number; stock: number };

/**
 * What the client's other unpaid orders hold, per product, as a JSON array of rows: a scalar
 * subquery, read with `holdsOf`.
 */
export function clientHoldsJson(client: HoldingClient, now: Date): SQL {
  return sql`(SELECT coalesce(json_agg(h), '[]'::json) FROM (
        SELECT l.product_id, sum(l.quantity)::int AS held, p.stock_quantity AS stock
        FROM orders o
        JOIN order_lines l ON l.order_id = o.id
        JOIN products p ON p.id = l.product_id
        WHERE ${othersOf(client, now)}
        GROUP BY l.product_id, p.stock_quantity) h)`;
}

/** The holds `clientHoldsJson` answered. */
export function holdsOf(rows: readonly HoldRow[]): ClientHolds {
  return new Map(rows.map((row) => [row.product_id, { held: row.held, stock: row.stock }]));
}

/** What the client's other unpaid orders hold, per product. */
export async function clientHolds(tx: Database, client: HoldingClient, now: Date): Promise<ClientHolds> {
  const [row] = await queryRows<{ holds: HoldRow[] }>(
    tx,
    sql`SELECT ${clientHoldsJson(client, now)} AS holds`,
  );
  return holdsOf(row?.holds ?? []);
}

/** Whether another unpaid order of the client holds a use of the coupon. */
export async function clientHoldsCoupon(
  tx: Database,
  client: HoldingClient,
  couponId: string,
  now: Date,
): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`SELECT o.id FROM orders o WHERE o.coupon_id = ${couponId} AND ${othersOf(client, now)} LIMIT 1`,
  );
  return rows.length > 0;
}

export type FairShareProblem = { message: RefusalMessage; status: 409 | 429 };

/**
 * Whether the lines, added to what the client already holds, pass its fair share: per product
 * no more than the product's limit across its unpaid orders; no more than `limits.units` units in
 * all; and the last units of at most `limits.lastUnitsProducts` products (only an emptied product
 * shows Out of Stock to everyone). Null when they pass.
 */
export function fairShareProblem(
  lines: readonly WantedLine[],
  holds: ClientHolds,
  limits: Pick<ClientHoldLimits, "units" | "lastUnitsProducts">,
  shownName: (product: LockedProduct) => string,
): FairShareProblem | null {
  for (const { product, quantity } of lines) {
    const held = holds.get(product.id)?.held ?? 0;
    if (held > 0 && held + quantity > product.max_per_order) {
      return {
        status: 409,
        message: {
          key: "checkout.refusal.heldElsewhere",
          values: { name: shownName(product), count: product.max_per_order, held },
        },
      };
    }
  }
  const units = unitsOf(lines) + [...holds.values()].reduce((sum, hold) => sum + hold.held, 0);
  if (units > limits.units) {
    return {
      status: 429,
      message: { key: "checkout.refusal.tooManyUnits", values: { count: limits.units } },
    };
  }
  let emptied = [...holds.values()].filter((hold) => hold.stock === 0).length;
  for (const { product, quantity } of lines) {
    if (quantity < product.stock_quantity) continue;
    emptied++;
    if (emptied > limits.lastUnitsProducts) {
      return {
        status: 409,
        message: {
          key: "checkout.refusal.lastUnits",
          values: { name: shownName(product), count: product.stock_quantity },
        },
      };
    }
  }
  return null;
}

export const unitsOf = (lines: readonly { quantity: number }[]) =>
  lines.reduce((sum, line) => sum + line.quantity, 0);

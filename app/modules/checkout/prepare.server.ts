import { randomUUID } from "node:crypto";
import { sql, type Placeholder } from "drizzle-orm";
import { queryRows, type Database } from "~/db/client.server";
import { namedStatementRows, preparedStatement } from "~/db/prepared-query.server";
import { integerArray, uuidArray } from "~/db/sql-arrays";
import { giftCards, orders, type OrderLine, type PostalAddress } from "~/db/schema";
import { transaction } from "~/db/transaction.server";
import type { Logger } from "~/lib/logger.server";
import type { Language } from "~/lib/language";
import { catalogueChanged } from "~/modules/catalog/catalogue-changes.server";
import { ShownStockChanges } from "~/modules/catalog/shown-stock-changes";
import { inLanguage } from "~/modules/catalog/localized";
import {
  lockProducts,
  moveOf,
  releaseOrder,
  type LockedProduct,
  type StockAfter,
} from "~/modules/orders/reservations.server";
import { formatPrice } from "~/lib/money";
import {
  MIN_CARD_PAYMENT_CENTS,
  type CreatedPayment,
  type PaymentProvider,
} from "~/modules/payments/provider";
import { checkCoupon, normalizeCouponCode } from "~/modules/pricing/coupon-rules";
import { orderPrice, priceBreakdown } from "~/modules/pricing/pricing";
import { DEFAULT_EXTRAS_SETTINGS, extrasOffer, priceExtras, type ExtrasSettings } from "./extras";
import {
  shipsSomething,
  type CheckoutRequest,
  type CustomerInfo,
  type PaymentIntentResponse,
} from "./checkout-schema";
import { findCoupon } from "./coupon-lookup.server";
import { couponProblemMessage, translateMessage, type RefusalMessage } from "./messages";
import { newOrderNumber } from "./order-number.server";
import type { ClientHoldLimits } from "~/modules/rate-limits/client-limits.server";
import {
  clientHolds,
  clientHoldsCoupon,
  clientHoldsJson,
  clientLockKeys,
  clientOrdersCount,
  fairShareProblem,
  holdsOf,
  unitsOf,
  type ClientHolds,
  type HoldingClient,
} from "./fair-share.server";
import { holdMinutes } from "./reservation";
import { findSpendableCard } from "~/modules/gift-cards/ledger.server";
import { deliveryDayAllowed, giftCardPayment, normalizeGiftCardCode } from "~/modules/gift-cards/rules";
import { handlePaymentEvent } from "~/modules/orders/payment-events.server";
import type { OrderLinkSettings } from "~/modules/orders/order-links.server";
import { GIFT_CARD_SLUG, giftCardLineName } from "~/modules/gift-cards/line-name";

export interface PrepareCheckoutDeps {
  db: Database;
  provider: PaymentProvider;
  logger: Logger;
  now?: Date;
  /** A fixed hold, in place of the one the units held decide (holdMinutes). */
  reservationMinutes?: number;
  /**
   * What one client may hold unpaid (decisions 016 and 036): orders, units, emptied products;
   * null: no limit (RATE_LIMITS=off). The per-order limit of each product applies regardless.
   */
  clientLimits: ClientHoldLimits | null;
  /** The extras' fees and season (decision 075); the defaults when not given. */
  extras?: ExtrasSettings;
  /**
   * For an order its gift card pays whole (decision 085): it is paid at once, without the
   * provider, and its receipt needs the order's links. Without them such an order is refused.
   */
  links?: OrderLinkSettings;
}

export interface PrepareCheckoutInput {
  request: CheckoutRequest;
  /** The browser's checkout session: its earlier unpaid order is replaced. */
  checkoutToken: string;
  userId: string | null;
  language: Language;
  /** The client's address: counts its unpaid orders (kept on the order only while unpaid). */
  clientIp: string;
}

/**
 * A checkout the shop refuses, answered as `{ error, amount? }` with status 409; `text` is
 * translated into the shopper's language by the endpoint (the message is the English one).
 */
export class CheckoutRefusal extends Error {
  override name = "CheckoutRefusal";
  constructor(
    readonly text: RefusalMessage,
    /** The server's total in cents, when the browser's was stale. */
    readonly amount?: number,
    /** 409, or 429 when the client holds too many unpaid orders or units. */
    readonly status: 409 | 429 = 409,
  ) {
    super(translateMessage("en", text));
  }
}

interface PreparedOrder {
  orderId: string;
  orderNumber: string;
  totalCents: number;
  /** What its gift card pays (decision 085); the provider is charged the rest. */
  giftCardCents: number;
  replacedPaymentIds: string[];
  /** The provider's payment when it was made inside the transaction (paymentsMadeLocally). */
  payment: CreatedPayment | null;
}

/** The payment id of an order its gift card pays whole: there is no provider's payment. */
export const giftCardPaymentId = (orderId: string) => `gift_card_${orderId}`;

/**
 * Prepare Payment (DESIGN section 5): in one transaction, replaces this browser's earlier unpaid
 * order, prices the cart from the database, reserves the stock with guarded updates, holds a
 * coupon use and creates the order `pending_payment`; then creates the provider's payment for
 * the server's total (inside the transaction, written with the order, when the provider makes
 * its payments locally: decision 099). Throws CheckoutRefusal for a stale amount, a shortage or
 * a refused coupon (nothing is changed then).
 */
export async function prepareCheckout(
  deps: PrepareCheckoutDeps,
  input: PrepareCheckoutInput,
): Promise<PaymentIntentResponse> {
  const now = deps.now ?? new Date();
  const shown = new ShownStockChanges();
  const prepared = await transaction(deps.db, (tx) => reserveOrder(tx, deps, input, now, shown));
  // The stock moved (taken, and any replaced order's given back): the pages that printed it are
  // stale only where what they print changed (decision 038).
  await catalogueChanged(shown.tags());
  for (const paymentId of prepared.replacedPaymentIds) void cancelQuietly(deps, paymentId);
  const dueCents = prepared.totalCents - prepared.giftCardCents;
  if (dueCents === 0) return payWithGiftCardAlone(deps, prepared, now);
  const answer = (payment: CreatedPayment): PaymentIntentResponse => ({
    clientSecret: payment.clientSecret,
    orderNumber: prepared.orderNumber,
    amount: prepared.totalCents,
    ...(prepared.giftCardCents > 0 ? { giftCardCents: prepared.giftCardCents } : {}),
  });
  if (prepared.payment) return answer(prepared.payment);

  try {
    const payment = await deps.provider.createPayment({
      orderId: prepared.orderId,
      orderNumber: prepared.orderNumber,
      amountCents: dueCents,
      currency: "usd",
      email: input.request.customerInfo.email,
      idempotencyKey: prepared.orderId,
    });
    await deps.db
      .update(orders)
      .set({ paymentIntentId: payment.paymentId, updatedAt: now })
      .where(sql`${orders.id} = ${prepared.orderId}`);
    return answer(payment);
  } catch (error) {
    // No payment, no order: give the stock back at once rather than at expiry.
    const givenBack = new ShownStockChanges();
    await transaction(deps.db, async (tx) => {
      const [order] = await queryRows<{ status: string }>(
        tx,
        sql`SELECT status FROM orders WHERE id = ${prepared.orderId} FOR UPDATE`,
      );
      if (order?.status === "pending_payment") await releaseOrder(tx, prepared.orderId, now, givenBack);
    });
    await catalogueChanged(givenBack.tags());
    throw error;
  }
}

/**
 * An order its gift card pays whole (decision 085): no card payment is made; the order is paid
 * through the one path every payment takes (the card's balance taken, its receipt queued), with
 * an event of its own id. A process that dies before that leaves an unpaid order that expires
 * like any other, the card untouched.
 */
async function payWithGiftCardAlone(
  deps: PrepareCheckoutDeps,
  prepared: PreparedOrder,
  now: Date,
): Promise<PaymentIntentResponse> {
  // The order was written with this payment id (decision 099).
  const paymentId = giftCardPaymentId(prepared.orderId);
  const outcome = await handlePaymentEvent(
    { db: deps.db, logger: deps.logger, now, links: deps.links! },
    { id: `${paymentId}:paid`, provider: "gift_card", type: "payment.succeeded", paymentId },
  );
  if (outcome !== "paid") {
    throw new CheckoutRefusal({ key: "checkout.refusal.giftCardInvalid" });
  }
  return {
    clientSecret: "",
    orderNumber: prepared.orderNumber,
    amount: prepared.totalCents,
    giftCardCents: prepared.giftCardCents,
    paid: true,
  };
}

/**
 * The transaction's steps, in order: each either refuses (CheckoutRefusal: nothing is kept) or
 * leaves the next one what it needs. Locks are taken client first, then this browser's checkout,
 * then the products in id order, so two checkouts never wait on each other in a circle.
 */
async function reserveOrder(
  tx: Database,
  deps: PrepareCheckoutDeps,
  input: PrepareCheckoutInput,
  now: Date,
  shown: ShownStockChanges,
): Promise<PreparedOrder> {
  const step: ReserveStep = {
    tx,
    deps,
    input,
    now,
    shown,
    client: { clientIp: input.clientIp, userId: input.userId, checkoutToken: input.checkoutToken },
    shownName: (product) => inLanguage(input.language, product.name, product.name_es),
  };
  await lockClientAndCheckout(step);
  const wanted = wantedQuantities(input.request);
  const found = await lockWhatTheOrderTouches(step, wanted);
  checkClientMayHoldAnother(step, found.clientOrders);
  const { replaced } = found;
  const products = await releaseReplaced(step, found, wanted);
  const lines = cartLines(step, products, wanted);
  // A replaced order gave stock back: what the client holds elsewhere is read again after it.
  const holds = replaced.length > 0 ? null : found.holds;
  const unitsHeld = await checkFairShare(step, lines, holds);
  const coupon = await heldCoupon(step, priceBreakdown(lines).subtotalCents);
  const { breakdown, extras, giftCard } = await priceOrder(step, lines, coupon);
  const minutes = deps.reservationMinutes ?? holdMinutes(unitsHeld);
  const created = await writeOrder(step, { lines, coupon, breakdown, extras, minutes, giftCard });
  deps.logger.info(
    {
      order: created.number,
      totalCents: breakdown.totalCents,
      replaced: replaced.length,
      holdMinutes: minutes,
    },
    "order prepared",
  );
  return {
    orderId: created.id,
    orderNumber: created.number,
    totalCents: breakdown.totalCents,
    giftCardCents: giftCard?.cents ?? 0,
    replacedPaymentIds: replaced.flatMap((order) =>
      order.payment_intent_id ? [order.payment_intent_id] : [],
    ),
    payment: created.payment,
  };
}

/** What every step of reserveOrder reads. */
interface ReserveStep {
  tx: Database;
  deps: PrepareCheckoutDeps;
  input: PrepareCheckoutInput;
  now: Date;
  /** The stock changes the pages print, for dropping them after the commit (decision 038). */
  shown: ShownStockChanges;
  client: HoldingClient;
  /** A product's name in the shopper's language, for refusals and the order's lines. */
  shownName: (product: LockedProduct) => string;
}

type CartLine = { product: LockedProduct; quantity: number; unitPriceCents: number };
type HeldCoupon = { id: string; code: string; terms: Parameters<typeof priceBreakdown>[1] };

/**
 * The locks, in one statement (decision 099): with limits, the client's (its address's, then its
 * account's: stock hoarding, decision 016), then this browser's checkout (one preparation at a
 * time per browser, so two clicks cannot both keep an order). Taken left to right, in that order
 * always, so two checkouts never wait on each other in a circle; the statements after this one
 * see whatever the preparations they waited for committed.
 */
async function lockClientAndCheckout({ tx, deps, client, input }: ReserveStep): Promise<void> {
  const keys = [...(deps.clientLimits ? clientLockKeys(client) : []), `checkout:${input.checkoutToken}`];
  await namedStatementRows(
    tx,
    "checkout-locks",
    sql`SELECT ${sql.join(
      keys.map((key) => sql`pg_advisory_xact_lock(hashtext(${key}))`),
      sql`, `,
    )}`,
  );
}

interface FoundForOrder {
  /** This browser's unpaid orders, locked: the order being prepared replaces them. */
  replaced: { id: string; payment_intent_id: string | null }[];
  /** The cart's products and those of the replaced orders, locked (in id order). */
  products: Map<string, LockedProduct>;
  /** With limits: the client's other unpaid orders, and what they hold. */
  clientOrders: number | null;
  holds: ClientHolds | null;
}

/**
 * What the order touches, read and locked in one statement (decision 099): this browser's unpaid
 * orders (locked first), then every product of the cart and of those orders (locked in id order,
 * before any stock moves); with limits, the client's other unpaid orders counted and what they
 * hold. Each part reads as the statement it replaces did: after the locks, in one snapshot. The
 * cart's products go in as one array, so the text is the same whatever the cart (one named
 * statement, decision 109), and they are found through the primary key, as are those of the
 * replaced orders.
 */
async function lockWhatTheOrderTouches(
  { tx, deps, input, client, now }: ReserveStep,
  wanted: Map<string, number>,
): Promise<FoundForOrder> {
  const limits = deps.clientLimits;
  const [row] = await namedStatementRows<{
    replaced: FoundForOrder["replaced"];
    products: LockedProduct[];
    client_orders: number | null;
    holds: Parameters<typeof holdsOf>[0] | null;
  }>(
    tx,
    "checkout-order-touches",
    sql`WITH replaced AS MATERIALIZED (
          SELECT id, payment_intent_id FROM orders
          WHERE checkout_token = ${input.checkoutToken} AND status = 'pending_payment' ORDER BY id FOR UPDATE
        ), locked AS MATERIALIZED (
          SELECT id, name, name_es, slug, price_cents, stock_quantity, max_per_order, image_urls, is_active, heat_sensitive
          FROM products
          WHERE id IN (SELECT unnest(${uuidArray(wanted.keys())}::uuid[]) UNION ALL
            SELECT product_id FROM order_lines WHERE order_id IN (SELECT id FROM replaced))
          ORDER BY id FOR UPDATE
        )
        SELECT (SELECT coalesce(json_agg(r ORDER BY r.id), '[]'::json) FROM replaced r) AS replaced,
          (SELECT coalesce(json_agg(p ORDER BY p.id), '[]'::json) FROM locked p) AS products,
          ${limits ? clientOrdersCount(client, now) : sql`NULL::int`} AS client_orders,
          ${limits ? clientHoldsJson(client, now) : sql`NULL::json`} AS holds`,
  );
  return {
    replaced: row!.replaced,
    products: new Map(row!.products.map((product) => [product.id, product])),
    clientOrders: row!.client_orders,
    holds: row!.holds ? holdsOf(row!.holds) : null,
  };
}

/** Stock hoarding (decision 016): no more unpaid orders than the client may hold. */
function checkClientMayHoldAnother({ deps }: ReserveStep, clientOrders: number | null): void {
  const limits = deps.clientLimits;
  if (limits && (clientOrders ?? 0) >= limits.orders) {
    throw new CheckoutRefusal({ key: "checkout.refusal.tooManyPending" }, undefined, 429);
  }
}

/** The quantity asked of each product, its lines added up. */
function wantedQuantities(request: CheckoutRequest): Map<string, number> {
  const wanted = new Map<string, number>();
  for (const line of request.cartItems) {
    wanted.set(line.product_id, (wanted.get(line.product_id) ?? 0) + line.quantity);
  }
  return wanted;
}

/**
 * The browser's earlier unpaid orders give their stock back (their products are locked); the
 * cart's products are read again only then (a sale day's buyer prepares once).
 */
async function releaseReplaced(
  { tx, now, shown }: ReserveStep,
  found: FoundForOrder,
  wanted: Map<string, number>,
): Promise<Map<string, LockedProduct>> {
  if (found.replaced.length === 0) return found.products;
  for (const order of found.replaced) await releaseOrder(tx, order.id, now, shown);
  return lockProducts(tx, [...wanted.keys()]);
}

/** The order's lines at today's prices; refused when a product is withdrawn, over its limit or short. */
function cartLines(
  { input, shownName }: ReserveStep,
  products: Map<string, LockedProduct>,
  wanted: Map<string, number>,
): CartLine[] {
  return [...wanted].map(([productId, quantity]) => {
    const product = products.get(productId);
    if (!product || !product.is_active) {
      const name = input.request.cartItems.find((line) => line.product_id === productId)?.product_name;
      throw new CheckoutRefusal({
        key: "checkout.refusal.unavailable",
        values: { name: name ?? "A product in your cart" },
      });
    }
    // The limit before the stock: a request for 99 learns the limit, not what is left.
    if (quantity > product.max_per_order) {
      throw new CheckoutRefusal({
        key: "checkout.refusal.overLimit",
        values: { name: shownName(product), count: product.max_per_order },
      });
    }
    if (product.stock_quantity < quantity) {
      throw new CheckoutRefusal(
        product.stock_quantity === 0
          ? { key: "checkout.refusal.outOfStock", values: { name: shownName(product) } }
          : {
              key: "checkout.refusal.onlyLeft",
              values: { name: shownName(product), count: product.stock_quantity },
            },
      );
    }
    return { product, quantity, unitPriceCents: product.price_cents };
  });
}

/**
 * What the client holds unpaid once this order is made, refused beyond its fair share
 * (decision 036): the units decide how long the order is held.
 */
async function checkFairShare(
  { tx, deps, client, now, shownName }: ReserveStep,
  lines: CartLine[],
  /** What the client holds, when already read (null: read it now). */
  known: ClientHolds | null,
) {
  let unitsHeld = unitsOf(lines);
  const limits = deps.clientLimits;
  if (!limits) return unitsHeld;
  const holds = known ?? (await clientHolds(tx, client, now));
  const problem = fairShareProblem(lines, holds, limits, shownName);
  if (problem) throw new CheckoutRefusal(problem.message, undefined, problem.status);
  for (const hold of holds.values()) unitsHeld += hold.held;
  return unitsHeld;
}

/** The coupon asked for, checked and locked (its uses are counted); null without one. */
async function heldCoupon(
  { tx, deps, input, client, now }: ReserveStep,
  subtotalCents: number,
): Promise<HeldCoupon | null> {
  const couponInput = input.request.couponCode ?? "";
  if (!normalizeCouponCode(couponInput)) return null;
  const found = await findCoupon(tx, normalizeCouponCode(couponInput), now, { lock: true });
  const check = checkCoupon(couponInput, found.coupon, subtotalCents, now, found.reservedUses);
  if (!check.ok) {
    throw new CheckoutRefusal(
      couponProblemMessage(check.problem, check.problem === "minimum" ? check.minimumOrderCents : undefined),
    );
  }
  // One held use of a limited coupon per client: two addresses no longer hold them all.
  if (
    deps.clientLimits &&
    found.coupon!.usageLimit !== null &&
    (await clientHoldsCoupon(tx, client, found.coupon!.id, now))
  ) {
    throw new CheckoutRefusal({ key: "checkout.refusal.couponHeld", values: { code: check.code } });
  }
  return { id: found.coupon!.id, code: check.code, terms: check.terms };
}

/**
 * The server's total, extras priced here like shipping (insulation only where it is offered,
 * decision 075) and gift cards bought at their amounts (no shipping, no coupon: decision 085);
 * then what a gift card pays of it. Refused when the browser showed another total or a card
 * cannot pay what is left.
 */
async function priceOrder(
  { tx, deps, input, now }: ReserveStep,
  lines: CartLine[],
  coupon: HeldCoupon | null,
) {
  const { request } = input;
  const settings = deps.extras ?? DEFAULT_EXTRAS_SETTINGS;
  const extras = priceExtras(
    settings,
    // Nothing to wrap in an order of gift cards alone: they are e-mailed.
    { giftWrap: Boolean(request.gift?.giftWrap) && shipsSomething(request), insulated: request.insulated },
    extrasOffer(settings, { heatSensitive: lines.some((line) => line.product.heat_sensitive) }, now),
  );
  // The shop's day (decision 095): a buyer's "today" in the evening is still today.
  for (const card of request.giftCards) {
    if (!deliveryDayAllowed(card.deliverOn, now, deps.links?.timeZone))
      throw new CheckoutRefusal({ key: "checkout.refusal.giftCardDate" });
  }
  const cardsCents = request.giftCards.reduce((sum, card) => sum + card.amountCents, 0);
  const candy = orderPrice(lines, coupon?.terms, extras);
  const breakdown = {
    ...candy,
    subtotalCents: candy.subtotalCents + cardsCents,
    totalCents: candy.totalCents + cardsCents,
  };
  if (request.amount !== breakdown.totalCents) {
    throw new CheckoutRefusal({ key: "checkout.refusal.pricesChanged" }, breakdown.totalCents);
  }
  const giftCard = await giftCardPart({ tx, deps, input, now }, breakdown.totalCents, cardsCents);
  if (!giftCard && breakdown.totalCents < MIN_CARD_PAYMENT_CENTS) throw belowCardMinimum();
  return { breakdown, extras, giftCard };
}

/** The gift card asked for: which, and how much of `totalCents` it pays; null without one. */
async function giftCardPart(
  { tx, deps, input, now }: Pick<ReserveStep, "tx" | "deps" | "input" | "now">,
  totalCents: number,
  cardsCents: number,
): Promise<{ id: string; cents: number } | null> {
  const typed = input.request.giftCardCode ?? "";
  if (!normalizeGiftCardCode(typed)) return null;
  if (totalCents - cardsCents <= 0) throw new CheckoutRefusal({ key: "checkout.refusal.giftCardForCards" });
  // Locked: a second checkout with the same card waits here and then sees this order's hold.
  const card = await findSpendableCard(tx, typed, now, { lock: true });
  if (!card) throw new CheckoutRefusal({ key: "checkout.refusal.giftCardInvalid" });
  const available = card.balanceCents - card.heldCents;
  if (available <= 0) throw new CheckoutRefusal({ key: "checkout.refusal.giftCardHeld" });
  const payment = giftCardPayment({
    totalCents,
    giftCardsBoughtCents: cardsCents,
    balanceCents: available,
    minCardCents: MIN_CARD_PAYMENT_CENTS,
  });
  if (!payment) throw belowCardMinimum();
  if (payment.dueCents === 0 && !deps.links)
    throw new CheckoutRefusal({ key: "checkout.refusal.giftCardInvalid" });
  return payment.giftCardCents > 0 ? { id: card.id, cents: payment.giftCardCents } : null;
}

/**
 * What is left to pay by card is under the provider's minimum. Made only when refused: an error
 * records its stack as it is made, a cost every order paid when it was made up front.
 */
const belowCardMinimum = () =>
  new CheckoutRefusal({
    key: "checkout.refusal.belowCardMinimum",
    values: { amount: formatPrice(MIN_CARD_PAYMENT_CENTS) },
  });

type TakenRow = StockAfter & { id: string };

type OrderToWrite = {
  lines: CartLine[];
  coupon: HeldCoupon | null;
  breakdown: ReturnType<typeof orderPrice>;
  extras: ReturnType<typeof priceExtras>;
  minutes: number;
  giftCard: { id: string; cents: number } | null;
};

/**
 * The order `pending_payment`, held `minutes`, with its lines as bought, and its stock taken: one
 * statement (decision 099). The stock of every line is taken by one guarded update (the rows are
 * locked, so it cannot fail; the guard keeps stock ≥ 0 regardless), the order is written with
 * its payment when that needs no call (a gift card paying whole, or a provider that makes its
 * payments locally), and its lines from the order written. A number already taken (1 in 10^11)
 * writes no order and no line: another is drawn, the stock already taken. The gift cards it buys
 * follow in a statement of their own (decision 085).
 */
async function writeOrder(
  step: ReserveStep,
  order: OrderToWrite,
): Promise<{ id: string; number: string; payment: CreatedPayment | null }> {
  const { tx, input, now, shownName } = step;
  const { request } = input;
  const { shipping } = addresses(request.customerInfo, shipsSomething(request));
  const id = randomUUID();
  const lines = [
    ...order.lines.map((line) => ({
      productId: line.product.id as string | null,
      // The name as bought: in the order's language (decision 023).
      productName: shownName(line.product),
      productSlug: line.product.slug,
      imageUrl: line.product.image_urls[0] ?? null,
      unitPriceCents: line.unitPriceCents,
      quantity: line.quantity,
    })),
    // The gift cards it buys (decision 085): a line each, no product (nothing to stock or ship).
    ...request.giftCards.map((card) => ({
      productId: null,
      productName: giftCardLineName(input.language, card.recipientName),
      productSlug: GIFT_CARD_SLUG,
      imageUrl: null,
      unitPriceCents: card.amountCents,
      quantity: 1,
    })),
  ];
  let stockTaken = false;
  for (;;) {
    const number = newOrderNumber();
    const payment = await paymentWrittenWithOrder(step, order, { id, number });
    const takes: CartLine[] = stockTaken ? [] : order.lines;
    const [row] = await orderStatement.rows<{
      taken: TakenRow[];
      created: { id: string; number: string } | null;
    }>(tx, {
      ...stockTakenOf(takes),
      ...orderRow(step, order, { id, number, paymentId: payment?.paymentId ?? null }),
      lines: linesOf(lines),
    });
    if (!stockTaken) {
      heardStockTaken(step, order.lines, row!.taken);
      stockTaken = true;
    }
    if (!row!.created) continue;
    await insertGiftCards(tx, input, now, id, shipping);
    return { ...row!.created, payment: payment?.created ?? null };
  }
}

/** Every line's stock was taken (refused otherwise), and `shown` hears each move. */
function heardStockTaken({ shown, shownName }: ReserveStep, cart: CartLine[], rows: TakenRow[]): void {
  const after = new Map(rows.map((row) => [row.id, row]));
  for (const line of cart) {
    const row = after.get(line.product.id);
    if (!row) {
      throw new CheckoutRefusal({
        key: "checkout.refusal.onlyLeft",
        values: { name: shownName(line.product), count: line.product.stock_quantity },
      });
    }
    shown.moved(line.product.id, moveOf(row, -line.quantity));
  }
}

/**
 * A prepared order's write, built once (decision 109): the stock of every line taken by one
 * guarded update, found through the primary key (the lines' products and quantities as two
 * arrays: none, and nothing is taken), the order's row (nothing for a number already taken), and
 * its lines from the order written, as one JSON array in their order. Its text is the same
 * whatever the cart: one named statement on PostgreSQL.
 */
const orderStatement = preparedStatement("checkout-order", (db) => {
  const quantity = sql`(${sql.placeholder("takeQuantities")}::int[])[array_position(${sql.placeholder("takeIds")}::uuid[], p.id)]`;
  const created = db
    .insert(orders)
    .values(
      Object.fromEntries(ORDER_COLUMNS.map((column) => [column, sql.placeholder(column)])) as Record<
        OrderColumn,
        Placeholder
      >,
    )
    // A number already taken (1 in 10^11): nothing written, another is drawn.
    .onConflictDoNothing({ target: orders.number })
    .returning({ id: orders.id, number: orders.number });
  return sql`WITH taken AS (
      UPDATE products p SET stock_quantity = p.stock_quantity - ${quantity}
      WHERE p.id = ANY(${sql.placeholder("takeIds")}::uuid[]) AND p.stock_quantity >= ${quantity}
      RETURNING p.id, p.stock_quantity, p.max_per_order),
    created AS (${created.getSQL()}),
    lines AS (
      INSERT INTO order_lines (order_id, product_id, product_name, product_slug, image_url, unit_price_cents, quantity)
      SELECT c.id, v.product_id, v.product_name, v.product_slug, v.image_url, v.unit_price_cents, v.quantity
      FROM created c CROSS JOIN json_to_recordset(${sql.placeholder("lines")}::json)
        AS v(product_id uuid, product_name text, product_slug text, image_url text, unit_price_cents int, quantity int))
    SELECT (SELECT coalesce(json_agg(t), '[]'::json) FROM taken t) AS taken,
      (SELECT row_to_json(c) FROM created c) AS created`;
});

/** The stock `lines` take, as the order's statement reads it. */
function stockTakenOf(lines: CartLine[]) {
  return {
    takeIds: uuidArray(lines.map((line) => line.product.id)),
    takeQuantities: integerArray(lines.map((line) => line.quantity)),
  };
}

/** A line as the order keeps it: what was bought, as bought. */
type LineToWrite = Pick<
  OrderLine,
  "productId" | "productName" | "productSlug" | "imageUrl" | "unitPriceCents" | "quantity"
>;

/** The order's lines as the order's statement reads them: one JSON array, in their order. */
function linesOf(lines: LineToWrite[]): string {
  return JSON.stringify(
    lines.map((line) => ({
      product_id: line.productId,
      product_name: line.productName,
      product_slug: line.productSlug,
      image_url: line.imageUrl,
      unit_price_cents: line.unitPriceCents,
      quantity: line.quantity,
    })),
  );
}

/**
 * The payment the order is written with, when it needs no call: a gift card paying the whole
 * (decision 085), or a provider that makes its payments locally (the sandbox); null otherwise
 * (created after the commit).
 */
async function paymentWrittenWithOrder(
  { deps, input }: ReserveStep,
  order: OrderToWrite,
  { id, number }: { id: string; number: string },
): Promise<{ paymentId: string; created: CreatedPayment | null } | null> {
  const dueCents = order.breakdown.totalCents - (order.giftCard?.cents ?? 0);
  if (dueCents === 0) return { paymentId: giftCardPaymentId(id), created: null };
  if (!deps.provider.paymentsMadeLocally) return null;
  const created = await deps.provider.createPayment({
    orderId: id,
    orderNumber: number,
    amountCents: dueCents,
    currency: "usd",
    email: input.request.customerInfo.email,
    idempotencyKey: id,
  });
  return { paymentId: created.paymentId, created };
}

/** The columns a prepared order is written with: every one, always, so that its statement's text never changes. */
const ORDER_COLUMNS = [
  "id",
  "number",
  "status",
  "userId",
  "checkoutToken",
  "clientIp",
  "email",
  "phone",
  "shippingAddress",
  "billingAddress",
  "language",
  "subtotalCents",
  "discountCents",
  "shippingCents",
  "giftWrapCents",
  "insulationCents",
  "totalCents",
  "currency",
  "insulated",
  "isGift",
  "giftRecipientName",
  "giftMessage",
  "giftHidePrices",
  "giftWrapped",
  "couponId",
  "couponCode",
  "giftCardId",
  "giftCardCents",
  "paymentProvider",
  "paymentIntentId",
  "reservedUntil",
  "createdAt",
  "updatedAt",
] as const satisfies readonly (keyof typeof orders.$inferInsert)[];

type OrderColumn = (typeof ORDER_COLUMNS)[number];
type OrderRow = Required<Pick<typeof orders.$inferInsert, OrderColumn>>;

/** The order's row, `pending_payment`, as the order's statement writes it. */
function orderRow(
  { deps, input, now }: ReserveStep,
  order: OrderToWrite,
  row: { id: string; number: string; paymentId: string | null },
): OrderRow {
  const { request } = input;
  const { breakdown, coupon } = order;
  const { shipping, billing } = addresses(request.customerInfo, shipsSomething(request));
  return {
    id: row.id,
    number: row.number,
    status: "pending_payment",
    userId: input.userId,
    checkoutToken: input.checkoutToken,
    clientIp: input.clientIp,
    email: request.customerInfo.email,
    phone: request.customerInfo.phone || null,
    shippingAddress: shipping,
    billingAddress: billing,
    language: input.language,
    subtotalCents: breakdown.subtotalCents,
    discountCents: breakdown.discountCents,
    shippingCents: breakdown.shippingCents,
    giftWrapCents: breakdown.giftWrapCents,
    insulationCents: breakdown.insulationCents,
    totalCents: breakdown.totalCents,
    currency: "usd",
    insulated: order.extras.insulated,
    ...giftColumns(request, shipping),
    couponId: coupon?.id ?? null,
    couponCode: coupon?.code ?? null,
    giftCardId: order.giftCard?.id ?? null,
    giftCardCents: order.giftCard?.cents ?? 0,
    // Paid whole by its gift card: no provider takes part (decision 085).
    paymentProvider: order.giftCard?.cents === breakdown.totalCents ? "gift_card" : deps.provider.name,
    paymentIntentId: row.paymentId,
    reservedUntil: new Date(now.getTime() + order.minutes * 60_000),
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * The gift cards the order buys (decision 085): a card `pending` until the order is paid, when
 * it gets its code (their lines are written with the order's).
 */
async function insertGiftCards(
  tx: Database,
  input: PrepareCheckoutInput,
  now: Date,
  orderId: string,
  shipping: PostalAddress,
): Promise<void> {
  const cards = input.request.giftCards;
  if (cards.length === 0) return;
  await tx.insert(giftCards).values(
    cards.map((card) => ({
      status: "pending" as const,
      initialCents: card.amountCents,
      balanceCents: 0,
      recipientName: card.recipientName,
      recipientEmail: card.recipientEmail,
      senderName: `${shipping.firstName} ${shipping.lastName}`.trim(),
      message: card.message || null,
      language: input.language,
      deliverOn: card.deliverOn,
      orderId,
      source: "purchase",
      createdAt: now,
      updatedAt: now,
    })),
  );
}

/**
 * The gift's columns: the recipient is the shipping name unless one was given. Not a gift: the
 * columns' defaults.
 */
function giftColumns(request: CheckoutRequest, shipping: PostalAddress) {
  const gift = request.gift;
  // Gift options are the parcel's: an order of gift cards alone has none (each card has its message).
  if (!gift || !shipsSomething(request))
    return {
      isGift: false,
      giftRecipientName: null,
      giftMessage: null,
      giftHidePrices: false,
      giftWrapped: false,
    };
  return {
    isGift: true,
    giftRecipientName: gift.recipientName || `${shipping.firstName} ${shipping.lastName}`.trim(),
    giftMessage: gift.message || null,
    giftHidePrices: gift.hidePrices,
    giftWrapped: gift.giftWrap,
  };
}

/**
 * The order's addresses. Nothing to ship (gift cards alone): the buyer's name only, the postal
 * lines blank whatever the request carried — the server decides, not the browser.
 */
function addresses(
  customer: CustomerInfo,
  ships: boolean,
): { shipping: PostalAddress; billing: PostalAddress } {
  const place = ships
    ? customer.shippingAddress
    : { address: "", city: "", state: "", zipCode: "", country: customer.shippingAddress.country };
  const shipping: PostalAddress = {
    firstName: customer.firstName,
    lastName: customer.lastName,
    address: place.address,
    city: place.city,
    state: place.state,
    zipCode: place.zipCode,
    country: place.country,
  };
  const given = customer.billingAddress;
  if (given.sameAsShipping || !given.address) return { shipping, billing: shipping };
  return {
    shipping,
    billing: {
      firstName: given.firstName || customer.firstName,
      lastName: given.lastName || customer.lastName,
      address: given.address,
      city: given.city,
      state: given.state,
      zipCode: given.zipCode,
      country: given.country,
    },
  };
}

async function cancelQuietly(deps: PrepareCheckoutDeps, paymentId: string): Promise<void> {
  try {
    await deps.provider.cancelPayment(paymentId);
  } catch (error) {
    deps.logger.warn({ err: error, paymentId }, "could not cancel a replaced payment");
  }
}

import { sql } from "drizzle-orm";
import { queryRows, type Database } from "~/db/client.server";
import { giftCards, orderLines, orders, type PostalAddress } from "~/db/schema";
import { transaction } from "~/db/transaction.server";
import type { Logger } from "~/lib/logger.server";
import type { Language } from "~/lib/language";
import { catalogueChanged } from "~/modules/catalog/catalogue-changes.server";
import { ShownStockChanges } from "~/modules/catalog/shown-stock-changes";
import { inLanguage } from "~/modules/catalog/localized";
import {
  lockProducts,
  orderQuantities,
  releaseOrder,
  takeStock,
  type LockedProduct,
} from "~/modules/orders/reservations.server";
import { formatPrice } from "~/lib/money";
import { MIN_CARD_PAYMENT_CENTS, type PaymentProvider } from "~/modules/payments/provider";
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
  countClientOrders,
  fairShareProblem,
  lockClient,
  unitsOf,
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
}

/** The payment id of an order its gift card pays whole: there is no provider's payment. */
export const giftCardPaymentId = (orderId: string) => `gift_card_${orderId}`;

/**
 * Prepare Payment (DESIGN section 5): in one transaction, replaces this browser's earlier unpaid
 * order, prices the cart from the database, reserves the stock with guarded updates, holds a
 * coupon use and creates the order `pending_payment`; then creates the provider's payment for
 * the server's total. Throws CheckoutRefusal for a stale amount, a shortage or a refused coupon
 * (nothing is changed then).
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
    return {
      clientSecret: payment.clientSecret,
      orderNumber: prepared.orderNumber,
      amount: prepared.totalCents,
      ...(prepared.giftCardCents > 0 ? { giftCardCents: prepared.giftCardCents } : {}),
    };
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
  const paymentId = giftCardPaymentId(prepared.orderId);
  await deps.db
    .update(orders)
    .set({ paymentIntentId: paymentId, updatedAt: now })
    .where(sql`${orders.id} = ${prepared.orderId}`);
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
  await checkClientMayHoldAnother(step);
  const replaced = await lockCheckoutAndItsUnpaidOrders(step);
  const wanted = wantedQuantities(input.request);
  const products = await lockProductsReleasingReplaced(step, replaced, wanted);
  const lines = cartLines(step, products, wanted);
  const unitsHeld = await checkFairShare(step, lines);
  const coupon = await heldCoupon(step, priceBreakdown(lines).subtotalCents);
  const { breakdown, extras, giftCard } = await priceOrder(step, lines, coupon);
  await takeLinesStock(step, lines);
  const minutes = deps.reservationMinutes ?? holdMinutes(unitsHeld);
  const created = await insertOrder(step, { lines, coupon, breakdown, extras, minutes, giftCard });
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

/** Stock hoarding (decision 016): its lock is taken before the checkout's own. */
async function checkClientMayHoldAnother({ tx, deps, client, now }: ReserveStep): Promise<void> {
  const limits = deps.clientLimits;
  if (!limits) return;
  await lockClient(tx, client);
  if ((await countClientOrders(tx, client, now)) >= limits.orders) {
    throw new CheckoutRefusal({ key: "checkout.refusal.tooManyPending" }, undefined, 429);
  }
}

/** One preparation at a time per browser, so two clicks cannot both keep an order. */
async function lockCheckoutAndItsUnpaidOrders({ tx, input }: ReserveStep) {
  const { checkoutToken } = input;
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`checkout:${checkoutToken}`}))`);
  return queryRows<{ id: string; payment_intent_id: string | null }>(
    tx,
    sql`SELECT id, payment_intent_id FROM orders
        WHERE checkout_token = ${checkoutToken} AND status = 'pending_payment' ORDER BY id FOR UPDATE`,
  );
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
 * Every product this touches is locked first, in id order, before any stock moves; then the
 * browser's earlier unpaid orders give their stock back.
 */
async function lockProductsReleasingReplaced(
  { tx, now, shown }: ReserveStep,
  replaced: { id: string }[],
  wanted: Map<string, number>,
) {
  const released = new Set<string>();
  for (const order of replaced)
    for (const id of (await orderQuantities(tx, order.id)).keys()) released.add(id);
  const locked = await lockProducts(tx, [...new Set([...released, ...wanted.keys()])]);
  for (const order of replaced) await releaseOrder(tx, order.id, now, shown);
  // Read again only when a replaced order gave stock back (a sale day's buyer prepares once).
  return replaced.length > 0 ? await lockProducts(tx, [...wanted.keys()]) : locked;
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
async function checkFairShare({ tx, deps, client, now, shownName }: ReserveStep, lines: CartLine[]) {
  let unitsHeld = unitsOf(lines);
  const limits = deps.clientLimits;
  if (!limits) return unitsHeld;
  const holds = await clientHolds(tx, client, now);
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
  const belowMinimum = new CheckoutRefusal({
    key: "checkout.refusal.belowCardMinimum",
    values: { amount: formatPrice(MIN_CARD_PAYMENT_CENTS) },
  });
  const giftCard = await giftCardPart({ tx, deps, input, now }, breakdown.totalCents, cardsCents);
  if (!giftCard && breakdown.totalCents < MIN_CARD_PAYMENT_CENTS) throw belowMinimum;
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
  if (!payment) {
    throw new CheckoutRefusal({
      key: "checkout.refusal.belowCardMinimum",
      values: { amount: formatPrice(MIN_CARD_PAYMENT_CENTS) },
    });
  }
  if (payment.dueCents === 0 && !deps.links)
    throw new CheckoutRefusal({ key: "checkout.refusal.giftCardInvalid" });
  return payment.giftCardCents > 0 ? { id: card.id, cents: payment.giftCardCents } : null;
}

async function takeLinesStock({ tx, shown, shownName }: ReserveStep, lines: CartLine[]): Promise<void> {
  for (const line of lines) {
    // The rows are locked, so this cannot fail; the guard keeps stock ≥ 0 regardless.
    if (!(await takeStock(tx, line.product.id, line.quantity, shown))) {
      throw new CheckoutRefusal({
        key: "checkout.refusal.onlyLeft",
        values: { name: shownName(line.product), count: line.product.stock_quantity },
      });
    }
  }
}

/** The order `pending_payment`, held `minutes`, and its lines as bought. */
async function insertOrder(
  { tx, deps, input, now, shownName }: ReserveStep,
  order: {
    lines: CartLine[];
    coupon: HeldCoupon | null;
    breakdown: ReturnType<typeof orderPrice>;
    extras: ReturnType<typeof priceExtras>;
    minutes: number;
    giftCard: { id: string; cents: number } | null;
  },
): Promise<{ id: string; number: string }> {
  const { request } = input;
  const { breakdown, coupon } = order;
  const { shipping, billing } = addresses(request.customerInfo, shipsSomething(request));
  let created: { id: string; number: string } | undefined;
  while (!created) {
    [created] = await tx
      .insert(orders)
      .values({
        number: newOrderNumber(),
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
        reservedUntil: new Date(now.getTime() + order.minutes * 60_000),
        createdAt: now,
        updatedAt: now,
      })
      // A number already taken (1 in 10^11): draw another.
      .onConflictDoNothing({ target: orders.number })
      .returning({ id: orders.id, number: orders.number });
  }
  const orderId = created.id;
  if (order.lines.length > 0)
    await tx.insert(orderLines).values(
      order.lines.map((line) => ({
        orderId,
        productId: line.product.id,
        // The name as bought: in the order's language (decision 023).
        productName: shownName(line.product),
        productSlug: line.product.slug,
        imageUrl: line.product.image_urls[0] ?? null,
        unitPriceCents: line.unitPriceCents,
        quantity: line.quantity,
      })),
    );
  await insertGiftCards(tx, input, now, orderId, shipping);
  return created;
}

/**
 * The gift cards the order buys (decision 085): a line each (no product: nothing to stock or
 * ship) and a card `pending` until the order is paid, when it gets its code.
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
  await tx.insert(orderLines).values(
    cards.map((card) => ({
      orderId,
      productId: null,
      productName: giftCardLineName(input.language, card.recipientName),
      productSlug: GIFT_CARD_SLUG,
      imageUrl: null,
      unitPriceCents: card.amountCents,
      quantity: 1,
    })),
  );
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

/** The gift's columns: the recipient is the shipping name unless one was given. */
function giftColumns(request: CheckoutRequest, shipping: PostalAddress) {
  const gift = request.gift;
  // Gift options are the parcel's: an order of gift cards alone has none (each card has its message).
  if (!gift || !shipsSomething(request)) return { isGift: false };
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

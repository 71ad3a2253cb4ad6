import { createHash, randomBytes } from "node:crypto";
import { and, asc, desc, eq, inArray, ne, sql } from "drizzle-orm";
import { queryRows, type Database } from "~/db/client.server";
import { transaction } from "~/db/transaction.server";
import {
  orderLines,
  orders,
  orderStatusChanges,
  returnRequestLines,
  returnRequests,
  stockMovements,
  type Order,
  type ReturnReason,
  type ReturnRequest,
  type ReturnResolution,
  type ReturnStatus,
} from "~/db/schema";
import type { Logger } from "~/lib/logger.server";
import { recordAudit, type AuditActor } from "~/modules/admin/audit.server";
import { refundAtProvider } from "~/modules/admin/orders/transition.server";
import { catalogueChanged } from "~/modules/catalog/catalogue-changes.server";
import { ShownStockChanges } from "~/modules/catalog/shown-stock-changes";
import { newOrderNumber } from "~/modules/checkout/order-number.server";
import { queueEmail } from "~/modules/mail/outbox.server";
import { orderLink, type OrderLinkSettings } from "~/modules/orders/order-links.server";
import { putBackStock } from "~/modules/orders/refunds.server";
import { lockProducts, takeStock } from "~/modules/orders/reservations.server";
import { recordStatusChange } from "~/modules/orders/status-changes.server";
import type { PaymentProvider } from "~/modules/payments/provider";
import { databaseFileStorage } from "~/modules/storage/file-storage.server";
import { checkImageUpload, drawImage } from "~/modules/storage/image-uploads.server";
import { returnEmail, type ReturnStep } from "./return-emails";
import type { ReturnErrors, ReturnFormData } from "./return-form";
import {
  canReplace,
  isReplacementOrder,
  needsItemBack,
  reasonsFor,
  refundsToCard,
  RETURN_PHOTO_PREFIX,
  returnAmountCents,
  returnDeadline,
  withinReturnWindow,
} from "./return-rules";
import type { StoreCredit } from "./store-credit";

/**
 * Returns and claims (issue 30, item 1; decisions 090–092). A buyer asks, within 30 days of the
 * shipment, to return chosen quantities of an order's lines; an admin refunds to the card, gives
 * store credit, sends a replacement (a new order at no charge) or refuses. A change of mind needs
 * the item back first. Every step is audited and e-mailed to the buyer in the order's language.
 */

export interface ReturnsDeps {
  db: Database;
  logger: Logger;
  /** Gives a part of the payment back (a refund to the card). */
  provider: PaymentProvider;
  /** For the e-mails' order link. */
  links: OrderLinkSettings;
  /** Gift cards in the running shop (decision 092); without one, store credit is a card refund. */
  storeCredit: StoreCredit | null;
  now?: Date;
}

/** A photo is drawn at most this wide and high (WebP, metadata such as GPS left behind). */
const PHOTO_SIZE = 1600;

const statusOpenToReturns = (status: Order["status"]) => status === "shipped" || status === "delivered";

/** When the order was shipped (its first step to shipped), or null. */
export async function shippedAtOf(db: Database, orderId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: orderStatusChanges.createdAt })
    .from(orderStatusChanges)
    .where(and(eq(orderStatusChanges.orderId, orderId), eq(orderStatusChanges.toStatus, "shipped")))
    .orderBy(asc(orderStatusChanges.createdAt))
    .limit(1);
  return row?.at ?? null;
}

/** Per order line: how many are in requests that hold them (all but refused), `except` one request. */
async function heldQuantities(db: Database, orderId: string, except?: string): Promise<Map<string, number>> {
  const rows = await db
    .select({
      lineId: returnRequestLines.orderLineId,
      quantity: sql<number>`sum(${returnRequestLines.quantity})::int`,
    })
    .from(returnRequestLines)
    .innerJoin(returnRequests, eq(returnRequests.id, returnRequestLines.returnId))
    .where(
      and(
        eq(returnRequests.orderId, orderId),
        ne(returnRequests.status, "refused"),
        except ? ne(returnRequests.id, except) : undefined,
      ),
    )
    .groupBy(returnRequestLines.orderLineId);
  return new Map(rows.map((row) => [row.lineId, Number(row.quantity)]));
}

export interface ReturnLineChoice {
  orderLineId: string;
  productName: string;
  imageUrl: string | null;
  unitPriceCents: number;
  bought: number;
  /** What may still be asked for: bought less what open, approved or completed requests hold. */
  available: number;
}

export interface BuyerReturnView {
  id: string;
  status: ReturnStatus;
  reason: ReturnReason;
  resolution: ReturnResolution | null;
  amountCents: number | null;
  refusalReason: string | null;
  replacementNumber: string | null;
  createdAt: string;
  lines: { productName: string; quantity: number }[];
}

/** What the buyer's order pages show of returns: their requests, and whether they may ask. */
export interface BuyerReturns {
  /** The window's end (ISO), once shipped. */
  deadline: string | null;
  /** The window is open and something is left to ask for. */
  canAsk: boolean;
  requests: BuyerReturnView[];
}

/**
 * The order's lines as the return form offers them, the window, and the reasons it allows (a
 * replacement's: a fault only, decision 096).
 */
export async function returnChoices(
  db: Database,
  order: Pick<Order, "id" | "status" | "paymentProvider">,
  now = new Date(),
): Promise<{
  lines: ReturnLineChoice[];
  deadline: string | null;
  open: boolean;
  replacement: boolean;
  reasons: readonly ReturnReason[];
}> {
  const [lines, held, shippedAt] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.productName)),
    heldQuantities(db, order.id),
    shippedAtOf(db, order.id),
  ]);
  const choices = lines.map((line) => ({
    orderLineId: line.id,
    productName: line.productName,
    imageUrl: line.imageUrl,
    unitPriceCents: line.unitPriceCents,
    bought: line.quantity,
    available: Math.max(0, line.quantity - (held.get(line.id) ?? 0)),
  }));
  const replacement = isReplacementOrder(order);
  return {
    lines: choices,
    deadline: returnDeadline(shippedAt)?.toISOString() ?? null,
    open: statusOpenToReturns(order.status) && withinReturnWindow(shippedAt, now),
    replacement,
    reasons: reasonsFor({ replacement }),
  };
}

/** The buyer's view of an order's returns. */
export async function buyerReturns(
  db: Database,
  order: Pick<Order, "id" | "status" | "paymentProvider">,
  now = new Date(),
): Promise<BuyerReturns> {
  const [choices, requests] = await Promise.all([returnChoices(db, order, now), requestsOf(db, order.id)]);
  return {
    deadline: choices.deadline,
    canAsk: choices.open && choices.lines.some((line) => line.available > 0),
    requests: requests.map((request) => ({
      id: request.id,
      status: request.status,
      reason: request.reason,
      resolution: request.resolution,
      amountCents: request.amountCents,
      refusalReason: request.refusalReason,
      replacementNumber: request.replacementNumber,
      createdAt: request.createdAt.toISOString(),
      lines: request.lines,
    })),
  };
}

async function requestsOf(db: Database, orderId: string) {
  const requests = await db
    .select({ request: returnRequests, replacementNumber: orders.number })
    .from(returnRequests)
    .leftJoin(orders, eq(orders.id, returnRequests.replacementOrderId))
    .where(eq(returnRequests.orderId, orderId))
    .orderBy(desc(returnRequests.createdAt));
  const lines = await requestLines(
    db,
    requests.map(({ request }) => request.id),
  );
  return requests.map(({ request, replacementNumber }) => ({
    ...request,
    replacementNumber,
    lines: (lines.get(request.id) ?? []).map(({ productName, quantity }) => ({ productName, quantity })),
  }));
}

interface RequestLineRow {
  returnId: string;
  orderLineId: string;
  productId: string | null;
  productName: string;
  productSlug: string;
  imageUrl: string | null;
  unitPriceCents: number;
  bought: number;
  quantity: number;
}

async function requestLines(db: Database, ids: string[]): Promise<Map<string, RequestLineRow[]>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      returnId: returnRequestLines.returnId,
      orderLineId: returnRequestLines.orderLineId,
      productId: orderLines.productId,
      productName: orderLines.productName,
      productSlug: orderLines.productSlug,
      imageUrl: orderLines.imageUrl,
      unitPriceCents: orderLines.unitPriceCents,
      bought: orderLines.quantity,
      quantity: returnRequestLines.quantity,
    })
    .from(returnRequestLines)
    .innerJoin(orderLines, eq(orderLines.id, returnRequestLines.orderLineId))
    .where(inArray(returnRequestLines.returnId, ids))
    .orderBy(asc(orderLines.productName));
  const byRequest = new Map<string, RequestLineRow[]>();
  for (const row of rows) byRequest.set(row.returnId, [...(byRequest.get(row.returnId) ?? []), row]);
  return byRequest;
}

export type AskOutcome =
  | { status: "created"; id: string }
  /** Not shipped, or shipped more than 30 days ago. */
  | { status: "closed" }
  | { status: "invalid"; errors: ReturnErrors };

/**
 * The buyer's request for `order` (its owner was checked by the caller). The photos are checked
 * and drawn first (as the admin's image uploads are); then, with the order locked, the quantities
 * asked for are checked against what other requests hold, so two requests at once never ask for
 * the same unit twice.
 */
export async function askForReturn(
  deps: Pick<ReturnsDeps, "db" | "logger" | "links" | "now">,
  order: Order,
  buyer: { userId: string | null },
  input: ReturnFormData,
): Promise<AskOutcome> {
  const now = deps.now ?? new Date();
  if (!statusOpenToReturns(order.status) || !withinReturnWindow(await shippedAtOf(deps.db, order.id), now))
    return { status: "closed" };
  if (!reasonsFor({ replacement: isReplacementOrder(order) }).includes(input.reason))
    return { status: "invalid", errors: { reason: "reasonNotOffered" } };

  const photos: Buffer[] = [];
  for (const upload of input.photos) {
    const checked = await checkImageUpload(upload);
    if ("problem" in checked) return { status: "invalid", errors: { photos: photoProblem(checked.problem) } };
    const drawn = await drawImage(checked.image, (image) =>
      image.resize(PHOTO_SIZE, PHOTO_SIZE, { fit: "inside", withoutEnlargement: true }).webp({ quality: 80 }),
    );
    if (!drawn) return { status: "invalid", errors: { photos: "photosUnreadable" } };
    photos.push(drawn);
  }

  return transaction(deps.db, async (tx): Promise<AskOutcome> => {
    await tx.execute(sql`SELECT id FROM orders WHERE id = ${order.id} FOR UPDATE`);
    const [bought, held] = await Promise.all([
      tx
        .select({ id: orderLines.id, quantity: orderLines.quantity })
        .from(orderLines)
        .where(eq(orderLines.orderId, order.id)),
      heldQuantities(tx, order.id),
    ]);
    const boughtOf = new Map(bought.map((line) => [line.id, line.quantity]));
    const fits = input.lines.every(
      ({ orderLineId, quantity }) =>
        boughtOf.has(orderLineId) && quantity <= boughtOf.get(orderLineId)! - (held.get(orderLineId) ?? 0),
    );
    if (!fits) return { status: "invalid", errors: { lines: "linesTooMany" } };

    const [request] = await tx
      .insert(returnRequests)
      .values({ orderId: order.id, reason: input.reason, note: input.note, createdAt: now })
      .returning();
    const id = request!.id;
    await tx
      .insert(returnRequestLines)
      .values(
        input.lines.map((line) => ({ returnId: id, orderLineId: line.orderLineId, quantity: line.quantity })),
      );
    const storage = databaseFileStorage(tx);
    const keys: string[] = [];
    for (const photo of photos) {
      const hash = createHash("sha256").update(photo).digest("hex").slice(0, 16);
      const key = `${RETURN_PHOTO_PREFIX}${id}/${keys.length + 1}-${hash}.webp`;
      await storage.put(key, { contentType: "image/webp", data: photo });
      keys.push(key);
    }
    if (keys.length > 0)
      await tx.update(returnRequests).set({ photoKeys: keys }).where(eq(returnRequests.id, id));
    await recordAudit(
      tx,
      { id: buyer.userId, email: order.email },
      {
        action: "return.request",
        entityType: "return",
        entityId: id,
        before: null,
        after: {
          order: order.number,
          reason: input.reason,
          lines: input.lines,
          photos: keys.length,
          note: input.note,
        },
      },
    );
    await queueEmail(
      tx,
      deps.logger,
      returnEmail(order, id, { step: "requested", reason: input.reason }, orderLink(deps.links, order)),
    );
    return { status: "created", id };
  });
}

const photoProblem = (problem: "missing" | "tooLarge" | "wrongType" | "unreadable") =>
  problem === "tooLarge"
    ? "photosTooLarge"
    : problem === "wrongType"
      ? "photosWrongType"
      : "photosUnreadable";

// ——— The admin's side ———

export type ReturnListFilter = "open" | "all" | ReturnStatus;

export interface AdminReturnRow {
  id: string;
  orderNumber: string;
  email: string;
  reason: ReturnReason;
  status: ReturnStatus;
  resolution: ReturnResolution | null;
  items: number;
  photos: number;
  createdAt: string;
}

/** The queue: open requests (oldest first, the next to decide on top) or all of them (newest first). */
export async function listReturns(db: Database, filter: ReturnListFilter): Promise<AdminReturnRow[]> {
  const where =
    filter === "all"
      ? undefined
      : filter === "open"
        ? inArray(returnRequests.status, ["requested", "awaiting_item"])
        : eq(returnRequests.status, filter);
  const rows = await db
    .select({
      id: returnRequests.id,
      orderNumber: orders.number,
      email: orders.email,
      reason: returnRequests.reason,
      status: returnRequests.status,
      resolution: returnRequests.resolution,
      photos: sql<number>`cardinality(${returnRequests.photoKeys})`,
      items: sql<number>`(SELECT coalesce(sum(quantity), 0)::int FROM return_request_lines WHERE return_id = ${returnRequests.id})`,
      createdAt: returnRequests.createdAt,
    })
    .from(returnRequests)
    .innerJoin(orders, eq(orders.id, returnRequests.orderId))
    .where(where)
    .orderBy(filter === "open" ? asc(returnRequests.createdAt) : desc(returnRequests.createdAt))
    .limit(200);
  return rows.map((row) => ({
    ...row,
    items: Number(row.items),
    photos: Number(row.photos),
    createdAt: row.createdAt.toISOString(),
  }));
}

export interface AdminReturnDetail {
  id: string;
  status: ReturnStatus;
  reason: ReturnReason;
  note: string | null;
  photos: number;
  resolution: ReturnResolution | null;
  /** The amount decided, or what a refund or credit would be now. */
  amountCents: number;
  providerRefundId: string | null;
  creditLast4: string | null;
  replacementNumber: string | null;
  refusalReason: string | null;
  resellable: boolean | null;
  needsItemBack: boolean;
  canReplace: boolean;
  /** Whether the money may go back to the card: not for a replacement (decision 096). */
  cardRefund: boolean;
  /** For a replacement: the order that was paid, whose prices and payment bound its credit. */
  paidOrder: { number: string; couponCode: string | null; discountCents: number } | null;
  createdAt: string;
  decidedAt: string | null;
  receivedAt: string | null;
  completedAt: string | null;
  order: {
    number: string;
    email: string;
    status: Order["status"];
    language: string;
    subtotalCents: number;
    discountCents: number;
    couponCode: string | null;
    shippingCents: number;
    totalCents: number;
    shippedAt: string | null;
  };
  lines: {
    productName: string;
    productSlug: string;
    imageUrl: string | null;
    unitPriceCents: number;
    bought: number;
    quantity: number;
  }[];
}

/** One request with its order and lines, for the admin's page. */
export async function adminReturnDetail(db: Database, id: string): Promise<AdminReturnDetail | null> {
  const found = await requestWithOrder(db, id);
  if (!found) return null;
  const { request, order } = found;
  const replacementOrder = isReplacementOrder(order);
  const [lines, shippedAt, amount, replacement, paidOrder] = await Promise.all([
    requestLines(db, [id]).then((byRequest) => byRequest.get(id) ?? []),
    shippedAtOf(db, order.id),
    request.amountCents ?? proposedAmount(db, order, id),
    request.replacementOrderId
      ? db
          .select({ number: orders.number })
          .from(orders)
          .where(eq(orders.id, request.replacementOrderId))
          .then((rows) => rows[0]?.number ?? null)
      : null,
    replacementOrder
      ? paidOrderOf(db, order).then(({ paid }) =>
          paid.id === order.id
            ? null
            : { number: paid.number, couponCode: paid.couponCode, discountCents: paid.discountCents },
        )
      : null,
  ]);
  return {
    id,
    status: request.status,
    reason: request.reason,
    note: request.note,
    photos: request.photoKeys.length,
    resolution: request.resolution,
    amountCents: amount,
    providerRefundId: request.providerRefundId,
    creditLast4: request.creditLast4,
    replacementNumber: replacement,
    refusalReason: request.refusalReason,
    resellable: request.resellable,
    needsItemBack: needsItemBack(request.reason),
    canReplace: canReplace(request.reason),
    cardRefund: refundsToCard({ replacement: replacementOrder }),
    paidOrder,
    createdAt: request.createdAt.toISOString(),
    decidedAt: request.decidedAt?.toISOString() ?? null,
    receivedAt: request.receivedAt?.toISOString() ?? null,
    completedAt: request.completedAt?.toISOString() ?? null,
    order: {
      number: order.number,
      email: order.email,
      status: order.status,
      language: order.language,
      subtotalCents: order.subtotalCents,
      discountCents: order.discountCents,
      couponCode: order.couponCode,
      shippingCents: order.shippingCents,
      totalCents: order.totalCents,
      shippedAt: shippedAt?.toISOString() ?? null,
    },
    lines: lines.map(({ productName, productSlug, imageUrl, unitPriceCents, bought, quantity }) => ({
      productName,
      productSlug,
      imageUrl,
      unitPriceCents,
      bought,
      quantity,
    })),
  };
}

async function requestWithOrder(db: Database, id: string) {
  const [row] = await db
    .select({ request: returnRequests, order: orders })
    .from(returnRequests)
    .innerJoin(orders, eq(orders.id, returnRequests.orderId))
    .where(eq(returnRequests.id, id));
  return row ?? null;
}

/**
 * What request `id` would give back (decisions 091 and 096): its lines less their coupon share,
 * within what the order's earlier refunds and credits left. For a replacement (nothing paid), the
 * lines are priced as the order it replaces paid for them, and the limit is that order's payment
 * less what any request of its family (it and its replacements) already gave back.
 */
async function proposedAmount(db: Database, order: Order, id: string): Promise<number> {
  const { paid, family } = await paidOrderOf(db, order);
  const [lines, given] = await Promise.all([
    requestLines(db, [id]).then((byRequest) => byRequest.get(id) ?? []),
    queryRows<{ cents: number }>(
      db,
      sql`SELECT coalesce(sum(amount_cents), 0)::int AS cents FROM return_requests
          WHERE order_id IN (${sql.join(
            family.map((each) => sql`${each}`),
            sql`, `,
          )}) AND id <> ${id} AND resolution IN ('refund', 'store_credit')
            AND status IN ('awaiting_item', 'completed')`,
    ),
  ]);
  const priced = paid.id === order.id ? lines : await pricedAsPaid(db, paid.id, lines);
  return returnAmountCents(paid, priced, Number(given[0]?.cents ?? 0));
}

/**
 * The order that was paid for `order`: itself, or for a replacement the order it replaces
 * (through replacements of replacements); and that order's family — it and every replacement
 * sent for it, at any depth — whose returns all draw on its one payment (decision 096).
 */
export async function paidOrderOf(db: Database, order: Order): Promise<{ paid: Order; family: string[] }> {
  let paid = order;
  for (let hops = 0; isReplacementOrder(paid) && hops < 50; hops++) {
    const [parent] = await db
      .select({ order: orders })
      .from(returnRequests)
      .innerJoin(orders, eq(orders.id, returnRequests.orderId))
      .where(eq(returnRequests.replacementOrderId, paid.id));
    if (!parent) break;
    paid = parent.order;
  }
  const family = await queryRows<{ id: string }>(
    db,
    sql`WITH RECURSIVE family(id) AS (
          SELECT ${paid.id}::uuid
          UNION
          SELECT r.replacement_order_id FROM return_requests r JOIN family f ON r.order_id = f.id
           WHERE r.replacement_order_id IS NOT NULL)
        SELECT id FROM family`,
  );
  return { paid, family: family.map((row) => row.id) };
}

/**
 * A replacement's lines at the price the paid order's line of the same product had (the lowest,
 * when it was on two lines; nothing found: nothing to give back).
 */
async function pricedAsPaid<T extends { productId: string | null; productName: string; quantity: number }>(
  db: Database,
  paidOrderId: string,
  lines: readonly T[],
): Promise<(T & { unitPriceCents: number })[]> {
  const bought = await db
    .select({
      productId: orderLines.productId,
      productName: orderLines.productName,
      unitPriceCents: orderLines.unitPriceCents,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, paidOrderId));
  return lines.map((line) => {
    const prices = bought
      .filter((each) =>
        line.productId ? each.productId === line.productId : each.productName === line.productName,
      )
      .map((each) => each.unitPriceCents);
    return { ...line, unitPriceCents: prices.length > 0 ? Math.min(...prices) : 0 };
  });
}

/** The photo `index` (1-based) of request `id`, for the admin only. */
export async function returnPhoto(db: Database, id: string, index: number) {
  const [request] = await db
    .select({ keys: returnRequests.photoKeys })
    .from(returnRequests)
    .where(eq(returnRequests.id, id));
  const key = request?.keys[index - 1];
  return key ? databaseFileStorage(db).get(key) : null;
}

export type Decision =
  { kind: "refund" | "store_credit" | "replacement" } | { kind: "refuse"; refusalReason: string };

export type DecisionOutcome =
  | { status: "changed"; to: ReturnStatus; resolution: ReturnResolution | null }
  | { status: "not-found" }
  /** Not in the status the decision needs (another admin decided first). */
  | { status: "stale"; current: ReturnStatus }
  /** A replacement for a change of mind. */
  | { status: "not-allowed" }
  /** Money to the card for a replacement, which was paid nothing (decision 096). */
  | { status: "not-paid" }
  | { status: "refund-failed" }
  /** A replacement's products are not in stock (or no longer exist): nothing changed. */
  | { status: "out-of-stock"; products: string[] };

type Admin = AuditActor & { id: string };

/** The admin's decision on a request waiting for one. */
export async function decideReturn(
  deps: ReturnsDeps,
  admin: Admin,
  id: string,
  decision: Decision,
): Promise<DecisionOutcome> {
  const found = await requestWithOrder(deps.db, id);
  if (!found) return { status: "not-found" };
  const { request, order } = found;
  if (request.status !== "requested") return { status: "stale", current: request.status };
  const now = deps.now ?? new Date();
  const link = orderLink(deps.links, order);

  if (decision.kind === "refuse") {
    return transaction(deps.db, async (tx): Promise<DecisionOutcome> => {
      const [moved] = await tx
        .update(returnRequests)
        .set({
          status: "refused",
          refusalReason: decision.refusalReason,
          decidedBy: admin.id,
          decidedAt: now,
        })
        .where(and(eq(returnRequests.id, id), eq(returnRequests.status, "requested")))
        .returning();
      if (!moved) return stale(tx, id);
      await recordAudit(tx, admin, {
        action: "return.refuse",
        entityType: "return",
        entityId: id,
        before: { status: "requested" },
        after: { status: "refused", refusalReason: decision.refusalReason },
      });
      await queueEmail(
        tx,
        deps.logger,
        returnEmail(order, id, { step: "refused", refusalReason: decision.refusalReason }, link),
      );
      return { status: "changed", to: "refused", resolution: null };
    });
  }

  if (decision.kind === "replacement") {
    if (!canReplace(request.reason)) return { status: "not-allowed" };
    return replace(deps, admin, request, order, now);
  }

  // Store credit only when there is a provider of it; otherwise the card gets the money back —
  // but a replacement was paid nothing: its money goes back as store credit or not at all (096).
  const resolution: ReturnResolution =
    decision.kind === "store_credit" && deps.storeCredit ? "store_credit" : "refund";
  if (resolution === "refund" && !refundsToCard({ replacement: isReplacementOrder(order) }))
    return { status: "not-paid" };
  if (needsItemBack(request.reason)) {
    return transaction(deps.db, async (tx): Promise<DecisionOutcome> => {
      const amountCents = await proposedAmount(tx, order, id);
      const [moved] = await tx
        .update(returnRequests)
        .set({ status: "awaiting_item", resolution, amountCents, decidedBy: admin.id, decidedAt: now })
        .where(and(eq(returnRequests.id, id), eq(returnRequests.status, "requested")))
        .returning();
      if (!moved) return stale(tx, id);
      await recordAudit(tx, admin, {
        action: "return.approve",
        entityType: "return",
        entityId: id,
        before: { status: "requested" },
        after: { status: "awaiting_item", resolution, amountCents },
      });
      await queueEmail(tx, deps.logger, returnEmail(order, id, { step: "awaitingItem", amountCents }, link));
      return { status: "changed", to: "awaiting_item", resolution };
    });
  }
  return giveBack(deps, admin, request, order, { from: "requested", resolution, now });
}

/** The item of a change of mind came back: its stock returns if it can be sold again, then the money goes back. */
export async function receiveReturn(
  deps: ReturnsDeps,
  admin: Admin,
  id: string,
  resellable: boolean,
): Promise<DecisionOutcome> {
  const found = await requestWithOrder(deps.db, id);
  if (!found) return { status: "not-found" };
  const { request, order } = found;
  if (request.status !== "awaiting_item") return { status: "stale", current: request.status };
  const resolution: ReturnResolution =
    request.resolution === "store_credit" && deps.storeCredit ? "store_credit" : "refund";
  if (resolution === "refund" && !refundsToCard({ replacement: isReplacementOrder(order) }))
    return { status: "not-paid" };
  return giveBack(deps, admin, request, order, {
    from: "awaiting_item",
    resolution,
    now: deps.now ?? new Date(),
    received: { resellable },
  });
}

/**
 * The money goes back: a partial refund at the provider first, outside any transaction (no lock
 * across a network call), keyed by the request (`return:<id>`: a repeat or a race of two admins is
 * one refund); or store credit issued inside the transaction. Then one conditional update
 * completes the request, with the stock back for a resellable item received.
 */
async function giveBack(
  deps: ReturnsDeps,
  admin: Admin,
  request: ReturnRequest,
  order: Order,
  step: {
    from: "requested" | "awaiting_item";
    resolution: ReturnResolution;
    now: Date;
    received?: { resellable: boolean };
  },
): Promise<DecisionOutcome> {
  const amountCents = request.amountCents ?? (await proposedAmount(deps.db, order, request.id));
  let refundId: string | null = null;
  if (step.resolution === "refund" && amountCents > 0) {
    refundId = await refundAtProvider(deps, order, { amountCents, idempotencyKey: `return:${request.id}` });
    if (!refundId) return { status: "refund-failed" };
  }
  const shown = new ShownStockChanges();
  const outcome = await transaction(deps.db, async (tx): Promise<DecisionOutcome> => {
    const [locked] = await tx
      .select({ status: returnRequests.status })
      .from(returnRequests)
      .where(eq(returnRequests.id, request.id))
      .for("update");
    if (locked?.status !== step.from) return stale(tx, request.id);
    const creditCode =
      step.resolution === "store_credit" && deps.storeCredit
        ? await deps.storeCredit.issue(tx, {
            amountCents,
            email: order.email,
            language: order.language,
            orderId: order.id,
          })
        : null;
    if (step.received?.resellable) await restock(tx, request.id, order, admin.id, shown);
    await tx
      .update(returnRequests)
      .set({
        status: "completed",
        resolution: step.resolution,
        amountCents,
        providerRefundId: refundId,
        creditLast4: creditCode?.slice(-4) ?? null,
        completedAt: step.now,
        ...(step.from === "requested" ? { decidedBy: admin.id, decidedAt: step.now } : {}),
        ...(step.received ? { receivedAt: step.now, resellable: step.received.resellable } : {}),
      })
      .where(eq(returnRequests.id, request.id));
    await recordAudit(tx, admin, {
      action: step.received ? "return.receive" : "return.approve",
      entityType: "return",
      entityId: request.id,
      before: { status: step.from },
      after: {
        status: "completed",
        resolution: step.resolution,
        amountCents,
        ...(refundId ? { providerRefundId: refundId } : {}),
        ...(creditCode ? { creditLast4: creditCode.slice(-4) } : {}),
        ...(step.received ? { resellable: step.received.resellable } : {}),
      },
    });
    const email: ReturnStep = {
      step: "completed",
      resolution: step.resolution,
      amountCents,
      ...(creditCode ? { code: creditCode } : {}),
    };
    await queueEmail(tx, deps.logger, returnEmail(order, request.id, email, orderLink(deps.links, order)));
    return { status: "changed", to: "completed", resolution: step.resolution };
  });
  if (outcome.status === "changed") await catalogueChanged(shown.tags());
  else if (refundId)
    deps.logger.error(
      { order: order.number, return: request.id, refundId },
      "return refunded, but the request had moved",
    );
  return outcome;
}

/** The returned units back on the shelf, one ledger row per product (locked in id order). */
async function restock(
  tx: Database,
  returnId: string,
  order: Order,
  actorId: string,
  shown: ShownStockChanges,
) {
  const lines = (await requestLines(tx, [returnId])).get(returnId) ?? [];
  const quantities = new Map<string, number>();
  for (const line of lines)
    if (line.productId) quantities.set(line.productId, (quantities.get(line.productId) ?? 0) + line.quantity);
  await putBackStock(tx, quantities, {
    reason: "returned",
    note: order.number,
    orderId: order.id,
    actorId,
    shown,
  });
}

/**
 * A replacement: a new order at no charge (paid, its lines at 0), to the same address, its stock
 * taken with a ledger row, in the transaction that completes the request. Short of stock, nothing
 * changes and the admin hears which products.
 */
async function replace(
  deps: ReturnsDeps,
  admin: Admin,
  request: ReturnRequest,
  order: Order,
  now: Date,
): Promise<DecisionOutcome> {
  const shown = new ShownStockChanges();
  const outcome = await transaction(deps.db, async (tx): Promise<DecisionOutcome> => {
    const [locked] = await tx
      .select({ status: returnRequests.status })
      .from(returnRequests)
      .where(eq(returnRequests.id, request.id))
      .for("update");
    if (locked?.status !== "requested") return stale(tx, request.id);
    const lines = (await requestLines(tx, [request.id])).get(request.id) ?? [];
    const quantities = new Map<string, number>();
    for (const line of lines)
      if (line.productId)
        quantities.set(line.productId, (quantities.get(line.productId) ?? 0) + line.quantity);
    const products = await lockProducts(tx, [...quantities.keys()]);
    const short = lines
      .filter((line) => {
        const product = line.productId ? products.get(line.productId) : undefined;
        return !product || product.stock_quantity < quantities.get(line.productId!)!;
      })
      .map((line) => line.productName);
    if (short.length > 0) return { status: "out-of-stock", products: short };

    const [replacement] = await tx
      .insert(orders)
      .values({
        number: newOrderNumber(),
        status: "paid",
        userId: order.userId,
        checkoutToken: randomBytes(16).toString("hex"),
        email: order.email,
        phone: order.phone,
        shippingAddress: order.shippingAddress,
        billingAddress: order.billingAddress,
        language: order.language,
        subtotalCents: 0,
        discountCents: 0,
        shippingCents: 0,
        totalCents: 0,
        currency: order.currency,
        paymentProvider: "replacement",
        paidAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await tx.insert(orderLines).values(
      lines.map((line) => ({
        orderId: replacement!.id,
        productId: line.productId,
        productName: line.productName,
        productSlug: line.productSlug,
        imageUrl: line.imageUrl,
        unitPriceCents: 0,
        quantity: line.quantity,
      })),
    );
    for (const [productId, quantity] of [...quantities].sort(([a], [b]) => (a < b ? -1 : 1))) {
      await takeStock(tx, productId, quantity, shown);
      const [after] = await queryRows<{ stock_quantity: number }>(
        tx,
        sql`SELECT stock_quantity FROM products WHERE id = ${productId}`,
      );
      await tx.insert(stockMovements).values({
        productId,
        change: -quantity,
        stockAfter: after!.stock_quantity,
        reason: "replacement",
        note: order.number,
        orderId: replacement!.id,
        actorId: admin.id,
      });
    }
    await recordStatusChange(tx, {
      orderId: replacement!.id,
      from: "pending_payment",
      to: "paid",
      actorId: admin.id,
      note: `Replacement for ${order.number}`,
      at: now,
    });
    // The admin's order page names who made each step from these entries.
    await recordAudit(tx, admin, {
      action: "order.status",
      entityType: "order",
      entityId: replacement!.id,
      before: null,
      after: { status: "paid", replacementFor: order.number },
    });
    await tx
      .update(returnRequests)
      .set({
        status: "completed",
        resolution: "replacement",
        amountCents: 0,
        replacementOrderId: replacement!.id,
        decidedBy: admin.id,
        decidedAt: now,
        completedAt: now,
      })
      .where(eq(returnRequests.id, request.id));
    await recordAudit(tx, admin, {
      action: "return.replace",
      entityType: "return",
      entityId: request.id,
      before: { status: "requested" },
      after: { status: "completed", resolution: "replacement", replacementOrder: replacement!.number },
    });
    await queueEmail(
      tx,
      deps.logger,
      returnEmail(
        order,
        request.id,
        {
          step: "completed",
          resolution: "replacement",
          amountCents: 0,
          replacementNumber: replacement!.number,
        },
        orderLink(deps.links, order),
      ),
    );
    return { status: "changed", to: "completed", resolution: "replacement" };
  });
  if (outcome.status === "changed") await catalogueChanged(shown.tags());
  return outcome;
}

async function stale(tx: Database, id: string): Promise<DecisionOutcome> {
  const [row] = await tx
    .select({ status: returnRequests.status })
    .from(returnRequests)
    .where(eq(returnRequests.id, id));
  return row ? { status: "stale", current: row.status } : { status: "not-found" };
}

/** The buyer's view of the returns of order `number` (whose owner the caller has checked). */
export async function buyerReturnsOf(
  db: Database,
  number: string,
  now = new Date(),
): Promise<BuyerReturns | null> {
  const [order] = await db
    .select({ id: orders.id, status: orders.status, paymentProvider: orders.paymentProvider })
    .from(orders)
    .where(eq(orders.number, number));
  return order ? buyerReturns(db, order, now) : null;
}

/** An order's return requests and where a replacement came from, for the admin's order page. */
export interface AdminOrderReturns {
  requests: {
    id: string;
    status: ReturnStatus;
    reason: ReturnReason;
    resolution: ReturnResolution | null;
    items: number;
    createdAt: string;
  }[];
  /** When the order is a replacement: the order it replaces and the request that sent it. */
  replacementFor: { orderNumber: string; returnId: string } | null;
}

export async function adminOrderReturns(db: Database, number: string): Promise<AdminOrderReturns | null> {
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.number, number));
  if (!order) return null;
  const [requests, [origin]] = await Promise.all([
    db
      .select({
        id: returnRequests.id,
        status: returnRequests.status,
        reason: returnRequests.reason,
        resolution: returnRequests.resolution,
        // Named whole: alone in its FROM, drizzle would write the id unqualified (the lines' own id).
        items: sql<number>`(SELECT coalesce(sum(l.quantity), 0)::int FROM return_request_lines l WHERE l.return_id = return_requests.id)`,
        createdAt: returnRequests.createdAt,
      })
      .from(returnRequests)
      .where(eq(returnRequests.orderId, order.id))
      .orderBy(asc(returnRequests.createdAt)),
    db
      .select({ orderNumber: orders.number, returnId: returnRequests.id })
      .from(returnRequests)
      .innerJoin(orders, eq(orders.id, returnRequests.orderId))
      .where(eq(returnRequests.replacementOrderId, order.id)),
  ]);
  return {
    requests: requests.map((request) => ({
      ...request,
      items: Number(request.items),
      createdAt: request.createdAt.toISOString(),
    })),
    replacementFor: origin ?? null,
  };
}

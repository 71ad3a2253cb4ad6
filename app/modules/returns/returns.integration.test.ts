import { and, eq, inArray, like } from "drizzle-orm";
import pino from "pino";
import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import {
  auditLog,
  giftCardLedger,
  giftCards,
  orderLines,
  orders,
  orderStatusChanges,
  outboxEmails,
  returnRequests,
  stockMovements,
  storedFiles,
  type Order,
} from "~/db/schema";
import type { PaymentProvider, RefundInput } from "~/modules/payments/provider";
import { sandboxProvider } from "~/modules/payments/sandbox.server";
import { createShopper, type TestShopper } from "~tests/support/accounts";
import { stockOf } from "~tests/support/checkout";
import { testDatabase } from "~tests/support/database";
import { insertPaidOrder } from "~tests/support/paid-orders";
import { insertShippedOrder, photoFile } from "~tests/support/returns";
import type { ReturnFormData } from "./return-form";
import {
  adminReturnDetail,
  askForReturn,
  buyerReturns,
  decideReturn,
  listReturns,
  receiveReturn,
  returnChoices,
  returnPhoto,
  type ReturnsDeps,
} from "./returns.server";
import type { StoreCredit } from "./store-credit";
import { giftCardBalance } from "~/modules/gift-cards/ledger.server";
import { giftCardStoreCredit } from "~/modules/gift-cards/store-credit.server";
import { shopDay } from "~/lib/time-zone";

const silent = pino({ level: "silent" });
const links = { publicUrl: "http://shop.test", secret: "x".repeat(40) };
const handle = testDatabase({ catalogue: true });
let db: Database;
let admin: TestShopper;

beforeAll(async () => {
  db = handle.db;
  admin = await createShopper(handle, { isAdmin: true });
});

/** The sandbox, recording every refund it is asked for. */
function recordingProvider(options: { fail?: boolean } = {}) {
  const sandbox = sandboxProvider({ authSecret: "s".repeat(40), db });
  const asked: RefundInput[] = [];
  const provider: PaymentProvider = {
    ...sandbox,
    async refundPayment(input) {
      asked.push(input);
      if (options.fail) throw new Error("card network down");
      return sandbox.refundPayment(input);
    },
  };
  return { provider, asked };
}

/** A store credit that issues codes in order, as the gift cards will. */
function fakeStoreCredit() {
  const issued: { amountCents: number; email: string; language: string }[] = [];
  const credit: StoreCredit = {
    async issue(_tx, input) {
      issued.push(input);
      return `GIFT-${issued.length}`;
    },
  };
  return { credit, issued };
}

const deps = (overrides: Partial<ReturnsDeps> = {}): ReturnsDeps => ({
  db,
  logger: silent,
  provider: recordingProvider().provider,
  links,
  storeCredit: null,
  ...overrides,
});

const linesOf = (orderId: string) => db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
const requestOf = async (id: string) =>
  (await db.select().from(returnRequests).where(eq(returnRequests.id, id)))[0]!;
const emailsOf = (to: string) => db.select().from(outboxEmails).where(eq(outboxEmails.to, to));
const auditOf = (id: string) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, "return"), eq(auditLog.entityId, id)));

/** Asks to return `quantity` of the order's first line (by name) for `reason`. */
async function ask(
  order: Order,
  input: Partial<ReturnFormData> & { quantity?: number; line?: number } = {},
  using = deps(),
) {
  const lines = await linesOf(order.id);
  const line = lines.sort((a, b) => a.productName.localeCompare(b.productName))[input.line ?? 0]!;
  return askForReturn(
    using,
    order,
    { userId: null },
    {
      lines: input.lines ?? [{ orderLineId: line.id, quantity: input.quantity ?? 1 }],
      reason: input.reason ?? "damaged",
      note: input.note ?? null,
      photos: input.photos ?? [],
    },
  );
}

async function created(order: Order, input: Parameters<typeof ask>[1] = {}) {
  const outcome = await ask(order, input);
  if (outcome.status !== "created") throw new Error(`not created: ${JSON.stringify(outcome)}`);
  return outcome.id;
}

describe("asking for a return", () => {
  it("is open from the shipment for 30 days, and not before nor after", async () => {
    const recent = await insertShippedOrder(db, { shippedDaysAgo: 29 });
    expect((await ask(recent.order)).status).toBe("created");
    const old = await insertShippedOrder(db, { shippedDaysAgo: 31 });
    expect(await ask(old.order)).toEqual({ status: "closed" });
    const unshipped = await insertPaidOrder(db, { status: "processing" });
    expect(await ask(unshipped.order)).toEqual({ status: "closed" });
    expect((await buyerReturns(db, old.order)).canAsk).toBe(false);
    expect((await buyerReturns(db, unshipped.order)).deadline).toBeNull();
  });

  it("keeps the lines, the note and the photos (drawn anew as WebP), audits it and e-mails the buyer in their language", async () => {
    const { order } = await insertShippedOrder(db, { language: "es", quantities: [3] });
    const id = await created(order, {
      quantity: 2,
      reason: "melted",
      note: "Todo derretido",
      photos: [await photoFile("a.png"), await photoFile("b.png", "#22c55e")],
    });
    const request = await requestOf(id);
    expect(request).toMatchObject({ status: "requested", reason: "melted", note: "Todo derretido" });
    expect(request.photoKeys).toHaveLength(2);
    const photo = await returnPhoto(db, id, 1);
    expect(photo?.contentType).toBe("image/webp");
    expect(photo?.data.subarray(8, 12).toString("ascii")).toBe("WEBP");
    expect(await returnPhoto(db, id, 3)).toBeNull();

    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({ action: "return.request", actorEmail: order.email, actorId: null });
    const [email] = await emailsOf(order.email);
    expect(email!.subject).toBe(`Hemos recibido tu solicitud de devolución del pedido ${order.number}`);
    expect(email!.text).toContain("Motivo: Derretido");
    expect(email!.text).toContain(`/order-confirmation/${order.number}?token=`);

    const view = await buyerReturns(db, order);
    expect(view.canAsk).toBe(true);
    expect(view.requests).toEqual([
      expect.objectContaining({ id, status: "requested", lines: [expect.objectContaining({ quantity: 2 })] }),
    ]);
  });

  it("never asks twice for the same units while a request holds them; a refusal frees them", async () => {
    const { order } = await insertShippedOrder(db, { quantities: [2] });
    const first = await created(order, { quantity: 2 });
    expect(await ask(order, { quantity: 1 })).toEqual({
      status: "invalid",
      errors: { lines: "linesTooMany" },
    });
    expect((await buyerReturns(db, order)).canAsk).toBe(false);
    await decideReturn(deps(), admin, first, { kind: "refuse", refusalReason: "Opened" });
    expect((await ask(order, { quantity: 2 })).status).toBe("created");
  });

  it("counts two requests made at once against the same units only once", async () => {
    const { order } = await insertShippedOrder(db, { quantities: [1] });
    const outcomes = await Promise.all([ask(order), ask(order)]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(["created", "invalid"]);
  });

  it("refuses a photo that is not an image by its bytes, whatever its name says, and keeps nothing", async () => {
    const { order } = await insertShippedOrder(db);
    const fake = new File([new TextEncoder().encode("<svg></svg>")], "parcel.png", { type: "image/png" });
    expect(await ask(order, { photos: [fake] })).toEqual({
      status: "invalid",
      errors: { photos: "photosWrongType" },
    });
    expect(await db.select().from(returnRequests).where(eq(returnRequests.orderId, order.id))).toEqual([]);
  });
});

describe("the admin's decisions", () => {
  it("refunds a damaged line to the card: the lines less their coupon share, a partial refund keyed by the request", async () => {
    // $30.00 of lines, $3.00 off: a $10.00 unit gives back $9.00; shipping stays.
    const { order, products } = await insertShippedOrder(db, { quantities: [2, 1], discountCents: 300 });
    const id = await created(order, { quantity: 1 });
    const { provider, asked } = recordingProvider();
    const stockBefore = await stockOf(db, products[0]!.id);

    expect((await adminReturnDetail(db, id))?.amountCents).toBe(900);
    const outcome = await decideReturn(deps({ provider }), admin, id, { kind: "refund" });
    expect(outcome).toEqual({ status: "changed", to: "completed", resolution: "refund" });
    expect(asked).toEqual([
      expect.objectContaining({
        paymentId: order.paymentIntentId,
        amountCents: 900,
        idempotencyKey: `return:${id}`,
      }),
    ]);
    expect(await requestOf(id)).toMatchObject({
      status: "completed",
      resolution: "refund",
      amountCents: 900,
      decidedBy: admin.id,
      providerRefundId: expect.stringMatching(/^sbx_re_/),
    });
    // No item comes back for a damaged one: the stock stays.
    expect(await stockOf(db, products[0]!.id)).toBe(stockBefore);
    expect((await auditOf(id)).map((entry) => entry.action).sort()).toEqual([
      "return.approve",
      "return.request",
    ]);
    const subjects = (await emailsOf(order.email)).map((email) => email.subject);
    expect(subjects).toContain(`Your return for order ${order.number} is complete`);
    expect((await emailsOf(order.email)).find((email) => email.subject.includes("complete"))?.text).toContain(
      "We refunded $9.00",
    );

    // Deciding again changes nothing and asks the provider nothing.
    expect(await decideReturn(deps({ provider }), admin, id, { kind: "refund" })).toEqual({
      status: "stale",
      current: "completed",
    });
    expect(asked).toHaveLength(1);
  });

  it("never gives back more than the order's payment over many returns", async () => {
    const { order } = await insertShippedOrder(db, { quantities: [1, 1, 1], discountCents: 100 });
    let total = 0;
    for (const line of [0, 1, 2]) {
      const id = await created(order, { line });
      await decideReturn(deps(), admin, id, { kind: "refund" });
      total += (await requestOf(id)).amountCents!;
    }
    expect(total).toBeLessThanOrEqual(order.subtotalCents - order.discountCents);
  });

  it("leaves a request waiting when the provider refuses the refund", async () => {
    const { order } = await insertShippedOrder(db);
    const id = await created(order);
    const { provider } = recordingProvider({ fail: true });
    expect(await decideReturn(deps({ provider }), admin, id, { kind: "refund" })).toEqual({
      status: "refund-failed",
    });
    expect((await requestOf(id)).status).toBe("requested");
  });

  it("waits for a change of mind's items, then puts resellable stock back and refunds", async () => {
    const { order, products } = await insertShippedOrder(db, { quantities: [2] });
    const id = await created(order, { quantity: 2, reason: "changed_mind" });
    const { provider, asked } = recordingProvider();
    expect(await decideReturn(deps({ provider }), admin, id, { kind: "replacement" })).toEqual({
      status: "not-allowed",
    });
    expect(await decideReturn(deps({ provider }), admin, id, { kind: "refund" })).toEqual({
      status: "changed",
      to: "awaiting_item",
      resolution: "refund",
    });
    expect(asked).toEqual([]);
    expect((await emailsOf(order.email)).map((email) => email.subject)).toContain(
      `Your return for order ${order.number} is approved: please send the items back`,
    );

    const before = await stockOf(db, products[0]!.id);
    expect(await receiveReturn(deps({ provider }), admin, id, true)).toEqual({
      status: "changed",
      to: "completed",
      resolution: "refund",
    });
    expect(asked).toEqual([expect.objectContaining({ amountCents: 2000 })]);
    expect(await stockOf(db, products[0]!.id)).toBe(before + 2);
    const [movement] = await db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.orderId, order.id), eq(stockMovements.reason, "returned")));
    expect(movement).toMatchObject({ change: 2, stockAfter: before + 2, actorId: admin.id });
    expect(await requestOf(id)).toMatchObject({ resellable: true, receivedAt: expect.any(Date) });
    expect((await auditOf(id)).map((entry) => entry.action)).toContain("return.receive");
  });

  it("puts nothing back on the shelf for an item that cannot be sold again", async () => {
    const { order, products } = await insertShippedOrder(db, { quantities: [1] });
    const id = await created(order, { reason: "changed_mind" });
    await decideReturn(deps(), admin, id, { kind: "refund" });
    const before = await stockOf(db, products[0]!.id);
    await receiveReturn(deps(), admin, id, false);
    expect(await stockOf(db, products[0]!.id)).toBe(before);
    expect(await requestOf(id)).toMatchObject({ status: "completed", resellable: false });
  });

  it("gives store credit through the store-credit provider, and refunds to the card without one", async () => {
    const { order } = await insertShippedOrder(db, { language: "es" });
    const id = await created(order);
    const { credit, issued } = fakeStoreCredit();
    const { provider, asked } = recordingProvider();
    expect(
      await decideReturn(deps({ provider, storeCredit: credit }), admin, id, { kind: "store_credit" }),
    ).toEqual({
      status: "changed",
      to: "completed",
      resolution: "store_credit",
    });
    expect(asked).toEqual([]);
    expect(issued).toEqual([{ amountCents: 1000, email: order.email, language: "es", orderId: order.id }]);
    // The code itself is in the e-mail alone; the request keeps its last 4 characters.
    expect(await requestOf(id)).toMatchObject({ creditLast4: "FT-1", providerRefundId: null });
    const email = (await emailsOf(order.email)).find((each) => each.subject.includes("completada"));
    expect(email?.text).toContain("GIFT-1");

    const other = await insertShippedOrder(db);
    const second = await created(other.order);
    expect(await decideReturn(deps({ provider }), admin, second, { kind: "store_credit" })).toEqual({
      status: "changed",
      to: "completed",
      resolution: "refund",
    });
    expect(asked).toHaveLength(1);
  });

  it("gives store credit as a gift card the buyer can spend: its balance, its issued row and the code in the e-mails", async () => {
    const { order } = await insertShippedOrder(db, { language: "es" });
    const id = await created(order);
    // UTC+14: its day differs from UTC's from 10:00 UTC on, so a card dated by UTC's day shows.
    const timeZone = "Pacific/Kiritimati";
    const credit = giftCardStoreCredit(silent, links.publicUrl, timeZone);
    expect(
      await decideReturn(deps({ storeCredit: credit }), admin, id, { kind: "store_credit" }),
    ).toMatchObject({
      resolution: "store_credit",
    });
    const { creditLast4 } = await requestOf(id);
    const [card] = await db.select().from(giftCards).where(eq(giftCards.orderId, order.id));
    expect(card).toMatchObject({
      source: "store_credit",
      status: "active",
      initialCents: 1000,
      balanceCents: 1000,
      recipientEmail: order.email,
      language: "es",
      codeLast4: creditLast4,
      deliverOn: shopDay(new Date(), timeZone),
    });
    expect(
      await db.select().from(giftCardLedger).where(eq(giftCardLedger.giftCardId, card!.id)),
    ).toMatchObject([{ kind: "issued", changeCents: 1000, balanceAfterCents: 1000 }]);
    // The whole code: in the return's e-mail, and it spends the balance.
    const completed = (await emailsOf(order.email)).find((each) => each.subject.includes("completada"))!;
    const code = completed.text.match(/[A-Z0-9]{4}(?:-[A-Z0-9]{4}){3}/)?.[0];
    expect(code?.endsWith(`-${creditLast4}`)).toBe(true);
    expect(await giftCardBalance(db, code!)).toBe(1000);
    // Never stored whole: not on the request, not in the audit log.
    expect(JSON.stringify(await auditOf(id))).not.toContain(code);
  });

  it("sends a replacement: a new paid order at no charge to the same address, its stock taken", async () => {
    const { order, products } = await insertShippedOrder(db, { quantities: [2, 1] });
    const line = (await linesOf(order.id)).find((each) => each.productId === products[0]!.id)!;
    const id = await created(order, { lines: [{ orderLineId: line.id, quantity: 2 }] });
    const before = await stockOf(db, products[0]!.id);
    const { provider, asked } = recordingProvider();
    expect(await decideReturn(deps({ provider }), admin, id, { kind: "replacement" })).toEqual({
      status: "changed",
      to: "completed",
      resolution: "replacement",
    });
    expect(asked).toEqual([]);
    const request = await requestOf(id);
    const [replacement] = await db.select().from(orders).where(eq(orders.id, request.replacementOrderId!));
    expect(replacement).toMatchObject({
      status: "paid",
      totalCents: 0,
      email: order.email,
      shippingAddress: order.shippingAddress,
      paymentProvider: "replacement",
    });
    expect(
      (await linesOf(replacement!.id)).map(({ quantity, unitPriceCents, productId }) => ({
        quantity,
        unitPriceCents,
        productId,
      })),
    ).toEqual([{ quantity: 2, unitPriceCents: 0, productId: products[0]!.id }]);
    expect(await stockOf(db, products[0]!.id)).toBe(before - 2);
    const [movement] = await db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.orderId, replacement!.id));
    expect(movement).toMatchObject({ change: -2, reason: "replacement" });
    const email = (await emailsOf(order.email)).find((each) => each.subject.includes("complete"));
    expect(email?.text).toContain(replacement!.number);
    expect((await buyerReturns(db, order)).requests[0]).toMatchObject({
      replacementNumber: replacement!.number,
    });
  });

  it("sends no replacement short of stock, and changes nothing", async () => {
    const { order, products } = await insertShippedOrder(db, { quantities: [3] });
    const id = await created(order, { quantity: 3 });
    await db.execute(`UPDATE products SET stock_quantity = 2 WHERE id = '${products[0]!.id}'`);
    const outcome = await decideReturn(deps(), admin, id, { kind: "replacement" });
    expect(outcome).toEqual({ status: "out-of-stock", products: [products[0]!.name] });
    expect((await requestOf(id)).status).toBe("requested");
    expect(await stockOf(db, products[0]!.id)).toBe(2);
  });

  it("refuses with a reason the buyer reads", async () => {
    const { order } = await insertShippedOrder(db);
    const id = await created(order);
    expect(
      await decideReturn(deps(), admin, id, { kind: "refuse", refusalReason: "The photos show no damage." }),
    ).toEqual({
      status: "changed",
      to: "refused",
      resolution: null,
    });
    expect(await requestOf(id)).toMatchObject({
      status: "refused",
      refusalReason: "The photos show no damage.",
    });
    const email = (await emailsOf(order.email)).find((each) => each.subject.startsWith("About your return"));
    expect(email?.text).toContain("Why: The photos show no damage.");
    expect((await auditOf(id)).map((entry) => entry.action)).toContain("return.refuse");
  });

  it("lists the open requests oldest first, and a status's", async () => {
    const { order } = await insertShippedOrder(db);
    const id = await created(order, { photos: [await photoFile()] });
    const open = await listReturns(db, "open");
    expect(open.find((row) => row.id === id)).toMatchObject({
      orderNumber: order.number,
      items: 1,
      photos: 1,
    });
    const times = open.map((row) => row.createdAt);
    expect(times).toEqual([...times].sort());
    expect((await listReturns(db, "refused")).every((row) => row.status === "refused")).toBe(true);
  });

  it("keeps the photos out of the public media (their keys sit under returns/)", async () => {
    const files = await db
      .select({ key: storedFiles.key })
      .from(storedFiles)
      .where(like(storedFiles.key, "returns/%"));
    expect(files.length).toBeGreaterThan(0);
  });
});

describe("a replacement's returns (decision 096)", () => {
  /**
   * A shipped order of `quantities` ($10 each, `discountCents` off), its first line's units all
   * claimed as damaged and replaced; the replacement shipped yesterday. Both orders.
   */
  async function shippedReplacement(options: { quantities?: number[]; discountCents?: number } = {}) {
    const { order, products } = await insertShippedOrder(db, {
      quantities: options.quantities ?? [2, 1],
      discountCents: options.discountCents,
    });
    const line = (await linesOf(order.id)).find((each) => each.productId === products[0]!.id)!;
    const id = await created(order, { lines: [{ orderLineId: line.id, quantity: line.quantity }] });
    await decideReturn(deps(), admin, id, { kind: "replacement" });
    const [replacement] = await db
      .select()
      .from(orders)
      .where(eq(orders.id, (await requestOf(id)).replacementOrderId!));
    const shippedAt = new Date(Date.now() - 86_400_000);
    await db.update(orders).set({ status: "shipped" }).where(eq(orders.id, replacement!.id));
    await db.insert(orderStatusChanges).values({
      orderId: replacement!.id,
      fromStatus: "paid",
      toStatus: "shipped",
      carrier: "UPS",
      trackingNumber: "1Z999AA10123456785",
      createdAt: shippedAt,
    });
    return {
      order,
      products,
      firstRequest: id,
      replacement: { ...replacement!, status: "shipped" as const },
    };
  }

  it("takes a claim for a fault, not a change of mind: nothing was paid for it", async () => {
    const { replacement } = await shippedReplacement();
    const choices = await returnChoices(db, replacement);
    expect(choices).toMatchObject({ open: true, replacement: true });
    expect(choices.reasons).not.toContain("changed_mind");
    expect(choices.reasons).toContain("melted");
    expect(await ask(replacement, { reason: "changed_mind" })).toEqual({
      status: "invalid",
      errors: { reason: "reasonNotOffered" },
    });
    expect(await db.select().from(returnRequests).where(eq(returnRequests.orderId, replacement.id))).toEqual(
      [],
    );
    expect((await ask(replacement, { reason: "melted" })).status).toBe("created");
    // A bought order still takes every reason.
    const { order } = await insertShippedOrder(db);
    expect((await returnChoices(db, order)).reasons).toContain("changed_mind");
  });

  it("sends nothing back to the card; store credit is what the first order paid for those items", async () => {
    // $30.00 of lines, $3.00 off: the two $10.00 units replaced were paid $18.00.
    const { order, replacement } = await shippedReplacement({ discountCents: 300 });
    const id = await created(replacement, { quantity: 2 });
    const { provider, asked } = recordingProvider();
    expect(await adminReturnDetail(db, id)).toMatchObject({
      amountCents: 1800,
      cardRefund: false,
      paidOrder: { number: order.number, couponCode: "SWEET10", discountCents: 300 },
    });

    expect(await decideReturn(deps({ provider }), admin, id, { kind: "refund" })).toEqual({
      status: "not-paid",
    });
    // Store credit without a provider of it would be a card refund: refused too.
    expect(await decideReturn(deps({ provider }), admin, id, { kind: "store_credit" })).toEqual({
      status: "not-paid",
    });
    expect(asked).toEqual([]);
    expect((await requestOf(id)).status).toBe("requested");

    const { credit, issued } = fakeStoreCredit();
    expect(
      await decideReturn(deps({ provider, storeCredit: credit }), admin, id, { kind: "store_credit" }),
    ).toEqual({ status: "changed", to: "completed", resolution: "store_credit" });
    expect(issued).toEqual([expect.objectContaining({ amountCents: 1800, email: order.email })]);
    expect(asked).toEqual([]);
    expect(await requestOf(id)).toMatchObject({ amountCents: 1800, providerRefundId: null });
  });

  it("can be replaced again, its stock taken", async () => {
    const { products, replacement } = await shippedReplacement();
    const id = await created(replacement, { quantity: 1 });
    const before = await stockOf(db, products[0]!.id);
    expect(await decideReturn(deps(), admin, id, { kind: "replacement" })).toEqual({
      status: "changed",
      to: "completed",
      resolution: "replacement",
    });
    expect(await stockOf(db, products[0]!.id)).toBe(before - 1);
    const second = (await requestOf(id)).replacementOrderId!;
    const [again] = await db.select().from(orders).where(eq(orders.id, second));
    expect(again).toMatchObject({ totalCents: 0, paymentProvider: "replacement" });
  });

  it("never gives back more than the first order's payment, however its family's returns are split", async () => {
    // $20.00 of lines, nothing off, $5.99 shipping: at most $20.00 comes back.
    const { order, products, replacement } = await shippedReplacement({ quantities: [1, 1] });
    const { credit } = fakeStoreCredit();
    const using = deps({ storeCredit: credit });
    // The first order's other line refunded to the card: $10.00.
    const otherLine = (await linesOf(order.id)).find((each) => each.productId === products[1]!.id)!;
    const other = await created(order, { lines: [{ orderLineId: otherLine.id, quantity: 1 }] });
    expect(await decideReturn(using, admin, other, { kind: "refund" })).toMatchObject({ status: "changed" });
    expect((await requestOf(other)).amountCents).toBe(1000);
    // The replacement's unit as credit: $10.00, what was paid for it; nothing is left after.
    const claim = await created(replacement);
    expect((await adminReturnDetail(db, claim))?.amountCents).toBe(1000);
    await decideReturn(using, admin, claim, { kind: "store_credit" });
    const given = await db
      .select({ amount: returnRequests.amountCents })
      .from(returnRequests)
      .where(inArray(returnRequests.orderId, [order.id, replacement.id]));
    const total = given.reduce((sum, row) => sum + (row.amount ?? 0), 0);
    expect(total).toBe(2000);
    expect(total).toBeLessThanOrEqual(order.subtotalCents - order.discountCents);
  });
});

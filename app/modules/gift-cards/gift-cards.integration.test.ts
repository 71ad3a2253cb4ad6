import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDatabase } from "~tests/support/database";
import {
  checkoutBody,
  fakeProvider,
  newCoupon,
  newProduct,
  prepare,
  silentLogger,
} from "~tests/support/checkout";
import { giftCardLedger, giftCards, orders, outboxEmails } from "~/db/schema";
import { transaction } from "~/db/transaction.server";
import { queryRows } from "~/db/client.server";
import { ShownStockChanges } from "~/modules/catalog/shown-stock-changes";
import { CheckoutRefusal } from "~/modules/checkout/prepare.server";
import { listMailbox } from "~/modules/mail/mailbox.server";
import { handlePaymentEvent } from "~/modules/orders/payment-events.server";
import { giveMoneyBack } from "~/modules/orders/refunds.server";
import { giftCardCodeHash } from "./code.server";
import { issueGiftCard } from "./issue.server";
import { giftCardBalance, takeOrderGiftCard } from "./ledger.server";
import { addDays, isoDay } from "./rules";

const handle = testDatabase({ catalogue: true });
const provider = fakeProvider();
const links = { publicUrl: "https://shop.example", secret: "a-secret-of-at-least-32-characters!!" };
const deps = () => ({ db: handle.db, provider, logger: silentLogger, links });

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.unreachable("the checkout was accepted"),
    (error: unknown) => {
      expect(error).toBeInstanceOf(CheckoutRefusal);
      return error as CheckoutRefusal;
    },
  );

async function newCard(amountCents: number) {
  return transaction(handle.db, (tx) =>
    issueGiftCard(tx, silentLogger, {
      amountCents,
      recipientEmail: "gift@example.com",
      source: "admin",
      sendEmail: false,
    }),
  );
}

const orderOf = async (number: string) =>
  (await handle.db.select().from(orders).where(eq(orders.number, number)))[0]!;

const cardRow = async (id: string) =>
  (await handle.db.select().from(giftCards).where(eq(giftCards.id, id)))[0]!;

const ledgerOf = (id: string) =>
  handle.db
    .select({
      kind: giftCardLedger.kind,
      change: giftCardLedger.changeCents,
      after: giftCardLedger.balanceAfterCents,
    })
    .from(giftCardLedger)
    .where(eq(giftCardLedger.giftCardId, id))
    .orderBy(giftCardLedger.createdAt, giftCardLedger.id);

/** The provider's success for an order, with what it charged. */
async function pay(number: string) {
  const order = await orderOf(number);
  return handlePaymentEvent(
    { db: handle.db, logger: silentLogger, links },
    {
      id: `evt_${order.id}`,
      provider: "sandbox",
      type: "payment.succeeded",
      paymentId: order.paymentIntentId!,
      amount: { cents: order.totalCents - order.giftCardCents, currency: "usd" },
    },
  );
}

const purchase = (
  values: Partial<{ amountCents: number; deliverOn: string; recipientEmail: string }> = {},
) => ({
  amountCents: 2500,
  recipientName: "Lucía",
  recipientEmail: "lucia@example.com",
  message: "¡Feliz cumpleaños!",
  deliverOn: isoDay(new Date()),
  ...values,
});

describe("issueGiftCard", () => {
  it("returns a 16-character code, keeps only its hash, and writes the issued row", async () => {
    const card = await newCard(3000);
    expect(card.code).toMatch(/^[A-Z2-9]{16}$/);
    const row = await cardRow(card.id);
    expect(row).toMatchObject({
      status: "active",
      balanceCents: 3000,
      codeHash: giftCardCodeHash(card.code),
    });
    expect(JSON.stringify(row)).not.toContain(card.code);
    expect(await ledgerOf(card.id)).toEqual([{ kind: "issued", change: 3000, after: 3000 }]);
    expect(await giftCardBalance(handle.db, card.code.toLowerCase().match(/.{4}/g)!.join("-"))).toBe(3000);
    expect(await giftCardBalance(handle.db, "AAAABBBBCCCCDDDD")).toBe(0);
  });

  it("e-mails the code on its day: at once for today, later for a future day", async () => {
    const today = new Date();
    const later = addDays(isoDay(today), 3);
    const card = await transaction(handle.db, (tx) =>
      issueGiftCard(tx, silentLogger, {
        amountCents: 1500,
        recipientEmail: "later@example.com",
        source: "admin",
        deliverOn: later,
        language: "es",
      }),
    );
    const [email] = await handle.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.dedupeKey, `gift-card:${card.id}`));
    expect(email!.text).toContain(card.code.match(/.{4}/g)!.join("-"));
    expect(email!.subject).toContain("tarjeta regalo");
    expect(email!.sendAfter!.toISOString()).toBe(`${later}T00:00:00.000Z`);
    const shown = (at: Date) =>
      listMailbox(handle.db, at).then((list) => list.some((mail) => mail.to === "later@example.com"));
    expect(await shown(today)).toBe(false);
    expect(await shown(new Date(`${addDays(later, 1)}T00:00:00Z`))).toBe(true);
  });
});

describe("buying a gift card", () => {
  it("prices it at its amount with no shipping, issues it once paid and e-mails its code", async () => {
    const answer = await prepare(deps(), { ...checkoutBody([], 2500), giftCards: [purchase()] });
    const order = await orderOf(answer.orderNumber);
    expect(order).toMatchObject({
      subtotalCents: 2500,
      shippingCents: 0,
      totalCents: 2500,
      giftCardCents: 0,
    });
    const [pending] = await handle.db.select().from(giftCards).where(eq(giftCards.orderId, order.id));
    expect(pending).toMatchObject({ status: "pending", codeHash: null, balanceCents: 0 });

    expect(await pay(answer.orderNumber)).toBe("paid");
    expect(await pay(answer.orderNumber)).toBe("duplicate");
    const issued = await cardRow(pending!.id);
    expect(issued).toMatchObject({ status: "active", balanceCents: 2500 });
    const mails = await handle.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.dedupeKey, `gift-card:${pending!.id}`));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: "lucia@example.com", sendAfter: null });
    expect(mails[0]!.text).toContain("¡Feliz cumpleaños!");
    const code = /([A-Z2-9]{4}-){3}[A-Z2-9]{4}/.exec(mails[0]!.text)![0];
    expect(giftCardCodeHash(code)).toBe(issued.codeHash);
    expect(await giftCardBalance(handle.db, code)).toBe(2500);
  });

  it("takes no coupon on a gift card and no shipping for it", async () => {
    const product = await newProduct(handle.db, 10, 1000);
    const coupon = await newCoupon(handle.db, { discountValue: 10 });
    // Candy $10 − 10% + $5.99 shipping (the card does not count toward free shipping) + the $50 card.
    const total = 1000 - 100 + 599 + 5000;
    const answer = await prepare(deps(), {
      ...checkoutBody([{ product, quantity: 1 }], total, coupon.code),
      giftCards: [purchase({ amountCents: 5000 })],
    });
    expect(await orderOf(answer.orderNumber)).toMatchObject({
      subtotalCents: 6000,
      discountCents: 100,
      shippingCents: 599,
      totalCents: total,
    });
  });

  it("refuses a delivery date in the past or over a year ahead", async () => {
    const past = addDays(isoDay(new Date()), -1);
    const far = addDays(isoDay(new Date()), 366);
    for (const deliverOn of [past, far]) {
      const refused = await refusal(
        prepare(deps(), { ...checkoutBody([], 2500), giftCards: [purchase({ deliverOn })] }),
      );
      expect(refused.text.key).toBe("checkout.refusal.giftCardDate");
    }
  });

  it("cannot be paid with another gift card", async () => {
    const card = await newCard(5000);
    const refused = await refusal(
      prepare(deps(), { ...checkoutBody([], 2500), giftCards: [purchase()], giftCardCode: card.code }),
    );
    expect(refused.text.key).toBe("checkout.refusal.giftCardForCards");
  });

  it("voids the cards of a refunded order", async () => {
    const answer = await prepare(deps(), { ...checkoutBody([], 2500), giftCards: [purchase()] });
    await pay(answer.orderNumber);
    const order = await orderOf(answer.orderNumber);
    await transaction(handle.db, (tx) =>
      giveMoneyBack(tx, order.id, {
        to: "refunded",
        refundId: "re_1",
        actorId: null,
        now: new Date(),
        shown: new ShownStockChanges(),
      }),
    );
    const [card] = await handle.db.select().from(giftCards).where(eq(giftCards.orderId, order.id));
    expect(card).toMatchObject({ status: "void", balanceCents: 0 });
    expect((await ledgerOf(card!.id)).map((row) => row.kind)).toEqual(["issued", "adjusted"]);
  });
});

describe("spending a gift card", () => {
  it("pays part of an order: the provider is charged the rest, the balance taken once paid", async () => {
    const product = await newProduct(handle.db, 10, 3000);
    const card = await newCard(2500);
    const answer = await prepare(deps(), {
      ...checkoutBody([{ product, quantity: 1 }], 3599),
      giftCardCode: card.code,
    });
    expect(answer).toMatchObject({ amount: 3599, giftCardCents: 2500 });
    const order = await orderOf(answer.orderNumber);
    expect(order).toMatchObject({ giftCardId: card.id, giftCardCents: 2500, paymentProvider: "sandbox" });
    expect((await cardRow(card.id)).balanceCents).toBe(2500);
    expect(await pay(answer.orderNumber)).toBe("paid");
    expect((await cardRow(card.id)).balanceCents).toBe(0);
    expect(await ledgerOf(card.id)).toEqual([
      { kind: "issued", change: 2500, after: 2500 },
      { kind: "spent", change: -2500, after: 0 },
    ]);
    // Used up: the same answer as an unknown code.
    expect(await giftCardBalance(handle.db, card.code)).toBe(0);
  });

  it("leaves the card payment at least the card minimum", async () => {
    const product = await newProduct(handle.db, 10, 1000);
    const card = await newCard(1590);
    const answer = await prepare(deps(), {
      ...checkoutBody([{ product, quantity: 1 }], 1599),
      giftCardCode: card.code,
    });
    expect(answer.giftCardCents).toBe(1599 - 50);
  });

  it("pays a whole order without the provider, and gives the balance back on a refund", async () => {
    const product = await newProduct(handle.db, 10, 3000);
    const card = await newCard(5000);
    const created = provider.created.length;
    const answer = await prepare(deps(), {
      ...checkoutBody([{ product, quantity: 1 }], 3599),
      giftCardCode: card.code,
    });
    expect(answer).toMatchObject({ paid: true, clientSecret: "", giftCardCents: 3599 });
    expect(provider.created.length).toBe(created);
    const order = await orderOf(answer.orderNumber);
    expect(order).toMatchObject({ status: "paid", paymentProvider: "gift_card", giftCardCents: 3599 });
    expect((await cardRow(card.id)).balanceCents).toBe(1401);
    const receipts = await handle.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.dedupeKey, `receipt:${order.id}`));
    expect(receipts).toHaveLength(1);

    const back = () =>
      transaction(handle.db, (tx) =>
        giveMoneyBack(tx, order.id, {
          to: "cancelled",
          refundId: null,
          actorId: null,
          now: new Date(),
          shown: new ShownStockChanges(),
        }),
      );
    await back();
    await back();
    expect((await cardRow(card.id)).balanceCents).toBe(5000);
    expect((await ledgerOf(card.id)).map((row) => row.kind)).toEqual(["issued", "spent", "returned"]);
  });

  it("refuses an unknown, disabled or used-up code alike", async () => {
    const product = await newProduct(handle.db, 10, 3000);
    const disabled = await newCard(1000);
    await handle.db.update(giftCards).set({ status: "disabled" }).where(eq(giftCards.id, disabled.id));
    for (const code of ["AAAABBBBCCCCDDDD", disabled.code]) {
      const refused = await refusal(
        prepare(deps(), { ...checkoutBody([{ product, quantity: 1 }], 3599), giftCardCode: code }),
      );
      expect(refused.text.key).toBe("checkout.refusal.giftCardInvalid");
    }
  });

  it("lets concurrent checkouts hold no more than the balance, and payments never take it below zero", async () => {
    const product = await newProduct(handle.db, 100, 1000);
    const card = await newCard(5000);
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, () =>
        prepare(deps(), { ...checkoutBody([{ product, quantity: 1 }], 1599), giftCardCode: card.code }),
      ),
    );
    const accepted = results.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
    const held = accepted.reduce((sum, answer) => sum + (answer.giftCardCents ?? 0), 0);
    expect(held).toBeLessThanOrEqual(5000);
    // Three paid whole by the card (3 × 1599 = 4797), the fourth gets what is left (203).
    expect(held).toBe(5000);
    for (const result of results) {
      if (result.status === "rejected")
        expect((result.reason as CheckoutRefusal).text.key).toBe("checkout.refusal.giftCardHeld");
    }
    for (const answer of accepted) if (!answer.paid) expect(await pay(answer.orderNumber)).toBe("paid");
    expect((await cardRow(card.id)).balanceCents).toBe(0);
    const [sum] = await queryRows<{ total: number; lowest: number }>(
      handle.db,
      sql`SELECT sum(change_cents)::int AS total, min(balance_after_cents)::int AS lowest FROM gift_card_ledger WHERE gift_card_id = ${card.id}`,
    );
    expect(sum).toEqual({ total: 0, lowest: 0 });
  });

  it("takes one card's money once when two payments race for it", async () => {
    const product = await newProduct(handle.db, 100, 3000);
    const card = await newCard(3000);
    // Two orders prepared while the card had enough for each alone (the second after the first's hold ran out).
    const first = await prepare(deps(), {
      ...checkoutBody([{ product, quantity: 1 }], 3599),
      giftCardCode: card.code,
    });
    await handle.db.execute(
      sql`UPDATE orders SET reserved_until = now() - interval '1 minute' WHERE number = ${first.orderNumber}`,
    );
    const second = await prepare(deps(), {
      ...checkoutBody([{ product, quantity: 1 }], 3599),
      giftCardCode: card.code,
    });
    const [a, b] = await Promise.all([orderOf(first.orderNumber), orderOf(second.orderNumber)]);
    const taken = await Promise.all(
      [a, b].map((order) => transaction(handle.db, (tx) => takeOrderGiftCard(tx, order, new Date()))),
    );
    expect(taken.filter(Boolean)).toHaveLength(1);
    expect((await cardRow(card.id)).balanceCents).toBe(0);
    expect((await ledgerOf(card.id)).map((row) => row.kind)).toEqual(["issued", "spent"]);
  });
});

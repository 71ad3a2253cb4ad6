import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { postForm, requestAs, testContext, TEST_SECRET } from "~tests/support/accounts";
import { checkoutBody, fakeProvider, prepare, silentLogger } from "~tests/support/checkout";
import { testDatabase } from "~tests/support/database";
import { callRoute } from "~tests/support/routes";
import { giftCards, orders } from "~/db/schema";
import { transaction } from "~/db/transaction.server";
import { ShownStockChanges } from "~/modules/catalog/shown-stock-changes";
import { giftCardCodeHash } from "~/modules/gift-cards/code.server";
import { isoDay } from "~/modules/gift-cards/rules";
import { sealGiftCardCode, openGiftCardCode } from "~/modules/gift-cards/sealed-code.server";
import { orderEmailToken } from "~/modules/orders/order-token.server";
import { handlePaymentEvent } from "~/modules/orders/payment-events.server";
import { giveMoneyBack } from "~/modules/orders/refunds.server";
import { action as reveal } from "./orders.$number.gift-card-code";
import { loader as confirmation } from "./order-confirmation";

/** Decision 093: a bought card's code shown to whoever may see its order, once. */

const handle = testDatabase({ catalogue: true });
const links = { publicUrl: "http://shop.test", secret: TEST_SECRET };

/** A paid order buying one $25 card; its number, id and the receipt link's token. */
async function paidCardOrder() {
  const answer = await prepare(
    { db: handle.db, provider: fakeProvider(), logger: silentLogger, links },
    {
      ...checkoutBody([], 2500),
      giftCards: [
        {
          amountCents: 2500,
          recipientName: "Lucía",
          recipientEmail: "lucia@example.com",
          message: "",
          deliverOn: isoDay(new Date()),
        },
      ],
    },
  );
  const [order] = await handle.db.select().from(orders).where(eq(orders.number, answer.orderNumber));
  const paid = await handlePaymentEvent(
    { db: handle.db, logger: silentLogger, links },
    {
      id: `evt_${order!.id}`,
      provider: "sandbox",
      type: "payment.succeeded",
      paymentId: order!.paymentIntentId!,
      amount: { cents: order!.totalCents, currency: "usd" },
    },
  );
  expect(paid).toBe("paid");
  const [card] = await handle.db.select().from(giftCards).where(eq(giftCards.orderId, order!.id));
  return {
    number: order!.number,
    id: order!.id,
    token: orderEmailToken(TEST_SECRET, order!.id),
    card: card!,
  };
}

const view = (number: string, token: string | null) =>
  callRoute(
    confirmation,
    requestAs(null, `/order-confirmation/${number}${token ? `?token=${token}` : ""}`),
    testContext(handle),
    { number },
  );

const ask = (number: string, token: string | null, cardId: string, headers: Record<string, string> = {}) =>
  callRoute(
    reveal,
    postForm(`/orders/${number}/gift-card-code${token ? `?token=${token}` : ""}`, { cardId }, { headers }),
    testContext(handle),
    { number },
  );

describe("a bought gift card's code, shown to its buyer once", () => {
  it("is kept sealed (never in plain text) until shown, then only its last 4 characters", async () => {
    const { number, token, card } = await paidCardOrder();
    expect(card.codeSealed).toMatch(/^v1\./);
    const before = await view(number, token);
    expect(before.data).toMatchObject({
      giftCards: [
        { id: card.id, revealable: true, revealedAt: null, last4: card.codeLast4, status: "active" },
      ],
    });

    const shown = await ask(number, token, card.id);
    expect(shown.status).toBe(200);
    expect(shown.headers.get("Cache-Control")).toBe("private, no-store");
    const { code } = shown.data as { status: "shown"; code: string };
    expect(shown.data).toMatchObject({ status: "shown", cardId: card.id });
    expect(giftCardCodeHash(code)).toBe(card.codeHash);
    expect(code.slice(-4)).toBe(card.codeLast4);
    expect(card.codeSealed).not.toContain(code);

    // Once: the sealed copy is gone, and the page says when it was shown.
    expect((await ask(number, token, card.id)).data).toMatchObject({ status: "gone" });
    const [after] = await handle.db.select().from(giftCards).where(eq(giftCards.id, card.id));
    expect(after).toMatchObject({ codeSealed: null, codeHash: card.codeHash });
    expect(after!.codeRevealedAt).toBeInstanceOf(Date);
    expect((await view(number, token)).data).toMatchObject({
      giftCards: [{ revealable: false, last4: card.codeLast4 }],
    });
    expect(JSON.stringify((await view(number, token)).data)).not.toContain(code);
  });

  it("answers a stranger as an unknown order, refuses a cross-site post, and another order's card is gone", async () => {
    const mine = await paidCardOrder();
    const other = await paidCardOrder();
    const stranger = await ask(mine.number, null, mine.card.id);
    expect(stranger.thrown).toBe(true);
    expect(stranger.status).toBe(404);
    const crossSite = await ask(mine.number, mine.token, mine.card.id, { Origin: "https://evil.example" });
    expect(crossSite.status).toBe(403);
    // The token of one order does not open another's card.
    expect((await ask(mine.number, mine.token, other.card.id)).data).toMatchObject({ status: "gone" });
    expect((await ask(mine.number, mine.token, "not-a-uuid")).data).toMatchObject({ status: "gone" });
    // Still there for its own buyer.
    expect((await ask(other.number, other.token, other.card.id)).data).toMatchObject({ status: "shown" });
  });

  it("is dropped when the order is refunded: a void card's code is never shown", async () => {
    const { number, id, token, card } = await paidCardOrder();
    await transaction(handle.db, (tx) =>
      giveMoneyBack(tx, id, {
        to: "refunded",
        refundId: "re_reveal",
        actorId: null,
        now: new Date(),
        shown: new ShownStockChanges(),
      }),
    );
    const [row] = await handle.db.select().from(giftCards).where(eq(giftCards.id, card.id));
    expect(row).toMatchObject({ status: "void", codeSealed: null });
    expect((await ask(number, token, card.id)).data).toMatchObject({ status: "gone" });
    expect((await view(number, token)).data).toMatchObject({
      giftCards: [{ status: "void", revealable: false }],
    });
  });
});

describe("sealed codes", () => {
  it("open only for their card with the secret they were sealed with", () => {
    const sealed = sealGiftCardCode(TEST_SECRET, "card-a", "ABCDEFGHJKLMNPQR");
    expect(openGiftCardCode(TEST_SECRET, "card-a", sealed)).toBe("ABCDEFGHJKLMNPQR");
    expect(openGiftCardCode(TEST_SECRET, "card-b", sealed)).toBeNull();
    expect(openGiftCardCode("another-secret-of-enough-length-000000", "card-a", sealed)).toBeNull();
    expect(openGiftCardCode(TEST_SECRET, "card-a", "v1.garbage")).toBeNull();
    expect(sealGiftCardCode(TEST_SECRET, "card-a", "ABCDEFGHJKLMNPQR")).not.toBe(sealed);
  });
});

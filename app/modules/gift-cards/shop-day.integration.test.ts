import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { checkoutBody, fakeProvider, prepare, silentLogger } from "~tests/support/checkout";
import { testDatabase } from "~tests/support/database";
import { giftCards, orders, outboxEmails } from "~/db/schema";
import { CheckoutRefusal } from "~/modules/checkout/prepare.server";
import { handlePaymentEvent } from "~/modules/orders/payment-events.server";

/**
 * Decision 095: a card's delivery day is the shop's (SHOP_TIME_ZONE), from the buyer's evening
 * "today" to the hour its e-mail goes out.
 */

const handle = testDatabase({ catalogue: true });
const links = {
  publicUrl: "https://shop.example",
  secret: "a-secret-of-at-least-32-characters!!",
  timeZone: "America/Los_Angeles",
};
// 8:30 pm on Friday Nov 27 in Portland: already Saturday Nov 28 in UTC.
const evening = new Date("2026-11-28T04:30:00Z");

const buy = (deliverOn: string, now = evening) =>
  prepare(
    { db: handle.db, provider: fakeProvider(), logger: silentLogger, links, now },
    {
      ...checkoutBody([], 2500),
      giftCards: [
        {
          amountCents: 2500,
          recipientName: "Lucía",
          recipientEmail: "tz@example.com",
          message: "",
          deliverOn,
        },
      ],
    },
  );

async function payAndMail(number: string, now = evening) {
  const [order] = await handle.db.select().from(orders).where(eq(orders.number, number));
  await handlePaymentEvent(
    { db: handle.db, logger: silentLogger, links, now },
    {
      id: `evt_${order!.id}`,
      provider: "sandbox",
      type: "payment.succeeded",
      paymentId: order!.paymentIntentId!,
      amount: { cents: order!.totalCents, currency: "usd" },
    },
  );
  const [card] = await handle.db.select().from(giftCards).where(eq(giftCards.orderId, order!.id));
  const [mail] = await handle.db
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.dedupeKey, `gift-card:${card!.id}`));
  return mail!;
}

describe("delivery days in the shop's time zone", () => {
  it("takes the evening buyer's today and sends its e-mail at once", async () => {
    const answer = await buy("2026-11-27");
    const mail = await payAndMail(answer.orderNumber);
    expect(mail.sendAfter).toBeNull();
  });

  it("refuses the shop's yesterday, even where UTC's would not", async () => {
    const morning = new Date("2026-11-27T10:00:00Z"); // 2 am in Portland, Nov 27
    await expect(buy("2026-11-26", morning)).rejects.toBeInstanceOf(CheckoutRefusal);
    await expect(buy("2026-11-27", new Date("2026-11-28T08:00:00Z"))).rejects.toMatchObject({
      text: { key: "checkout.refusal.giftCardDate" },
    });
  });

  it("sends a later day's e-mail at 00:00 in the shop, not in UTC", async () => {
    const answer = await buy("2026-11-28");
    const mail = await payAndMail(answer.orderNumber);
    expect(mail.sendAfter!.toISOString()).toBe("2026-11-28T08:00:00.000Z");
  });
});

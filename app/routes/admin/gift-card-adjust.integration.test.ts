import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createShopper, postForm, testContext, type TestShopper } from "~tests/support/accounts";
import { testDatabase } from "~tests/support/database";
import { callRoute } from "~tests/support/routes";
import { auditLog, giftCardLedger, giftCards } from "~/db/schema";
import { adjustGiftCard } from "~/modules/admin/gift-cards/gift-cards.server";
import * as adminList from "./gift-cards";
import * as adminCard from "./gift-cards.$id";

/** Decision 094: an admin adjusts a card's balance by hand, with a reason, never below zero. */

const handle = testDatabase();
let admin: TestShopper;

beforeAll(async () => {
  admin = await createShopper(handle, { email: "adjust-admin@sweettrip.test", isAdmin: true });
});

async function newCard(amount: string): Promise<string> {
  const answer = await callRoute(
    adminList.action,
    postForm("/admin/gift-cards", { amount, recipientEmail: "adjust@example.com" }, { cookie: admin.cookie }),
    testContext(handle),
  );
  return (answer.data as { id: string }).id;
}

const adjust = (id: string, fields: Record<string, string>, cookie = admin.cookie) =>
  callRoute(
    adminCard.action,
    postForm(`/admin/gift-cards/${id}`, { intent: "adjust", ...fields }, { cookie }),
    testContext(handle),
    { id },
  );

const balanceOf = async (id: string) =>
  (await handle.db.select().from(giftCards).where(eq(giftCards.id, id)))[0]!.balanceCents;

const ledgerOf = (id: string) =>
  handle.db
    .select({
      kind: giftCardLedger.kind,
      change: giftCardLedger.changeCents,
      after: giftCardLedger.balanceAfterCents,
      actor: giftCardLedger.actorId,
      note: giftCardLedger.note,
    })
    .from(giftCardLedger)
    .where(eq(giftCardLedger.giftCardId, id))
    .orderBy(giftCardLedger.createdAt, giftCardLedger.id);

describe("Adjust balance", () => {
  it("takes off and adds back with a reason: a ledger row and an audit entry each", async () => {
    const id = await newCard("40");
    const off = await adjust(id, {
      direction: "remove",
      amount: "12.50",
      reason: "Spent in the shop by phone",
    });
    expect(off.status).toBe(200);
    expect(off.data).toEqual({ intent: "adjust", status: "adjusted", balanceCents: 2750 });
    const back = await adjust(id, { direction: "add", amount: "2.50", reason: "Part given back" });
    expect(back.data).toMatchObject({ status: "adjusted", balanceCents: 3000 });
    expect(await balanceOf(id)).toBe(3000);
    expect((await ledgerOf(id)).slice(1)).toEqual([
      { kind: "adjusted", change: -1250, after: 2750, actor: admin.id, note: "Spent in the shop by phone" },
      { kind: "adjusted", change: 250, after: 3000, actor: admin.id, note: "Part given back" },
    ]);
    const audits = await handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, id))
      .orderBy(auditLog.createdAt, auditLog.id);
    expect(audits.filter((entry) => entry.action === "gift_card.adjust")).toMatchObject([
      {
        actorEmail: admin.email,
        before: { balanceCents: 4000 },
        after: { balanceCents: 2750, changeCents: -1250, reason: "Spent in the shop by phone" },
      },
      { after: { balanceCents: 3000, changeCents: 250 } },
    ]);
  });

  it("never goes below zero nor above the card's amount, and needs a reason and an amount", async () => {
    const id = await newCard("20");
    const below = await adjust(id, { direction: "remove", amount: "20.01", reason: "Too much" });
    expect(below.status).toBe(409);
    expect(below.data).toMatchObject({ status: "invalid", errors: { amount: "belowZero" } });
    const above = await adjust(id, { direction: "add", amount: "0.01", reason: "Too much" });
    expect(above.status).toBe(409);
    expect(above.data).toMatchObject({ status: "invalid", errors: { amount: "aboveAmount" } });
    const blank = await adjust(id, { direction: "remove", amount: "", reason: " " });
    expect(blank.status).toBe(400);
    expect(blank.data).toMatchObject({ errors: { amount: "amount", reason: "required" } });
    const odd = await adjust(id, { direction: "sideways", amount: "1", reason: "x" });
    expect(odd.data).toMatchObject({ errors: { direction: "direction" } });
    // All of it may go: exactly to zero.
    expect((await adjust(id, { direction: "remove", amount: "20", reason: "Used up" })).data).toMatchObject({
      balanceCents: 0,
    });
    expect(await balanceOf(id)).toBe(0);
    expect((await ledgerOf(id)).length).toBe(2);
  });

  it("is refused for a void card, an unknown card and anyone but an admin", async () => {
    const id = await newCard("10");
    await handle.db.update(giftCards).set({ status: "void" }).where(eq(giftCards.id, id));
    expect((await adjust(id, { direction: "add", amount: "1", reason: "x" })).data).toMatchObject({
      status: "not-adjustable",
    });
    const unknown = await adjust("00000000-0000-4000-8000-000000000000", {
      direction: "add",
      amount: "1",
      reason: "x",
    });
    expect(unknown.status).toBe(404);
    const shopper = await createShopper(handle);
    const live = await newCard("10");
    const refused = await adjust(live, { direction: "remove", amount: "5", reason: "x" }, shopper.cookie);
    expect(refused.status).toBe(403);
    expect(await balanceOf(live)).toBe(1000);
  });

  it("two adjustments at once cannot take the balance below zero", async () => {
    const id = await newCard("10");
    const actor = { id: admin.id, email: admin.email };
    const outcomes = await Promise.all([
      adjustGiftCard(handle.db, actor, id, { changeCents: -700, reason: "a" }),
      adjustGiftCard(handle.db, actor, id, { changeCents: -700, reason: "b" }),
    ]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(["adjusted", "belowZero"]);
    expect(await balanceOf(id)).toBe(300);
  });
});

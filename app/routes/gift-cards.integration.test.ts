import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createShopper, postForm, requestAs, testContext, type TestShopper } from "~tests/support/accounts";
import { testDatabase } from "~tests/support/database";
import { callRoute } from "~tests/support/routes";
import { auditLog, giftCards, outboxEmails } from "~/db/schema";
import { giftCardCodeHash } from "~/modules/gift-cards/code.server";
import * as adminList from "~/routes/admin/gift-cards";
import * as adminCard from "~/routes/admin/gift-cards.$id";
import * as balance from "~/routes/gift-cards.balance";
import * as check from "~/routes/api.gift-cards.check";
import * as buy from "~/routes/gift-cards";

const handle = testDatabase();
let admin: TestShopper;

beforeAll(async () => {
  admin = await createShopper(handle, { email: "gifts-admin@sweettrip.test", isAdmin: true });
});

/** An admin issues a card through the page: its code comes back once. */
async function issue(fields: Record<string, string>) {
  const answer = await callRoute(
    adminList.action,
    postForm("/admin/gift-cards", fields, { cookie: admin.cookie }),
    testContext(handle),
  );
  return answer;
}

describe("/admin/gift-cards", () => {
  it("issues a card by hand: code shown once, e-mailed, audited, in the list", async () => {
    const answer = await issue({ amount: "15", recipientEmail: "goodwill@example.com", note: "late parcel" });
    expect(answer.status).toBe(200);
    const issued = answer.data as { status: "issued"; id: string; code: string };
    expect(issued.status).toBe("issued");
    const [card] = await handle.db.select().from(giftCards).where(eq(giftCards.id, issued.id));
    expect(card).toMatchObject({ balanceCents: 1500, status: "active", source: "admin", issuedBy: admin.id });
    expect(card!.codeHash).toBe(giftCardCodeHash(issued.code));
    const [mail] = await handle.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, "goodwill@example.com"));
    expect(mail!.text).toContain(issued.code.match(/.{4}/g)!.join("-"));
    const [audit] = await handle.db.select().from(auditLog).where(eq(auditLog.entityId, issued.id));
    expect(audit).toMatchObject({ action: "gift_card.issue", actorEmail: admin.email });
    expect(JSON.stringify(audit)).not.toContain(issued.code);

    const list = await callRoute(
      adminList.loader,
      requestAs(admin.cookie, "/admin/gift-cards"),
      testContext(handle),
    );
    expect((list.data as { cards: { id: string }[] }).cards.map((row) => row.id)).toContain(issued.id);
    const detail = await callRoute(
      adminCard.loader,
      requestAs(admin.cookie, `/admin/gift-cards/${issued.id}`),
      testContext(handle),
      { id: issued.id },
    );
    expect((detail.data as { ledger: { kind: string; note: string }[] }).ledger).toEqual([
      expect.objectContaining({ kind: "issued", changeCents: 1500, note: "late parcel" }),
    ]);
  });

  it("refuses a bad amount with the field's code", async () => {
    const answer = await issue({ amount: "0.5", recipientEmail: "x@example.com" });
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({ status: "invalid", errors: { amount: "amount" } });
  });

  it("disables a card, audited; it then has no balance to anyone", async () => {
    const issued = (await issue({ amount: "20", recipientEmail: "off@example.com" })).data as {
      id: string;
      code: string;
    };
    const disabled = await callRoute(
      adminCard.action,
      postForm(`/admin/gift-cards/${issued.id}`, { intent: "disable" }, { cookie: admin.cookie }),
      testContext(handle),
      { id: issued.id },
    );
    expect(disabled.data).toEqual({ status: "disabled" });
    const [audit] = await handle.db.select().from(auditLog).where(eq(auditLog.action, "gift_card.disable"));
    expect(audit).toMatchObject({ entityId: issued.id, after: { status: "disabled" } });
    const checked = await callRoute(
      balance.action,
      postForm("/gift-cards/balance", { code: issued.code }),
      testContext(handle),
    );
    expect(checked.data).toMatchObject({ status: "checked", balanceCents: 0 });
  });

  it("is for admins only", async () => {
    const shopper = await createShopper(handle);
    const refused = await callRoute(
      adminList.action,
      postForm(
        "/admin/gift-cards",
        { amount: "10", recipientEmail: "b@example.com" },
        { cookie: shopper.cookie },
      ),
      testContext(handle),
    );
    expect(refused.status).toBe(403);
    expect(
      await handle.db.select().from(giftCards).where(eq(giftCards.recipientEmail, "b@example.com")),
    ).toEqual([]);
  });
});

describe("/gift-cards/balance", () => {
  it("tells a code's balance, and the same for an unknown and a used-up code", async () => {
    const issued = (await issue({ amount: "12.34", recipientEmail: "bal@example.com" })).data as {
      id: string;
      code: string;
    };
    const ask = (code: string, clientIp = "198.51.100.7") =>
      callRoute(balance.action, postForm("/gift-cards/balance", { code }), testContext(handle, { clientIp }));
    expect((await ask(issued.code.toLowerCase())).data).toMatchObject({
      status: "checked",
      balanceCents: 1234,
    });
    await handle.db.update(giftCards).set({ balanceCents: 0 }).where(eq(giftCards.id, issued.id));
    const usedUp = await ask(issued.code);
    const unknown = await ask("ZZZZ-ZZZZ-ZZZZ-ZZZZ");
    expect(usedUp.data).toEqual(unknown.data);
    expect(usedUp.status).toBe(unknown.status);
    expect((await ask("")).status).toBe(400);
  });

  it("is limited per client, as /track is", async () => {
    const context = testContext(handle, { clientIp: "198.51.100.99", settings: { RATE_LIMITS: "on" } });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (
          await callRoute(
            balance.action,
            postForm("/gift-cards/balance", { code: "AAAA-BBBB-CCCC-DDDD" }),
            context,
          )
        ).status,
      );
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
    // The checkout's field counts against the same limit.
    const api = await callRoute(
      check.action,
      requestAs(null, "/api/gift-cards/check", {
        method: "POST",
        body: JSON.stringify({ code: "AAAA-BBBB-CCCC-DDDD" }),
        headers: { "Content-Type": "application/json" },
      }),
      context,
    );
    expect(api.status).toBe(429);
  });
});

describe("/api/gift-cards/check", () => {
  it("says what the card can pay, or none", async () => {
    const issued = (await issue({ amount: "30", recipientEmail: "api@example.com" })).data as {
      code: string;
    };
    const ask = async (code: string) =>
      (
        await callRoute(
          check.action,
          requestAs(null, "/api/gift-cards/check", {
            method: "POST",
            body: JSON.stringify({ code }),
            headers: { "Content-Type": "application/json" },
          }),
          testContext(handle),
        )
      ).data;
    expect(await ask(issued.code)).toEqual({ ok: true, last4: issued.code.slice(-4), availableCents: 3000 });
    expect(await ask("nope")).toEqual({ ok: false, problem: "none" });
  });
});

describe("/gift-cards", () => {
  it("checks the form on the server too, keeping what was typed", async () => {
    const answer = await callRoute(
      buy.action,
      postForm(
        "/gift-cards",
        {
          amount: "other",
          otherAmount: "600",
          recipientName: "",
          recipientEmail: "x",
          deliverOn: "2000-01-01",
        },
        { headers: { "Sec-Fetch-Mode": "navigate" } },
      ),
      testContext(handle),
    );
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({
      status: "invalid",
      errors: { otherAmount: "amount", recipientName: "required", recipientEmail: "emailInvalid" },
      values: { otherAmount: "600" },
    });
  });
});

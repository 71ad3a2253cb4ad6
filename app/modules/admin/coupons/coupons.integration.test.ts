import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createShopper, postForm, requestAs, testContext, type TestShopper } from "~tests/support/accounts";
import { testDatabase } from "~tests/support/database";
import { callRoute } from "~tests/support/routes";
import { auditLog, coupons } from "~/db/schema";
import { onCatalogueChange } from "~/modules/catalog/catalogue-changes.server";
import { findCoupon } from "~/modules/checkout/coupon-lookup.server";
import { checkCoupon } from "~/modules/pricing/coupon-rules";
import * as editRoute from "~/routes/admin/coupons.$id";
import * as listRoute from "~/routes/admin/coupons";
import * as newRoute from "~/routes/admin/coupons.new";
import { COUPONS_PAGE_SIZE } from "./coupon-list-query";

/**
 * The admin's coupons through their routes: validation (400, nothing written), unique codes
 * (also when two admins race for one), edits and deactivation audited in their transaction and
 * seen by checkout at once.
 */

const handle = testDatabase({ catalogue: true });
let admin: TestShopper;

beforeAll(async () => {
  admin = await createShopper(handle, { email: "coupon-admin@sweettrip.test", isAdmin: true });
});

const context = () => testContext(handle);
const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
const form = (fields: Record<string, string> = {}) => ({
  intent: "save",
  code: "",
  discountType: "percentage",
  discountValue: "20",
  minimumOrder: "",
  expiresOn: "",
  usageLimit: "",
  ...fields,
});

const create = (fields: Record<string, string>) =>
  callRoute(
    newRoute.action,
    postForm("/admin/coupons/new", form(fields), { cookie: admin.cookie }),
    context(),
  );

const edit = (id: string, fields: Record<string, string>) =>
  callRoute(editRoute.action, postForm(`/admin/coupons/${id}`, fields, { cookie: admin.cookie }), context(), {
    id,
  });

const stored = async (code: string) =>
  (await handle.db.select().from(coupons).where(eq(coupons.code, code)))[0];
const auditOf = (id: string) =>
  handle.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, "coupon"), eq(auditLog.entityId, id)))
    .orderBy(auditLog.createdAt);

/** How checkout would judge `code` for a subtotal now. */
async function atCheckout(code: string, subtotalCents = 10_000) {
  const { coupon, reservedUses } = await findCoupon(handle.db, code, new Date());
  return checkCoupon(code, coupon, subtotalCents, new Date(), reservedUses);
}

async function createdId(fields: Record<string, string>) {
  const answer = await create(fields);
  expect(answer.status).toBe(302);
  return answer.location!.match(/\/admin\/coupons\/([0-9a-f-]+)\?created=1$/)![1]!;
}

describe("creating a coupon", () => {
  it("stores it upper-case with cents, audits it with its admin, and checkout takes it at once", async () => {
    let changes = 0;
    const stop = onCatalogueChange(() => changes++);
    const id = await createdId({
      code: " spring-5 ",
      discountType: "fixed_amount",
      discountValue: "5.50",
      minimumOrder: "30",
      expiresOn: inAWeek(),
      usageLimit: "50",
    });
    stop();

    const coupon = await stored("SPRING-5");
    expect(coupon).toMatchObject({
      id,
      isActive: true,
      discountType: "fixed_amount",
      discountValue: 550,
      minimumOrderCents: 3000,
      usageLimit: 50,
      timesUsed: 0,
    });
    expect(coupon!.expiresAt!.toISOString()).toBe(`${inAWeek()}T23:59:59.999Z`);
    // No page shows a coupon: checkout reads it afresh, no cached page is dropped (decision 038).
    expect(changes).toBe(0);

    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({
      action: "coupon.create",
      actorId: admin.id,
      actorEmail: admin.email,
      before: null,
      after: {
        code: "SPRING-5",
        discountValue: 550,
        minimumOrderCents: 3000,
        usageLimit: 50,
        isActive: true,
      },
    });

    expect(await atCheckout("SPRING-5")).toEqual({
      ok: true,
      code: "SPRING-5",
      terms: { discountType: "fixed_amount", discountValue: 550 },
    });
    expect(await atCheckout("SPRING-5", 2000)).toMatchObject({ ok: false, problem: "minimum" });
  });

  it("answers 400 with each field's problem and writes nothing", async () => {
    const before = await handle.db.$count(coupons);
    const audits = await handle.db.$count(auditLog);
    const answer = await create({
      code: "no spaces",
      discountValue: "120",
      minimumOrder: "-3",
      expiresOn: "2020-01-01",
      usageLimit: "0",
    });
    expect(answer.status).toBe(400);
    expect(answer.data).toEqual({
      intent: "save",
      status: "invalid",
      errors: {
        code: "codeFormat",
        discountValue: "percentMax",
        minimumOrder: "amountFormat",
        expiresOn: "datePast",
        usageLimit: "limitInteger",
      },
    });
    expect(await handle.db.$count(coupons)).toBe(before);
    expect(await handle.db.$count(auditLog)).toBe(audits);
  });

  it.each([
    [{ discountType: "percentage", discountValue: "0" }, "valuePositive"],
    [{ discountType: "fixed_amount", discountValue: "0" }, "valuePositive"],
    [{ discountType: "percentage", discountValue: "101" }, "percentMax"],
  ])("refuses a value of %o (%s)", async (fields, problem) => {
    const answer = await create({ code: "VALUE-TEST", ...fields });
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({ errors: { discountValue: problem } });
    expect(await stored("VALUE-TEST")).toBeUndefined();
  });

  it("refuses a type other than percentage or fixed_amount", async () => {
    const answer = await create({ code: "TYPE-TEST", discountType: "free_shipping" });
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({ errors: { discountType: "typeInvalid" } });
  });

  it("refuses a code already taken, whatever its case, under the code field", async () => {
    const answer = await create({ code: "sweet10" });
    expect(answer.status).toBe(409);
    expect(answer.data).toEqual({ intent: "save", status: "invalid", errors: { code: "codeTaken" } });
  });

  it("gives a code to one of two admins creating it at once; the other is told it is taken", async () => {
    const answers = await Promise.all([create({ code: "RACE-1" }), create({ code: "race-1" })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([302, 409]);
    const rows = await handle.db.select().from(coupons).where(eq(coupons.code, "RACE-1"));
    expect(rows).toHaveLength(1);
    expect(await auditOf(rows[0]!.id)).toHaveLength(1);
  });

  it("answers an unknown intent with 400", async () => {
    const answer = await callRoute(
      newRoute.action,
      postForm("/admin/coupons/new", { intent: "noop" }, { cookie: admin.cookie }),
      context(),
    );
    expect(answer.status).toBe(400);
  });
});

describe("editing a coupon", () => {
  it("saves new terms and audits only the fields that changed", async () => {
    const id = await createdId({ code: "EDIT-ME", discountValue: "10" });
    let changes = 0;
    const stop = onCatalogueChange(() => changes++);
    const answer = await edit(id, form({ code: "edit-me", discountValue: "15", usageLimit: "3" }));
    stop();
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({ intent: "save", status: "saved", id });
    // No page shows a coupon: checkout reads it afresh, no cached page is dropped (decision 038).
    expect(changes).toBe(0);
    expect(await stored("EDIT-ME")).toMatchObject({ discountValue: 15, usageLimit: 3 });

    const entries = await auditOf(id);
    expect(entries.map((entry) => entry.action)).toEqual(["coupon.create", "coupon.update"]);
    expect(entries[1]).toMatchObject({
      actorId: admin.id,
      before: { discountValue: 10, usageLimit: null },
      after: { discountValue: 15, usageLimit: 3 },
    });
    expect((await atCheckout("EDIT-ME")).ok && (await atCheckout("EDIT-ME"))).toMatchObject({
      terms: { discountValue: 15 },
    });
  });

  it("renames a coupon, unless the new code belongs to another", async () => {
    const id = await createdId({ code: "OLD-NAME" });
    expect((await edit(id, form({ code: "new-name" }))).status).toBe(200);
    expect(await stored("NEW-NAME")).toMatchObject({ id });

    const taken = await edit(id, form({ code: "CANDY5" }));
    expect(taken.status).toBe(409);
    expect(taken.data).toMatchObject({ errors: { code: "codeTaken" } });
    expect(await stored("NEW-NAME")).toMatchObject({ id });
  });

  it("refuses a usage limit below the times already used", async () => {
    const id = await createdId({ code: "POPULAR" });
    await handle.db.update(coupons).set({ timesUsed: 5 }).where(eq(coupons.id, id));
    const answer = await edit(id, form({ code: "POPULAR", usageLimit: "4" }));
    expect(answer.status).toBe(409);
    expect(answer.data).toMatchObject({ errors: { usageLimit: "limitBelowUsed" } });
    expect((await stored("POPULAR"))!.usageLimit).toBeNull();
    expect((await edit(id, form({ code: "POPULAR", usageLimit: "5" }))).status).toBe(200);
  });

  it("keeps an expired coupon's day when other terms change, but refuses a new past day", async () => {
    const id = await createdId({ code: "LONG-GONE" });
    await handle.db
      .update(coupons)
      .set({ expiresAt: new Date("2024-01-31T23:59:59.999Z") })
      .where(eq(coupons.id, id));
    expect(
      (await edit(id, form({ code: "LONG-GONE", expiresOn: "2024-01-31", discountValue: "30" }))).status,
    ).toBe(200);
    // The exact moment stays: re-saving the day does not stretch the expiry to midnight.
    await handle.db
      .update(coupons)
      .set({ expiresAt: new Date("2024-01-31T10:00:00.000Z") })
      .where(eq(coupons.id, id));
    expect(
      (await edit(id, form({ code: "LONG-GONE", expiresOn: "2024-01-31", discountValue: "35" }))).status,
    ).toBe(200);
    expect((await stored("LONG-GONE"))!.expiresAt!.toISOString()).toBe("2024-01-31T10:00:00.000Z");
    const moved = await edit(id, form({ code: "LONG-GONE", expiresOn: "2024-02-01" }));
    expect(moved.status).toBe(400);
    expect(moved.data).toMatchObject({ errors: { expiresOn: "datePast" } });
  });

  it("answers 400 to an invalid form and changes nothing", async () => {
    const id = await createdId({ code: "STAYS" });
    const answer = await edit(id, form({ code: "STAYS", discountType: "fixed_amount", discountValue: "-1" }));
    expect(answer.status).toBe(400);
    expect(await stored("STAYS")).toMatchObject({ discountType: "percentage", discountValue: 20 });
    expect(await auditOf(id)).toHaveLength(1);
  });

  it("answers 404 for a coupon that does not exist, and for an id that is not one", async () => {
    for (const id of ["00000000-0000-0000-0000-000000000000", "not-a-uuid"]) {
      expect((await edit(id, form({ code: "GHOST" }))).status).toBe(404);
      const page = await callRoute(
        editRoute.loader,
        requestAs(admin.cookie, `/admin/coupons/${id}`),
        context(),
        { id },
      );
      expect(page.status).toBe(404);
    }
  });
});

describe("deactivating a coupon", () => {
  it("switches it off for checkout at once, audited; a second click changes nothing; it can come back", async () => {
    const id = await createdId({ code: "SWITCH" });
    let changes = 0;
    const stop = onCatalogueChange(() => changes++);

    const off = await edit(id, { intent: "deactivate" });
    expect(off.data).toEqual({ intent: "deactivate", status: "done", code: "SWITCH" });
    expect(await atCheckout("SWITCH")).toEqual({ ok: false, problem: "invalid" });
    await edit(id, { intent: "deactivate" });
    // No page shows a coupon: checkout reads it afresh, no cached page is dropped (decision 038).
    expect(changes).toBe(0);

    const on = await edit(id, { intent: "activate" });
    expect(on.status).toBe(200);
    expect((await atCheckout("SWITCH")).ok).toBe(true);
    stop();

    const entries = await auditOf(id);
    expect(entries.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ["coupon.create", null, expect.objectContaining({ code: "SWITCH" })],
      ["coupon.deactivate", { isActive: true }, { isActive: false }],
      ["coupon.activate", { isActive: false }, { isActive: true }],
    ]);
    // Never deleted: it is still there.
    expect(await stored("SWITCH")).toBeDefined();
  });

  it("makes one change and one audit entry when two admins deactivate at once", async () => {
    const id = await createdId({ code: "TWICE" });
    await Promise.all([edit(id, { intent: "deactivate" }), edit(id, { intent: "deactivate" })]);
    expect((await auditOf(id)).filter((entry) => entry.action === "coupon.deactivate")).toHaveLength(1);
  });
});

describe("the list", () => {
  it("shows each coupon's times used, finds by code and by status, 20 a page", async () => {
    await handle.db.update(coupons).set({ timesUsed: 7 }).where(eq(coupons.code, "SWEET10"));
    const all = await callRoute(listRoute.loader, requestAs(admin.cookie, "/admin/coupons"), context());
    expect(all.status).toBe(200);
    expect(all.headers.get("Cache-Control")).toBe("private, no-store");
    expect(all.data.coupons.length).toBeLessThanOrEqual(COUPONS_PAGE_SIZE);

    const found = await callRoute(
      listRoute.loader,
      requestAs(admin.cookie, "/admin/coupons?q=weet1"),
      context(),
    );
    expect(found.data.coupons).toEqual([expect.objectContaining({ code: "SWEET10", timesUsed: 7 })]);

    const inactive = await callRoute(
      listRoute.loader,
      requestAs(admin.cookie, "/admin/coupons?status=inactive"),
      context(),
    );
    expect(inactive.data.coupons.every((coupon) => !coupon.isActive)).toBe(true);
    expect(inactive.data.coupons.map((coupon) => coupon.code)).toContain("TWICE");

    // A wildcard typed in the search is a character, not "anything".
    const wildcard = await callRoute(
      listRoute.loader,
      requestAs(admin.cookie, "/admin/coupons?q=%25"),
      context(),
    );
    expect(wildcard.data.total).toBe(0);

    for (let index = 0; index < COUPONS_PAGE_SIZE; index++) {
      await handle.db
        .insert(coupons)
        .values({ code: `BULK-${index}`, discountType: "percentage", discountValue: 5 });
    }
    const second = await callRoute(
      listRoute.loader,
      requestAs(admin.cookie, "/admin/coupons?q=bulk&page=2"),
      context(),
    );
    expect(second.data).toMatchObject({ total: COUPONS_PAGE_SIZE, pageCount: 1 });
    const everything = await callRoute(
      listRoute.loader,
      requestAs(admin.cookie, "/admin/coupons?page=2"),
      context(),
    );
    expect(everything.data.coupons.length).toBeGreaterThan(0);
    expect(everything.data.pageCount).toBeGreaterThanOrEqual(2);
  });
});

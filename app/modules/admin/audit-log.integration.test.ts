import { beforeAll, describe, expect, it } from "vitest";
import { createShopper, requestAs, testContext, type TestShopper } from "~tests/support/accounts";
import { testDatabase } from "~tests/support/database";
import { callRoute } from "~tests/support/routes";
import { auditLog } from "~/db/schema";
import * as auditRoute from "~/routes/admin/audit";
import { changedFields, recordAudit } from "./audit.server";
import { auditFiltersSchema } from "./audit-filters";
import { listAuditEntries } from "./audit-log.server";

const handle = testDatabase();
let ada: TestShopper;
let bo: TestShopper;

beforeAll(async () => {
  [ada, bo] = await Promise.all([
    createShopper(handle, { email: "ada@sweettrip.test", isAdmin: true }),
    createShopper(handle, { email: "bo+100@sweettrip.test", isAdmin: true }),
  ]);
  await recordAudit(handle.db, ada, {
    action: "product.update",
    entityType: "product",
    entityId: "p1",
    ...changedFields({ priceCents: 299, name: "Pocky" }, { priceCents: 349, name: "Pocky" }),
  });
  await recordAudit(handle.db, bo, {
    action: "coupon.create",
    entityType: "coupon",
    entityId: "c1",
    after: { code: "SPRING" },
  });
  // An older entry, to filter by date.
  await handle.db.insert(auditLog).values({
    actorId: ada.id,
    actorEmail: ada.email,
    action: "user.role",
    entityType: "user",
    entityId: bo.id,
    before: { isAdmin: false },
    after: { isAdmin: true },
    createdAt: new Date("2026-01-15T12:00:00Z"),
  });
});

const list = (query: Record<string, string>) => listAuditEntries(handle.db, auditFiltersSchema.parse(query));

describe("the audit log", () => {
  it("keeps who, what, when, and only the fields that changed", async () => {
    const { entries, total } = await list({});
    expect(total).toBe(3);
    expect(entries.map((entry) => entry.action)).toEqual(["coupon.create", "product.update", "user.role"]);
    expect(entries[1]).toMatchObject({
      actorEmail: "ada@sweettrip.test",
      entityType: "product",
      entityId: "p1",
      before: { priceCents: 299 },
      after: { priceCents: 349 },
    });
  });

  it("filters by what changed, by the admin's e-mail (wildcards typed are literal) and by day", async () => {
    expect((await list({ entity: "coupon" })).entries.map((entry) => entry.entityId)).toEqual(["c1"]);
    expect((await list({ actor: "bo+" })).entries.map((entry) => entry.action)).toEqual(["coupon.create"]);
    expect((await list({ actor: "_" })).total).toBe(0);
    expect(
      (await list({ from: "2026-01-15", to: "2026-01-15" })).entries.map((entry) => entry.action),
    ).toEqual(["user.role"]);
    expect((await list({ to: "2026-01-14" })).total).toBe(0);
  });

  it("ignores malformed filters instead of failing", async () => {
    const filters = auditFiltersSchema.parse({ entity: "nuclear", from: "yesterday", page: "-3" });
    expect(filters).toEqual({ entity: undefined, actor: undefined, from: undefined, to: undefined, page: 1 });
    expect((await listAuditEntries(handle.db, filters)).total).toBe(3);
  });

  it("is shown to an admin at /admin/audit with the filters of the address", async () => {
    const answer = await callRoute(
      auditRoute.loader,
      requestAs(ada.cookie, "/admin/audit?entity=product"),
      testContext(handle),
    );
    expect(answer.status).toBe(200);
    expect(answer.data.log.entries.map((entry) => entry.action)).toEqual(["product.update"]);
  });
});

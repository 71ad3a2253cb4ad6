import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createShopper, postForm, requestAs, testContext, type TestShopper } from "~tests/support/accounts";
import { createTestDatabase, testDatabase } from "~tests/support/database";
import { callRoute } from "~tests/support/routes";
import { auditLog, orders, users, type OrderStatus } from "~/db/schema";
import { newOrderNumber } from "~/modules/checkout/order-number.server";
import * as customerRoute from "~/routes/admin/customers.$id";
import * as listRoute from "~/routes/admin/customers";
import { setAdminRole } from "./admin-role.server";
import { CUSTOMERS_PAGE_SIZE } from "./customer-list-query";

/**
 * The admin's customers: the list's paid-order figures and search, a customer's page with their
 * orders, and roles: promote and demote audited, never oneself, never the last admin, also when
 * two admins demote each other at the same time.
 */

const handle = testDatabase();
let ada: TestShopper;
let sam: TestShopper;

beforeAll(async () => {
  ada = await createShopper(handle, {
    email: "ada@sweettrip.test",
    firstName: "Ada",
    lastName: "Admin",
    isAdmin: true,
  });
  sam = await createShopper(handle, { email: "sam@example.com", firstName: "Sam", lastName: "Sweettooth" });
});

const context = () => testContext(handle);

async function addOrder(userId: string | null, status: OrderStatus, totalCents: number) {
  const address = {
    firstName: "Sam",
    lastName: "Sweettooth",
    address: "1 Candy Lane",
    city: "Springfield",
    state: "IL",
    zipCode: "62701",
    country: "US",
  };
  const [order] = await handle.db
    .insert(orders)
    .values({
      number: newOrderNumber(),
      status,
      userId,
      checkoutToken: randomBytes(8).toString("hex"),
      email: "sam@example.com",
      shippingAddress: address,
      billingAddress: address,
      subtotalCents: totalCents,
      shippingCents: 0,
      totalCents,
      paymentProvider: "sandbox",
    })
    .returning({ number: orders.number });
  return order!.number;
}

const postRole = (actor: TestShopper, id: string, intent: string) =>
  callRoute(
    customerRoute.action,
    postForm(`/admin/customers/${id}`, { intent }, { cookie: actor.cookie }),
    context(),
    {
      id,
    },
  );

const isAdmin = async (id: string) =>
  (await handle.db.select({ isAdmin: users.isAdmin }).from(users).where(eq(users.id, id)))[0]?.isAdmin;
const roleAudits = (id: string) =>
  handle.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, "user.role"), eq(auditLog.entityId, id)))
    .orderBy(auditLog.createdAt);

describe("the customers list", () => {
  it("counts paid orders and money spent (paid, processing, shipped, delivered only), with roles", async () => {
    await addOrder(sam.id, "paid", 1000);
    await addOrder(sam.id, "processing", 2000);
    await addOrder(sam.id, "shipped", 3000);
    await addOrder(sam.id, "delivered", 4000);
    await addOrder(sam.id, "pending_payment", 50_000);
    await addOrder(sam.id, "cancelled", 60_000);
    await addOrder(sam.id, "refunded", 70_000);
    await addOrder(null, "paid", 80_000);

    const answer = await callRoute(listRoute.loader, requestAs(ada.cookie, "/admin/customers"), context());
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
    const byEmail = new Map(answer.data.customers.map((customer) => [customer.email, customer]));
    expect(byEmail.get("sam@example.com")).toMatchObject({
      name: "Sam Sweettooth",
      isAdmin: false,
      orderCount: 4,
      spentCents: 10_000,
    });
    expect(byEmail.get("ada@sweettrip.test")).toMatchObject({ isAdmin: true, orderCount: 0, spentCents: 0 });
  });

  it("finds accounts by name or e-mail, and by role", async () => {
    const find = async (search: string) =>
      (
        await callRoute(listRoute.loader, requestAs(ada.cookie, `/admin/customers?${search}`), context())
      ).data.customers.map((customer) => customer.email);
    expect(await find("q=sweettooth")).toEqual(["sam@example.com"]);
    expect(await find("q=SAM%40EXAMPLE")).toEqual(["sam@example.com"]);
    expect(await find("q=ada+admin")).toEqual(["ada@sweettrip.test"]);
    expect(await find("role=admins")).toEqual(["ada@sweettrip.test"]);
    expect(await find("role=shoppers")).toContain("sam@example.com");
    expect(await find("q=%25")).toEqual([]);
  });

  it("shows 20 a page", async () => {
    // Plain rows: the list reads users, it does not need them signed in.
    await handle.db.insert(users).values(
      Array.from({ length: CUSTOMERS_PAGE_SIZE }, (_, index) => ({
        id: `bulk-${index}`,
        name: `Bulk ${index}`,
        email: `bulk-${index}@example.com`,
      })),
    );
    const first = await callRoute(listRoute.loader, requestAs(ada.cookie, "/admin/customers"), context());
    expect(first.data.customers).toHaveLength(CUSTOMERS_PAGE_SIZE);
    expect(first.data.pageCount).toBe(2);
    const second = await callRoute(
      listRoute.loader,
      requestAs(ada.cookie, "/admin/customers?page=2"),
      context(),
    );
    expect(second.data.customers.length).toBeGreaterThan(0);
    const seen = new Set([...first.data.customers, ...second.data.customers].map((customer) => customer.id));
    expect(seen.size).toBe(first.data.total);
  });
});

describe("a customer's page", () => {
  it("lists all of their orders, newest first, with their paid figures", async () => {
    const answer = await callRoute(
      customerRoute.loader,
      requestAs(ada.cookie, `/admin/customers/${sam.id}`),
      context(),
      {
        id: sam.id,
      },
    );
    expect(answer.status).toBe(200);
    expect(answer.data.isSelf).toBe(false);
    expect(answer.data.customer).toMatchObject({
      email: "sam@example.com",
      orderCount: 4,
      spentCents: 10_000,
    });
    expect(answer.data.customer.orders).toHaveLength(7);
    expect(answer.data.customer.orders.every((order) => /^ST-[A-Z0-9]{8}$/.test(order.number))).toBe(true);
  });

  it("answers 404 for an account that does not exist", async () => {
    const id = "00000000-0000-0000-0000-000000000000";
    const answer = await callRoute(
      customerRoute.loader,
      requestAs(ada.cookie, `/admin/customers/${id}`),
      context(),
      { id },
    );
    expect(answer.status).toBe(404);
    expect((await postRole(ada, id, "promote")).status).toBe(404);
  });
});

describe("roles", () => {
  it("promotes a shopper and demotes them again, each audited with who did it", async () => {
    const cleo = await createShopper(handle, { email: "cleo@example.com" });
    const promoted = await postRole(ada, cleo.id, "promote");
    expect(promoted.data).toEqual({ intent: "promote", status: "changed" });
    expect(await isAdmin(cleo.id)).toBe(true);

    // Promoting twice changes nothing and writes nothing.
    expect((await postRole(ada, cleo.id, "promote")).data).toEqual({
      intent: "promote",
      status: "unchanged",
    });

    const demoted = await postRole(ada, cleo.id, "demote");
    expect(demoted.data).toEqual({ intent: "demote", status: "changed" });
    expect(await isAdmin(cleo.id)).toBe(false);

    const entries = await roleAudits(cleo.id);
    expect(entries.map((entry) => [entry.actorId, entry.actorEmail, entry.before, entry.after])).toEqual([
      [ada.id, ada.email, { isAdmin: false }, { isAdmin: true }],
      [ada.id, ada.email, { isAdmin: true }, { isAdmin: false }],
    ]);
  });

  it("refuses an admin demoting themselves, even with another admin around", async () => {
    const dan = await createShopper(handle, { email: "dan@sweettrip.test", isAdmin: true });
    const answer = await postRole(dan, dan.id, "demote");
    expect(answer.status).toBe(409);
    expect(answer.data).toEqual({ intent: "demote", status: "self" });
    expect(await isAdmin(dan.id)).toBe(true);
    expect(await roleAudits(dan.id)).toEqual([]);
    await setAdminRole(handle.db, ada, dan.id, false);
  });

  it("never demotes the last admin", async () => {
    const fresh = await createTestDatabase();
    try {
      const only = await createShopper(fresh, { email: "only@sweettrip.test", isAdmin: true });
      expect(await setAdminRole(fresh.db, only, only.id, false)).toBe("last-admin");
      const [row] = await fresh.db
        .select({ isAdmin: users.isAdmin })
        .from(users)
        .where(eq(users.id, only.id));
      expect(row!.isAdmin).toBe(true);
    } finally {
      await fresh.close();
    }
  });

  it("leaves one admin when two admins demote each other at the same time", async () => {
    const fresh = await createTestDatabase();
    try {
      const [eve, finn] = await Promise.all([
        createShopper(fresh, { email: "eve@sweettrip.test", isAdmin: true }),
        createShopper(fresh, { email: "finn@sweettrip.test", isAdmin: true }),
      ]);
      const outcomes = await Promise.all([
        setAdminRole(fresh.db, eve, finn.id, false),
        setAdminRole(fresh.db, finn, eve.id, false),
      ]);
      // The first demotion wins; the second admin has lost the role by the time it runs.
      expect(outcomes.sort()).toEqual(["changed", "not-admin"]);
      const admins = await fresh.db.select({ id: users.id }).from(users).where(eq(users.isAdmin, true));
      expect(admins).toHaveLength(1);
      expect(await fresh.db.$count(auditLog)).toBe(1);
    } finally {
      await fresh.close();
    }
  });

  it("refuses a role change from an admin whose role was taken meanwhile", async () => {
    const gus = await createShopper(handle, { email: "gus@sweettrip.test", isAdmin: true });
    await handle.db.update(users).set({ isAdmin: false }).where(eq(users.id, gus.id));
    // The session's user was read as an admin; the locked rows say otherwise.
    expect(await setAdminRole(handle.db, gus, sam.id, true)).toBe("not-admin");
    expect(await isAdmin(sam.id)).toBe(false);
  });

  it("answers an unknown intent with 400", async () => {
    expect((await postRole(ada, sam.id, "noop")).status).toBe(400);
  });
});

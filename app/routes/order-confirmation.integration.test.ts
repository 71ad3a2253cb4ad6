import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createShopper, postForm, requestAs, testContext, type TestShopper } from "~tests/support/accounts";
import { testDatabase } from "~tests/support/database";
import { prepareOrderAs } from "~tests/support/orders";
import { callRoute } from "~tests/support/routes";
import { orders } from "~/db/schema";
import { addAddress, listAddresses } from "~/modules/accounts/addresses.server";
import { newProduct } from "~tests/support/checkout";
import { loader as orderStatus } from "./api.orders.status";
import { action, loader } from "./order-confirmation";

const handle = testDatabase({ catalogue: true });

/** Prepares a payment as the checkout page does, from a browser holding `cookie` (or none). */
async function prepareOrder(cookie: string | null): Promise<string> {
  const product = await newProduct(handle.db, 5, 1000);
  return prepareOrderAs(handle, cookie, product);
}

async function ownerOf(number: string) {
  const [order] = await handle.db
    .select({ userId: orders.userId })
    .from(orders)
    .where(eq(orders.number, number));
  return order?.userId;
}

const markPaid = (number: string) =>
  handle.db.update(orders).set({ status: "paid", paidAt: new Date() }).where(eq(orders.number, number));

const view = (cookie: string | null, number: string) =>
  callRoute(loader, requestAs(cookie, `/order-confirmation/${number}`), testContext(handle), { number });

const saveAddress = (shopper: TestShopper | null, number: string, intent = "save-address") =>
  callRoute(
    action,
    postForm(`/order-confirmation/${number}`, { intent }, { cookie: shopper?.cookie }),
    testContext(handle),
    { number },
  );

describe("orders of signed-in shoppers", () => {
  it("belong to the shopper who prepared them; a guest's to nobody", async () => {
    const shopper = await createShopper(handle);
    expect(await ownerOf(await prepareOrder(shopper.cookie))).toBe(shopper.id);
    expect(await ownerOf(await prepareOrder(null))).toBeNull();
  });

  it("open for their signed-in owner without the checkout cookie, and for nobody else", async () => {
    const shopper = await createShopper(handle);
    const stranger = await createShopper(handle);
    const number = await prepareOrder(shopper.cookie);

    const own = await view(shopper.cookie, number);
    expect(own.status).toBe(200);
    expect(own.data).toMatchObject({ order: { number, email: "ana@example.com" } });
    expect(own.headers.get("Cache-Control")).toBe("private, no-store");

    for (const cookie of [stranger.cookie, null]) {
      const answer = await view(cookie, number);
      expect(answer.thrown).toBe(true);
      expect(answer.status).toBe(404);
    }

    const status = await callRoute(
      orderStatus,
      requestAs(shopper.cookie, `/api/orders/${number}/status`),
      testContext(handle),
      { number },
    );
    expect(status.status).toBe(200);
    expect(status.data).toEqual({ status: "pending_payment", paymentError: null });
  });
});

describe("Save this address", () => {
  it("is offered once the order is paid, saves the address as the first (default) one, then is gone", async () => {
    const shopper = await createShopper(handle);
    const number = await prepareOrder(shopper.cookie);
    expect((await view(shopper.cookie, number)).data).toMatchObject({ canSaveAddress: false });

    await markPaid(number);
    expect((await view(shopper.cookie, number)).data).toMatchObject({ canSaveAddress: true });

    const saved = await saveAddress(shopper, number);
    expect(saved.status).toBe(200);
    expect(saved.data).toEqual({ status: "saved" });
    expect(await listAddresses(handle.db, shopper.id)).toEqual([
      {
        id: expect.any(String),
        firstName: "Ana",
        lastName: "García",
        phone: "",
        address: "1 Candy Lane",
        city: "Austin",
        state: "TX",
        zipCode: "78701",
        country: "US",
        isDefault: true,
      },
    ]);

    expect((await view(shopper.cookie, number)).data).toMatchObject({ canSaveAddress: false });
    expect((await saveAddress(shopper, number)).data).toEqual({ status: "already-saved" });
    expect(await listAddresses(handle.db, shopper.id)).toHaveLength(1);
  });

  it("is not offered when the shopper already has the address, written any way", async () => {
    const shopper = await createShopper(handle);
    await addAddress(handle.db, shopper.id, {
      firstName: "ana",
      lastName: "GARCÍA",
      phone: "",
      address: "1  Candy Lane",
      city: "austin",
      state: "tx",
      zipCode: "78701",
      country: "US",
    });
    const number = await prepareOrder(shopper.cookie);
    await markPaid(number);
    expect((await view(shopper.cookie, number)).data).toMatchObject({ canSaveAddress: false });
  });

  it("saves nothing for another shopper, an unpaid order or a guest's order", async () => {
    const shopper = await createShopper(handle);
    const stranger = await createShopper(handle);
    const paid = await prepareOrder(shopper.cookie);
    await markPaid(paid);
    const unpaid = await prepareOrder(shopper.cookie);
    const guests = await prepareOrder(null);
    await markPaid(guests);

    expect((await saveAddress(stranger, paid)).status).toBe(404);
    expect((await saveAddress(shopper, unpaid)).status).toBe(404);
    expect((await saveAddress(shopper, guests)).status).toBe(404);
    expect(await listAddresses(handle.db, stranger.id)).toEqual([]);
    expect(await listAddresses(handle.db, shopper.id)).toEqual([]);

    const anonymous = await saveAddress(null, paid);
    expect(anonymous.status).toBe(302);
    expect((await saveAddress(shopper, paid, "delete-order")).status).toBe(400);
  });

  it("says when the address book is full", async () => {
    const shopper = await createShopper(handle);
    for (let n = 0; n < 20; n++) {
      await addAddress(handle.db, shopper.id, {
        firstName: "Ada",
        lastName: "Lovelace",
        phone: "",
        address: `${n} Elsewhere`,
        city: "Portland",
        state: "",
        zipCode: "97201",
        country: "US",
      });
    }
    const number = await prepareOrder(shopper.cookie);
    await markPaid(number);
    const answer = await saveAddress(shopper, number);
    expect(answer.status).toBe(409);
    expect(answer.data).toEqual({ status: "limit", max: 20 });
  });
});

import { eq, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  createShopper,
  requestAs,
  TEST_SECRET,
  testContext,
  type TestShopper,
} from "~tests/support/accounts";
import { testDatabase } from "~tests/support/database";
import { insertShippedOrder, photoFile } from "~tests/support/returns";
import { callRoute } from "~tests/support/routes";
import { orderLines, orders, returnRequests, storedFiles } from "~/db/schema";
import { UPLOAD_LIMIT_BYTES } from "~/config/body-limits";
import { IMAGE_MAX_BYTES } from "~/modules/admin/products/image-rules";
import { orderEmailToken } from "~/modules/orders/order-token.server";
import { MAX_RETURN_FORM_BYTES } from "~/modules/returns/return-form";
import type { StoreCredit } from "~/modules/returns/store-credit";
import { loader as media } from "./media.$";
import { loader as orderPage } from "./orders.$number";
import { action as returnAction, loader as returnPage } from "./orders.$number.return";
import { action as decide, loader as adminReturn } from "./admin/returns.$id";
import { loader as adminPhoto } from "./admin/returns.$id.photos.$index";
import { loader as adminQueue } from "./admin/returns";
import { loader as adminOrder } from "./admin/orders.$number";

/** Issue 30, item 1: the return pages — who may ask, the form, the admin's queue, photos and decisions. */

const handle = testDatabase({ catalogue: true });
let buyer: TestShopper;
let stranger: TestShopper;
let admin: TestShopper;

beforeAll(async () => {
  [buyer, stranger, admin] = await Promise.all([
    createShopper(handle),
    createShopper(handle),
    createShopper(handle, { isAdmin: true }),
  ]);
});

async function buyersOrder(options: { guest?: boolean; shippedDaysAgo?: number } = {}) {
  const { order, products } = await insertShippedOrder(handle.db, { shippedDaysAgo: options.shippedDaysAgo });
  if (!options.guest)
    await handle.db
      .update(orders)
      .set({ userId: buyer.id, email: buyer.email })
      .where(eq(orders.id, order.id));
  const lines = await handle.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
  return { order, products, lines };
}

/** A multipart post of the return form, as a browser sends it. */
function returnForm(
  path: string,
  fields: Record<string, string | File | File[]>,
  cookie: string | null = null,
) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields))
    for (const each of Array.isArray(value) ? value : [value]) body.append(name, each);
  return requestAs(cookie, path, { method: "POST", body });
}

describe("the buyer's return page", () => {
  it("opens for the signed-in buyer and no one else: another shopper and a stranger get not found", async () => {
    const { order } = await buyersOrder();
    const path = `/orders/${order.number}/return`;
    const own = await callRoute(returnPage, requestAs(buyer.cookie, path), testContext(handle), {
      number: order.number,
    });
    expect(own.status).toBe(200);
    expect(own.headers.get("Cache-Control")).toBe("private, no-store");
    expect(own.data).toMatchObject({
      number: order.number,
      open: true,
      orderHref: `/orders/${order.number}`,
    });
    for (const cookie of [stranger.cookie, null]) {
      const other = await callRoute(returnPage, requestAs(cookie, path), testContext(handle), {
        number: order.number,
      });
      expect(other).toMatchObject({ status: 404, thrown: true });
    }
  });

  it("opens for a guest with the receipt's link, and goes back to that link's page once sent", async () => {
    const { order, lines } = await buyersOrder({ guest: true });
    const token = orderEmailToken(TEST_SECRET, order.id);
    const path = `/orders/${order.number}/return?token=${token}`;
    const page = await callRoute(returnPage, requestAs(null, path), testContext(handle), {
      number: order.number,
    });
    expect(page.data).toMatchObject({
      token,
      orderHref: `/order-confirmation/${order.number}?token=${token}`,
    });
    const wrong = await callRoute(
      returnPage,
      requestAs(null, `/orders/${order.number}/return?token=${"x".repeat(token.length)}`),
      testContext(handle),
      { number: order.number },
    );
    expect(wrong.status).toBe(404);

    const sent = await callRoute(
      returnAction,
      returnForm(path, {
        [`quantity:${lines[0]!.id}`]: "1",
        reason: "melted",
        note: "Soft as butter",
        photos: [await photoFile()],
      }),
      testContext(handle),
      { number: order.number },
    );
    expect(sent.status).toBe(302);
    expect(sent.location).toBe(`/order-confirmation/${order.number}?token=${token}&return=sent#returns`);
    const [request] = await handle.db
      .select()
      .from(returnRequests)
      .where(eq(returnRequests.orderId, order.id));
    expect(request).toMatchObject({ reason: "melted", note: "Soft as butter", status: "requested" });
    expect(request!.photoKeys).toHaveLength(1);
  });

  it("answers the form's problems under their fields, and refuses more than was bought", async () => {
    const { order, lines } = await buyersOrder();
    const path = `/orders/${order.number}/return`;
    const post = (fields: Record<string, string | File | File[]>) =>
      callRoute(returnAction, returnForm(path, fields, buyer.cookie), testContext(handle), {
        number: order.number,
      });
    expect((await post({ reason: "" })).data).toMatchObject({
      status: "invalid",
      errors: { lines: "linesRequired", reason: "reasonRequired" },
    });
    const tooMany = await post({
      [`quantity:${lines[0]!.id}`]: String(lines[0]!.quantity + 1),
      reason: "damaged",
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.data).toMatchObject({ errors: { lines: "linesTooMany" } });
    const photos = await Promise.all([1, 2, 3, 4].map(() => photoFile()));
    expect((await post({ [`quantity:${lines[0]!.id}`]: "1", reason: "damaged", photos })).data).toMatchObject(
      {
        errors: { photos: "photosTooMany" },
      },
    );
  });

  it("reads no more than three photos and the fields need: a larger body is refused under the photos, nothing stored", async () => {
    const { order, lines } = await buyersOrder();
    const stored = async () =>
      (
        await handle.db
          .select({ key: storedFiles.key })
          .from(storedFiles)
          .where(like(storedFiles.key, "returns/%"))
      ).length;
    const before = await stored();
    // Three photos just past the image limit each: past MAX_RETURN_FORM_BYTES together.
    const big = () =>
      new File([new Uint8Array(IMAGE_MAX_BYTES + 40 * 1024)], "huge.png", { type: "image/png" });
    expect(3 * big().size).toBeGreaterThan(MAX_RETURN_FORM_BYTES);
    const answer = await callRoute(
      returnAction,
      returnForm(
        `/orders/${order.number}/return?lang=es`,
        { [`quantity:${lines[0]!.id}`]: "1", reason: "damaged", photos: [big(), big(), big()] },
        buyer.cookie,
      ),
      testContext(handle),
      { number: order.number },
    );
    expect(answer.status).toBe(413);
    expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
    expect(answer.data).toEqual({ status: "invalid", errors: { photos: "bodyTooLarge" } });
    expect(await handle.db.select().from(returnRequests).where(eq(returnRequests.orderId, order.id))).toEqual(
      [],
    );
    expect(await stored()).toEqual(before);
    // The limit still takes three photos at the image limit each, with the fields.
    expect(MAX_RETURN_FORM_BYTES).toBeGreaterThanOrEqual(3 * IMAGE_MAX_BYTES + 16 * 1024);
    expect(MAX_RETURN_FORM_BYTES).toBeLessThanOrEqual(UPLOAD_LIMIT_BYTES);
  });

  it("is closed 30 days after the shipment", async () => {
    const { order, lines } = await buyersOrder({ shippedDaysAgo: 31 });
    const path = `/orders/${order.number}/return`;
    const page = await callRoute(returnPage, requestAs(buyer.cookie, path), testContext(handle), {
      number: order.number,
    });
    expect(page.data).toMatchObject({ open: false });
    const sent = await callRoute(
      returnAction,
      returnForm(path, { [`quantity:${lines[0]!.id}`]: "1", reason: "damaged" }, buyer.cookie),
      testContext(handle),
      { number: order.number },
    );
    expect(sent).toMatchObject({ status: 409, data: { status: "closed" } });
  });

  it("shows the request's status on the order page", async () => {
    const { order, lines } = await buyersOrder();
    await callRoute(
      returnAction,
      returnForm(
        `/orders/${order.number}/return`,
        { [`quantity:${lines[0]!.id}`]: "1", reason: "wrong_item" },
        buyer.cookie,
      ),
      testContext(handle),
      { number: order.number },
    );
    const page = await callRoute(
      orderPage,
      requestAs(buyer.cookie, `/orders/${order.number}`),
      testContext(handle),
      {
        number: order.number,
      },
    );
    expect(page.data).toMatchObject({
      returns: { canAsk: true, requests: [{ status: "requested", reason: "wrong_item" }] },
    });
  });
});

describe("the admin's returns", () => {
  async function askedReturn() {
    const { order, lines } = await buyersOrder();
    await callRoute(
      returnAction,
      returnForm(
        `/orders/${order.number}/return`,
        { [`quantity:${lines[0]!.id}`]: "1", reason: "damaged", photos: [await photoFile()] },
        buyer.cookie,
      ),
      testContext(handle),
      { number: order.number },
    );
    const [request] = await handle.db
      .select()
      .from(returnRequests)
      .where(eq(returnRequests.orderId, order.id));
    return { order, id: request!.id };
  }

  it("queues the request and shows its photos to admins only; the public media never serves them", async () => {
    const { order, id } = await askedReturn();
    const queue = await callRoute(adminQueue, requestAs(admin.cookie, "/admin/returns"), testContext(handle));
    expect((queue.data as { rows: { id: string; orderNumber: string }[] }).rows).toContainEqual(
      expect.objectContaining({ id, orderNumber: order.number }),
    );

    const photo = await callRoute(
      adminPhoto,
      requestAs(admin.cookie, `/admin/returns/${id}/photos/1`),
      testContext(handle),
      { id, index: "1" },
    );
    expect(photo.status).toBe(200);
    expect(photo.headers.get("Content-Type")).toBe("image/webp");
    expect(photo.headers.get("Cache-Control")).toBe("private, no-store");
    const shopper = await callRoute(
      adminPhoto,
      requestAs(buyer.cookie, `/admin/returns/${id}/photos/1`),
      testContext(handle),
      { id, index: "1" },
    );
    expect(shopper.status).toBe(403);

    const [request] = await handle.db.select().from(returnRequests).where(eq(returnRequests.id, id));
    const key = request!.photoKeys[0]!;
    const published = await callRoute(media, requestAs(null, `/media/${key}`), testContext(handle), {
      "*": key,
    });
    expect(published.status).toBe(404);
  });

  it("offers store credit only with a provider of it, and refunds with the admin's click", async () => {
    const { id } = await askedReturn();
    const page = await callRoute(
      adminReturn,
      requestAs(admin.cookie, `/admin/returns/${id}`),
      testContext(handle),
      { id },
    );
    expect(page.data).toMatchObject({
      storeCredit: false,
      detail: { id, status: "requested", amountCents: 1000 },
    });
    const credit: StoreCredit = { issue: async () => "GIFT-XYZ" };
    const withCredit = await callRoute(
      adminReturn,
      requestAs(admin.cookie, `/admin/returns/${id}`),
      testContext(handle, { storeCredit: credit }),
      { id },
    );
    expect(withCredit.data).toMatchObject({ storeCredit: true });

    const refused = await callRoute(
      decide,
      requestAs(admin.cookie, `/admin/returns/${id}`, {
        method: "POST",
        body: new URLSearchParams({ intent: "refuse" }),
      }),
      testContext(handle),
      { id },
    );
    expect(refused).toMatchObject({
      status: 400,
      data: { status: "invalid", errors: { refusalReason: "required" } },
    });

    const decided = await callRoute(
      decide,
      requestAs(admin.cookie, `/admin/returns/${id}`, {
        method: "POST",
        body: new URLSearchParams({ intent: "refund" }),
      }),
      testContext(handle),
      { id },
    );
    expect(decided).toMatchObject({
      status: 200,
      data: { status: "changed", to: "completed", resolution: "refund" },
    });
    const again = await callRoute(
      decide,
      requestAs(admin.cookie, `/admin/returns/${id}`, {
        method: "POST",
        body: new URLSearchParams({ intent: "refund" }),
      }),
      testContext(handle),
      { id },
    );
    expect(again).toMatchObject({ status: 409, data: { status: "stale", current: "completed" } });
  });

  it("links the admin's order page to its return requests, and a replacement's page to the order it replaces", async () => {
    const { order, id } = await askedReturn();
    const orderPage = (number: string) =>
      callRoute(adminOrder, requestAs(admin.cookie, `/admin/orders/${number}`), testContext(handle), {
        number,
      });
    expect((await orderPage(order.number)).data).toMatchObject({
      returns: {
        requests: [{ id, status: "requested", reason: "damaged", resolution: null, items: 1 }],
        replacementFor: null,
      },
    });

    const replaced = await callRoute(
      decide,
      requestAs(admin.cookie, `/admin/returns/${id}`, {
        method: "POST",
        body: new URLSearchParams({ intent: "replacement" }),
      }),
      testContext(handle),
      { id },
    );
    expect(replaced.data).toMatchObject({ status: "changed", resolution: "replacement" });
    const detail = await callRoute(
      adminReturn,
      requestAs(admin.cookie, `/admin/returns/${id}`),
      testContext(handle),
      { id },
    );
    const { replacementNumber } = (detail.data as { detail: { replacementNumber: string } }).detail;
    expect((await orderPage(order.number)).data).toMatchObject({
      returns: { requests: [{ id, status: "completed", resolution: "replacement" }] },
    });
    expect((await orderPage(replacementNumber)).data).toMatchObject({
      returns: { requests: [], replacementFor: { orderNumber: order.number, returnId: id } },
    });
    // Its history says once that it was made paid, by the admin, for the order it replaces.
    const { history } = (
      (await orderPage(replacementNumber)).data as {
        order: {
          history: { status: string; details?: { actorEmail: string | null; note: string | null } }[];
        };
      }
    ).order;
    expect(history.filter((step) => step.status === "paid")).toEqual([
      expect.objectContaining({
        details: expect.objectContaining({
          actorEmail: admin.email,
          note: `Replacement for ${order.number}`,
        }),
      }),
    ]);
  });
});

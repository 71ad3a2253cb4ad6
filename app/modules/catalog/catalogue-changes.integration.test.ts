import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createShopper } from "~tests/support/accounts";
import { createTestDatabase } from "~tests/support/database";
import { openDatabase, queryRows, type DatabaseHandle, type PostgresHandle } from "~/db/client.server";
import { listenerName, notify } from "~/db/notifications.server";
import {
  checkoutBody,
  fakeProvider,
  newProduct,
  prepare,
  silentLogger,
  stockOf,
} from "~tests/support/checkout";
import { handlePaymentEvent } from "~/modules/orders/payment-events.server";
import { sweepExpiredReservations } from "~/modules/orders/sweeper.server";
import { createReview, deleteReview, updateReview } from "~/modules/reviews/reviews.server";
import {
  CATALOGUE_CHANNEL,
  decodeChange,
  encodeChange,
  shareCatalogueChanges,
  type CatalogueSharing,
} from "./catalogue-channel.server";
import { catalogueChanged, onCatalogueChange, type CatalogueChange } from "./catalogue-changes.server";
import { FIGURES_TAG, LISTS_TAG, productTag } from "./page-tags";

/**
 * Whatever changes what public pages show says so once it has committed (decision 020), from the
 * domain module that commits it, naming the pages it changes (decision 038): the page cache drops
 * those then. Admin edits are proven in their own tests (products-admin, coupons); here the shop's
 * own movements of stock, and reviews. On PostgreSQL, the word also reaches the other instances
 * through LISTEN/NOTIFY, with its tags.
 */
let handle: DatabaseHandle;
const provider = fakeProvider();
const deps = () => ({ db: handle.db, provider, logger: silentLogger });
const links = { publicUrl: "http://shop.test", secret: "test-secret-that-is-long-enough-0123456789" };

let changes = 0;
const heard: CatalogueChange[] = [];
let stopCounting = () => {};
beforeAll(async () => {
  handle = await createTestDatabase({ catalogue: true });
  stopCounting = onCatalogueChange((change) => {
    changes++;
    heard.push(change);
  });
});
afterAll(async () => {
  stopCounting();
  await handle.close();
});

/** How many changes `work` signalled. */
async function changesDuring(work: () => Promise<unknown>): Promise<number> {
  const before = changes;
  await work();
  return changes - before;
}

const tagged = (...tags: string[]): CatalogueChange => ({ everything: false, tags: new Set(tags) });

/** The tags each change `work` signalled named ("*" for a change of everything). */
async function tagsDuring(work: () => Promise<unknown>): Promise<string[][]> {
  const before = heard.length;
  await work();
  return heard.slice(before).map((change) => (change.everything ? ["*"] : [...change.tags].sort()));
}

const buyOne = async (stock = 3, now?: Date) => {
  const product = await newProduct(handle.db, stock);
  const answer = await prepare(
    { ...deps(), ...(now ? { now } : {}) },
    checkoutBody([{ product, quantity: 1 }], 1000 + 599),
  );
  return { product, answer, paymentId: `fake_pi_${await orderIdOf(answer.orderNumber)}` };
};

async function orderIdOf(number: string): Promise<string> {
  const [order] = await queryRows<{ id: string }>(
    handle.db,
    sql`SELECT id FROM orders WHERE number = ${number}`,
  );
  return order!.id;
}

describe("the shop's own stock movements name the pages whose stock they change", () => {
  it("a reservation that sells the last unit names its product's pages, and the lists (their In stock counts)", async () => {
    let bought: Awaited<ReturnType<typeof buyOne>> | undefined;
    const tags = await tagsDuring(async () => (bought = await buyOne(1)));
    expect(tags).toEqual([[LISTS_TAG, productTag(bought!.product.id)]]);
    expect(await stockOf(handle.db, bought!.product.id)).toBe(0);
  });

  it("a reservation that changes no page (stock 140 to 139: In Stock either way) names nothing", async () => {
    let bought: Awaited<ReturnType<typeof buyOne>> | undefined;
    expect(await changesDuring(async () => (bought = await buyOne(140)))).toBe(0);
    expect(await stockOf(handle.db, bought!.product.id)).toBe(139);
    // 13 to 12: the most any page prints is 12 (the stepper's limit), so 13 already printed as 12.
    expect(await changesDuring(() => buyOne(13))).toBe(0);
    // 12 to 11: the stepper stops at 11 now.
    expect(await changesDuring(() => buyOne(12))).toBe(1);
  });

  it("a release by the sweeper, once; a sweep that releases nothing signals nothing", async () => {
    const { product } = await buyOne(2, new Date(Date.now() - 60 * 60_000));
    expect(await tagsDuring(() => sweepExpiredReservations(handle.db, new Date()))).toEqual([
      [productTag(product.id)],
    ]);
    expect(await stockOf(handle.db, product.id)).toBe(2);
    expect(await changesDuring(() => sweepExpiredReservations(handle.db, new Date()))).toBe(0);
  });

  it("a cancelled payment's release and a refund's restock; a plain payment moves no stock and signals nothing", async () => {
    const event = (type: "payment.succeeded" | "payment.canceled" | "payment.refunded", paymentId: string) =>
      handlePaymentEvent(
        { db: handle.db, logger: silentLogger, links },
        { id: randomUUID(), provider: "sandbox", type, paymentId, amount: { cents: 1599, currency: "usd" } },
      );
    const cancelled = await buyOne();
    expect(await tagsDuring(() => event("payment.canceled", cancelled.paymentId))).toEqual([
      [productTag(cancelled.product.id)],
    ]);
    expect(await stockOf(handle.db, cancelled.product.id)).toBe(3);

    const paid = await buyOne();
    expect(await changesDuring(() => event("payment.succeeded", paid.paymentId))).toBe(0);
    expect(await tagsDuring(() => event("payment.refunded", paid.paymentId))).toEqual([
      [productTag(paid.product.id)],
    ]);
    expect(await stockOf(handle.db, paid.product.id)).toBe(3);
  });

  it("a late payment for an order the sweeper cancelled takes its stock again, and says so", async () => {
    const late = await buyOne(2, new Date(Date.now() - 60 * 60_000));
    await sweepExpiredReservations(handle.db, new Date());
    const tags = await tagsDuring(() =>
      handlePaymentEvent(
        { db: handle.db, logger: silentLogger, links },
        {
          id: randomUUID(),
          provider: "sandbox",
          type: "payment.succeeded",
          paymentId: late.paymentId,
          amount: { cents: 1599, currency: "usd" },
        },
      ),
    );
    expect(tags).toEqual([[productTag(late.product.id)]]);
    expect(await stockOf(handle.db, late.product.id)).toBe(1);
  });
});

describe("reviews name their product's pages and the shop's figures", () => {
  it("a new review, an edit and a deletion each once; a refused one not at all", async () => {
    const product = await newProduct(handle.db, 5);
    const shopper = await createShopper(handle);
    const author = { id: shopper.id, firstName: "Ana", lastName: "García" };
    const review = { rating: 4, title: "Crunchy", comment: "Exactly as good as in Osaka." };
    let id = "";
    expect(
      await tagsDuring(async () => {
        const written = await createReview(handle.db, { productId: product.id, author, review });
        if (written.outcome === "saved") id = written.id;
      }),
    ).toEqual([[FIGURES_TAG, productTag(product.id)].sort()]);
    expect(
      await changesDuring(() => createReview(handle.db, { productId: product.id, author, review })),
    ).toBe(0);
    expect(
      await changesDuring(() =>
        updateReview(handle.db, {
          productId: product.id,
          author,
          reviewId: id,
          review: { ...review, rating: 5 },
        }),
      ),
    ).toBe(1);
    expect(
      await changesDuring(() =>
        deleteReview(handle.db, { productId: product.id, author, reviewId: randomUUID() }),
      ),
    ).toBe(0);
    expect(
      await changesDuring(() => deleteReview(handle.db, { productId: product.id, author, reviewId: id })),
    ).toBe(1);
  });
});

const onPostgres = Boolean(process.env.DATABASE_URL);

describe.runIf(!onPostgres)("with the embedded database", () => {
  it("stays in the process: each change calls the listeners once, nothing is sent anywhere", async () => {
    expect(handle.kind).toBe("embedded");
    expect(await changesDuring(() => catalogueChanged())).toBe(1);
  });
});

describe.runIf(onPostgres)("across instances on PostgreSQL (LISTEN/NOTIFY)", () => {
  let other: PostgresHandle;
  let sharing: CatalogueSharing;
  const url = () => String((handle as PostgresHandle).pool.options.connectionString);

  beforeAll(async () => {
    // Another instance's pool on the same database: it only sends.
    other = await openDatabase({ kind: "postgres", url: url() });
    sharing = await shareCatalogueChanges({
      pool: (handle as PostgresHandle).pool,
      url: url(),
      logger: silentLogger,
      instanceId: "this-instance",
    });
  });
  afterAll(async () => {
    await sharing.stop();
    await other.close();
  });
  afterEach(() => vi.useRealTimers());

  it("a change made on another instance reaches this instance's listeners", async () => {
    expect(sharing.connected()).toBe(true);
    const before = changes;
    await notify(other.pool, CATALOGUE_CHANNEL, "another-instance");
    await vi.waitFor(() => expect(changes - before).toBe(1), { timeout: 5_000 });
  });

  it("a change carries its tags to the other instances; one too long to name is everything", async () => {
    const before = heard.length;
    await notify(
      other.pool,
      CATALOGUE_CHANNEL,
      encodeChange("another-instance", tagged(productTag("p1"), "lists")),
    );
    await vi.waitFor(() => expect(heard.length - before).toBe(1), { timeout: 5_000 });
    expect(heard.at(-1)).toEqual(tagged(productTag("p1"), "lists"));

    const many = Array.from({ length: 400 }, (_, index) => productTag(`${index}-${randomUUID()}`));
    expect(decodeChange(encodeChange("another-instance", tagged(...many))).change).toEqual({
      everything: true,
    });
  });

  it("a change made here calls the listeners once: the notification coming back is ignored", async () => {
    const before = changes;
    await catalogueChanged();
    expect(changes - before).toBe(1);
    // Notifications arrive in commit order: once the other instance's (sent after) is in, ours was.
    await notify(other.pool, CATALOGUE_CHANNEL, "another-instance");
    await vi.waitFor(() => expect(changes - before).toBe(2), { timeout: 5_000 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(changes - before).toBe(2);
  });

  it("a dropped listening connection comes back by itself and drops the pages once, since words may have been missed", async () => {
    const before = changes;
    const { rows } = await other.pool.query<{ ended: boolean }>(
      `SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity
       WHERE application_name = $1 AND datname = current_database()`,
      [listenerName(CATALOGUE_CHANNEL)],
    );
    expect(rows).toEqual([{ ended: true }]);
    await vi.waitFor(() => expect(sharing.connected()).toBe(true), { timeout: 10_000, interval: 50 });
    await vi.waitFor(() => expect(changes - before).toBe(1), { timeout: 10_000 });

    await notify(other.pool, CATALOGUE_CHANNEL, "another-instance");
    await vi.waitFor(() => expect(changes - before).toBe(2), { timeout: 5_000 });
  });

  it("a sale on one instance reaches the other: the checkout's NOTIFY is sent before it answers", async () => {
    const witness = await shareCatalogueChanges({
      pool: other.pool,
      url: url(),
      logger: silentLogger,
      instanceId: "witness",
    });
    // Another "instance" in this process: it takes over as the announcer, so the checkout's word
    // goes out with its id and comes back to `sharing` as another instance's.
    const before = changes;
    await buyOne(1);
    await vi.waitFor(() => expect(changes - before).toBe(2), { timeout: 5_000 });
    await witness.stop();
  });
});

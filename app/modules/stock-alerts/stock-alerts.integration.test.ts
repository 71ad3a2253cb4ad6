import { eq, sql } from "drizzle-orm";
import { pino } from "pino";
import { beforeEach, describe, expect, it } from "vitest";
import { createShopper, emailsTo, linkInEmail, testContext, TEST_ORIGIN } from "~tests/support/accounts";
import { newProduct } from "~tests/support/checkout";
import { testDatabase } from "~tests/support/database";
import { outboxEmails, products, rateLimits, stockAlerts } from "~/db/schema";
import { adjustStock } from "~/modules/admin/products/stock-ledger.server";
import {
  alertLinkState,
  confirmStockAlert,
  mostWanted,
  requestStockAlert,
  sendDueStockAlerts,
  waitingCounts,
  type AlertAsker,
} from "./stock-alerts.server";

const handle = testDatabase({ catalogue: true });
const logger = pino({ level: "silent" });
const send = () => sendDueStockAlerts(handle.db, { publicUrl: TEST_ORIGIN, logger });

beforeEach(async () => {
  await handle.db.delete(stockAlerts);
  await handle.db.delete(outboxEmails);
  await handle.db.delete(rateLimits);
});

const ask = (
  productId: string,
  email: string,
  language: "en" | "es" = "en",
  asker: AlertAsker | null = null,
) => requestStockAlert(testContext(handle), { productId, email, language, asker });

const tokenOf = (link: string) => new URL(link).searchParams.get("token")!;

/** A visitor's alert, confirmed through its e-mail's link. */
async function confirmedAlert(productId: string, email: string, language: "en" | "es" = "en") {
  expect(await ask(productId, email, language)).toEqual({ status: "checkInbox" });
  const link = await linkInEmail(handle, email, "/notify-me");
  expect(await confirmStockAlert(handle.db, tokenOf(link!))).toBe("confirmed");
}

const backInStockEmails = async (email: string) =>
  (await emailsTo(handle, email)).filter((mail) => mail.dedupeKey.startsWith("back-in-stock:"));

const restock = (productId: string, units: number) =>
  handle.db
    .update(products)
    .set({ stockQuantity: sql`${products.stockQuantity} + ${units}` })
    .where(eq(products.id, productId));
const sellOut = (productId: string) =>
  handle.db.update(products).set({ stockQuantity: 0 }).where(eq(products.id, productId));

describe("asking for a back-in-stock alert", () => {
  it("is a visitor's double opt-in: a confirmation e-mail in the page's language, waiting only once confirmed", async () => {
    const product = await newProduct(handle.db, 0);
    expect(await ask(product.id, "  Vera@Example.COM ", "es")).toEqual({ status: "checkInbox" });
    const [mail, ...more] = await emailsTo(handle, "vera@example.com");
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(`Confirma tu aviso para ${product.name}`);
    const link = await linkInEmail(handle, "vera@example.com", "/notify-me");
    expect(link).toMatch(new RegExp(`^${TEST_ORIGIN}/notify-me\\?token=[\\w-]{43}$`));
    // Unconfirmed: not counted, and a restock sends nothing.
    expect(await waitingCounts(handle.db, [product.id])).toEqual(new Map());
    expect(await alertLinkState(handle.db, tokenOf(link!))).toMatchObject({
      state: "pending",
      language: "es",
    });
    await restock(product.id, 5);
    expect(await send()).toBe(0);
    await sellOut(product.id);

    expect(await confirmStockAlert(handle.db, tokenOf(link!))).toBe("confirmed");
    expect(await confirmStockAlert(handle.db, tokenOf(link!))).toBe("confirmed");
    expect(await confirmStockAlert(handle.db, "not-a-token-of-ours-at-all-000")).toBe("unknown");
    expect(await waitingCounts(handle.db, [product.id])).toEqual(new Map([[product.id, 1]]));
  });

  it("takes a signed-in shopper's own verified address at once, with no e-mail", async () => {
    const product = await newProduct(handle.db, 0);
    const shopper = await createShopper(handle, { email: "own@example.com" });
    const asker = { id: shopper.id, email: "Own@Example.com", emailVerified: true };
    expect(await ask(product.id, "own@example.com", "en", asker)).toEqual({ status: "waiting" });
    expect(await emailsTo(handle, "own@example.com")).toEqual([]);
    expect(await waitingCounts(handle.db, [product.id])).toEqual(new Map([[product.id, 1]]));
    // Another address, or an unverified account's own, goes through the e-mail's link.
    expect(await ask(product.id, "friend@example.com", "en", asker)).toEqual({ status: "checkInbox" });
    expect(await ask(product.id, "own@example.com", "en", { ...asker, emailVerified: false })).toEqual({
      status: "checkInbox",
    });
  });

  it("refuses what has nothing to wait for, and a bad address, in words the page translates", async () => {
    const inStock = await newProduct(handle.db, 3);
    expect(await ask(inStock.id, "a@example.com")).toEqual({ status: "inStock" });
    expect(await ask("not-a-uuid", "a@example.com")).toEqual({ status: "unknown" });
    expect(await ask(crypto.randomUUID(), "a@example.com")).toEqual({ status: "unknown" });
    const soldOut = await newProduct(handle.db, 0);
    expect(await ask(soldOut.id, "not an address")).toMatchObject({ status: "invalid" });
    expect(await handle.db.select().from(stockAlerts)).toEqual([]);
  });

  it("never says whether an address already waits, and sends an already confirmed one nothing more", async () => {
    const product = await newProduct(handle.db, 0);
    await confirmedAlert(product.id, "twice@example.com");
    expect(await ask(product.id, "twice@example.com")).toEqual({ status: "checkInbox" });
    expect(await emailsTo(handle, "twice@example.com")).toHaveLength(1);
  });
});

describe("a restock", () => {
  it("sends each waiting shopper one e-mail in their language with the product's link, through the outbox, after it commits", async () => {
    const product = await newProduct(handle.db, 0);
    await handle.db.update(products).set({ nameEs: "Caramelo de prueba" }).where(eq(products.id, product.id));
    await confirmedAlert(product.id, "en@example.com", "en");
    await confirmedAlert(product.id, "es@example.com", "es");

    // A restock rolled back marks nothing.
    await handle.db
      .transaction(async (tx) => {
        await tx.update(products).set({ stockQuantity: 4 }).where(eq(products.id, product.id));
        throw new Error("rolled back");
      })
      .catch(() => {});
    expect(await send()).toBe(0);

    // The restock marks the alerts due inside its own transaction; they are sent once it committed.
    await handle.db.transaction(async (tx) => {
      const admin = { id: null as unknown as string, email: "admin@example.com" };
      await adjustStock(tx, admin, { productId: product.id, change: 6, reason: "restock", note: "" });
      expect(await tx.select({ dueAt: stockAlerts.dueAt }).from(stockAlerts)).toHaveLength(2);
    });
    expect(await send()).toBe(2);

    const [english] = await backInStockEmails("en@example.com");
    expect(english!.subject).toBe(`${product.name} is back in stock`);
    expect(english!.text).toContain(`${TEST_ORIGIN}/product/${product.slug}`);
    expect(english!.text).not.toContain("?lang=es");
    const [spanish] = await backInStockEmails("es@example.com");
    expect(spanish!.subject).toBe("Caramelo de prueba vuelve a estar disponible");
    expect(spanish!.text).toContain(`${TEST_ORIGIN}/product/${product.slug}?lang=es`);
    expect(await waitingCounts(handle.db, [product.id])).toEqual(new Map());
  });

  it("sends once per restock: not again on more stock, a second sale-out and restock, or a second run", async () => {
    const product = await newProduct(handle.db, 0);
    await confirmedAlert(product.id, "once@example.com");
    await restock(product.id, 2);
    await restock(product.id, 3);
    expect(await send()).toBe(1);
    expect(await send()).toBe(0);
    await sellOut(product.id);
    await restock(product.id, 1);
    expect(await send()).toBe(0);
    expect(await backInStockEmails("once@example.com")).toHaveLength(1);

    // Asked again after it went out: a new wait, and the next restock sends again.
    await sellOut(product.id);
    await confirmedAlert(product.id, "once@example.com");
    await restock(product.id, 1);
    expect(await send()).toBe(1);
    expect(await backInStockEmails("once@example.com")).toHaveLength(2);
  });

  it("waits for the next restock when the product sold out again before the alert went out", async () => {
    const product = await newProduct(handle.db, 0);
    await confirmedAlert(product.id, "late@example.com");
    await restock(product.id, 1);
    await sellOut(product.id);
    expect(await send()).toBe(0);
    expect(await waitingCounts(handle.db, [product.id])).toEqual(new Map([[product.id, 1]]));
    await restock(product.id, 2);
    expect(await send()).toBe(1);
  });

  it("makes an alert confirmed after its product came back due at once", async () => {
    const product = await newProduct(handle.db, 0);
    expect(await ask(product.id, "slow@example.com")).toEqual({ status: "checkInbox" });
    await restock(product.id, 2);
    const link = await linkInEmail(handle, "slow@example.com", "/notify-me");
    await confirmStockAlert(handle.db, tokenOf(link!));
    expect(await send()).toBe(1);
  });
});

describe("what the admin sees", () => {
  it("counts the confirmed waiting alerts per product, most wanted first", async () => {
    const [a, b] = [await newProduct(handle.db, 0), await newProduct(handle.db, 0)];
    await confirmedAlert(a.id, "1@example.com");
    await confirmedAlert(b.id, "2@example.com");
    await confirmedAlert(b.id, "3@example.com");
    await ask(b.id, "unconfirmed@example.com");
    expect(await waitingCounts(handle.db, [a.id, b.id])).toEqual(
      new Map([
        [a.id, 1],
        [b.id, 2],
      ]),
    );
    const wanted = await mostWanted(handle.db, "en");
    expect(wanted.map(({ id, waiting }) => ({ id, waiting }))).toEqual([
      { id: b.id, waiting: 2 },
      { id: a.id, waiting: 1 },
    ]);
  });
});

import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { openDatabase, queryRows, type Database, type EmbeddedHandle } from "~/db/client.server";
import { claimDataDir } from "~/db/data-dir-lock.server";
import { migrateDatabase } from "~/db/migrate.server";
import { categories, products } from "~/db/schema";
import { sweepExpiredReservations } from "~/modules/orders/sweeper.server";
import { settleTakenPayments } from "~/modules/orders/settle-taken-payments.server";
import { sandboxProvider } from "~/modules/payments/sandbox.server";
import { pgliteClusterState } from "./support/pglite-files";

/**
 * The embedded database survives kill -9 in the middle of checkouts, and a process killed
 * between a payment and its fulfilment is healed by the sweeper (decision 019). A child process
 * (tests/support/checkout-crash-child.ts) runs real checkouts and sandbox payments on a data
 * directory of its own and is killed with SIGKILL at moments it reports; each time the test opens
 * the same directory, as the next start of the shop would, and checks that nothing committed was
 * lost and nothing is half-written or counted twice. This is about PGlite, so it runs on PGlite
 * whichever database the rest of the run uses.
 */

const START_STOCK = 60;
const PRODUCTS = 5;
const dataDir = mkdtempSync(path.join(tmpdir(), "sweet-trip-crash-"));
const silent = pino({ level: "silent" });
const migrationCount = (
  JSON.parse(readFileSync(path.resolve("drizzle/meta/_journal.json"), "utf8")) as { entries: unknown[] }
).entries.length;

/** What every child reported, over all its runs. */
const reported = { prepared: new Set<string>(), paid: new Set<string>(), charged: new Set<string>() };

beforeAll(async () => {
  // A migrated database with a few products: from the run's PGlite template when there is one.
  const templates = inject("databaseTemplates");
  const handle =
    templates.kind === "embedded"
      ? await openDatabase({
          kind: "embedded",
          dataDir,
          loadDataDir: new Blob([readFileSync(templates.empty)]),
        })
      : await openDatabase({ kind: "embedded", dataDir });
  await migrateDatabase(handle);
  const [category] = await handle.db
    .insert(categories)
    .values({ slug: "crash-test", name: "Crash test" })
    .returning();
  await handle.db.insert(products).values(
    Array.from({ length: PRODUCTS }, (_, index) => ({
      slug: `crash-${index + 1}`,
      name: `Crash Candy ${index + 1}`,
      brand: "Test",
      originCountry: "Japan",
      priceCents: 1000 + index * 100,
      stockQuantity: START_STOCK,
      imageUrls: [`/images/products/crash-${index + 1}-1.svg`],
      categoryId: category!.id,
    })),
  );
  await handle.close();
}, 180_000);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/**
 * Runs the child until `killWhen` says so after one of its lines, then kills it with SIGKILL;
 * resolves with its lines once it is gone.
 */
function runAndKill(killWhen: (lines: string[]) => boolean, extraEnv: Record<string, string> = {}) {
  const child = spawn(process.execPath, ["--import", "tsx", "tests/support/checkout-crash-child.ts"], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", ...extraEnv },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines: string[] = [];
  let partial = "";
  let errors = "";
  child.stdout.setEncoding("utf8");
  child.stdout.on("data", (chunk: string) => {
    const parts = (partial + chunk).split("\n");
    partial = parts.pop()!;
    for (const line of parts) {
      lines.push(line);
      if (child.signalCode === null && killWhen(lines)) child.kill("SIGKILL");
    }
  });
  child.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  return new Promise<{ lines: string[]; signal: NodeJS.Signals | null; errors: string }>((resolve) =>
    child.on("exit", (_code, signal) => {
      for (const line of lines) {
        const [step, value] = line.split(" ", 2) as [string, string];
        if (step === "prepared") reported.prepared.add(value);
        if (step === "paid") reported.paid.add(value);
        if (step === "charged") reported.charged.add(value);
      }
      resolve({ lines, signal, errors });
    }),
  );
}

const count = (lines: string[], step: string) => lines.filter((line) => line.startsWith(`${step} `)).length;

/** Opens the directory as the next start of the shop would: the dead owner's lock is taken over. */
async function reopen(): Promise<{ handle: EmbeddedHandle; close: () => Promise<void> }> {
  const release = claimDataDir(dataDir, "the crash test");
  const handle = await openDatabase({ kind: "embedded", dataDir });
  await migrateDatabase(handle);
  return {
    handle,
    close: async () => {
      await handle.close();
      release();
    },
  };
}

const one = async <Row>(db: Database, query: ReturnType<typeof sql>) => (await queryRows<Row>(db, query))[0]!;

/** What must hold after any crash: nothing committed lost, nothing half-written or counted twice. */
async function expectConsistent(db: Database) {
  expect(
    (await one<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`)).n,
  ).toBe(migrationCount);

  // Stock on the shelf plus what unpaid and paid orders hold is what there was, per product.
  const stock = await queryRows<{ slug: string; stock: number; held: number }>(
    db,
    sql`SELECT p.slug, p.stock_quantity AS stock,
               coalesce((SELECT sum(l.quantity) FROM order_lines l JOIN orders o ON o.id = l.order_id
                         WHERE l.product_id = p.id AND o.status IN ('pending_payment', 'paid')), 0)::int AS held
        FROM products p WHERE p.slug LIKE 'crash-%' ORDER BY p.slug`,
  );
  expect(stock).toHaveLength(PRODUCTS);
  for (const row of stock) {
    expect(row.stock).toBeGreaterThanOrEqual(0);
    expect({ slug: row.slug, total: row.stock + row.held }).toEqual({ slug: row.slug, total: START_STOCK });
  }

  // Every order whole: its lines, its totals, and the marks of its status.
  const broken = await queryRows<{ number: string; status: string; problem: string }>(
    db,
    sql`SELECT o.number, o.status, problem FROM orders o, LATERAL (
          SELECT 'no lines' AS problem
            WHERE NOT EXISTS (SELECT 1 FROM order_lines l WHERE l.order_id = o.id)
          UNION ALL SELECT 'subtotal is not its lines'
            WHERE o.subtotal_cents <> (SELECT coalesce(sum(l.unit_price_cents * l.quantity), 0)
                                       FROM order_lines l WHERE l.order_id = o.id)
          UNION ALL SELECT 'paid without its payment, event or receipt'
            WHERE o.status = 'paid' AND (o.paid_at IS NULL OR o.payment_intent_id IS NULL
              OR (SELECT count(*) FROM payment_events e WHERE e.order_id = o.id AND e.type = 'payment.succeeded') <> 1
              OR (SELECT count(*) FROM outbox_emails m WHERE m.dedupe_key = 'receipt:' || o.id) <> 1)
          UNION ALL SELECT 'unpaid but marked paid or without a reservation'
            WHERE o.status = 'pending_payment' AND (o.paid_at IS NOT NULL OR o.reserved_until IS NULL)
          UNION ALL SELECT 'cancelled without its date'
            WHERE o.status = 'cancelled' AND o.cancelled_at IS NULL
          UNION ALL SELECT 'charged at the sandbox but cancelled'
            WHERE o.status = 'cancelled' AND o.paid_at IS NULL AND EXISTS (
              SELECT 1 FROM sandbox_payments s WHERE s.payment_id = o.payment_intent_id AND s.status = 'succeeded')
        ) problems`,
  );
  expect(broken).toEqual([]);

  // Everything the child saw committed is there.
  const orders = await queryRows<{ number: string; status: string }>(
    db,
    sql`SELECT number, status FROM orders`,
  );
  const statusOf = new Map(orders.map((order) => [order.number, order.status]));
  expect([...reported.prepared].filter((number) => !statusOf.has(number))).toEqual([]);
  expect([...reported.paid].filter((number) => statusOf.get(number) !== "paid")).toEqual([]);
  const charges = await queryRows<{ payment_id: string }>(
    db,
    sql`SELECT payment_id FROM sandbox_payments WHERE status = 'succeeded'`,
  );
  const charged = new Set(charges.map((charge) => charge.payment_id));
  expect([...reported.charged].filter((paymentId) => !charged.has(paymentId))).toEqual([]);
}

async function afterKill(run: { signal: NodeJS.Signals | null; errors: string }) {
  expect(run.errors).toBe("");
  expect(run.signal).toBe("SIGKILL");
  // Killed with the database open: PGlite must recover from its write-ahead log.
  expect(pgliteClusterState(dataDir)).not.toBe(1);
  const { handle, close } = await reopen();
  try {
    await expectConsistent(handle.db);
  } finally {
    await close();
  }
}

describe("the embedded database killed with SIGKILL in the middle of checkouts", () => {
  it("keeps every committed checkout and payment, whole, after a kill during the work", async () => {
    const run = await runAndKill((lines) => count(lines, "prepared") === 6);
    await afterKill(run);
  }, 120_000);

  it("does so again after a kill right after a payment, on the recovered files", async () => {
    const run = await runAndKill((lines) => count(lines, "paid") === 4);
    await afterKill(run);
  }, 120_000);

  it("heals a payment taken just before the kill: the next start pays its order, stock never released", async () => {
    const run = await runAndKill(
      (lines) => count(lines, "charged") === 3 && lines.at(-1)!.startsWith("charged "),
      { HANG_AFTER_CHARGE: "3" },
    );
    await afterKill(run);
    const taken = run.lines
      .filter((line) => line.startsWith("charged "))
      .at(-1)!
      .slice("charged ".length);

    const { handle, close } = await reopen();
    try {
      const orderOf = () =>
        one<{ status: string }>(handle.db, sql`SELECT status FROM orders WHERE payment_intent_id = ${taken}`);
      // The money was taken, the order never heard of it.
      expect(await orderOf()).toEqual({ status: "pending_payment" });

      const provider = sandboxProvider({
        authSecret: "crash-test-secret-of-at-least-32-characters",
        db: handle.db,
      });
      const links = { publicUrl: "http://shop.test", secret: "crash-test-secret-of-at-least-32-characters" };
      // The next start pays it at once, not when its reservation runs out (issue 25) …
      await settleTakenPayments(handle.db, new Date(), { provider, logger: silent, links });
      expect(await orderOf()).toEqual({ status: "paid" });
      // … and the sweeper, later, finds nothing more to do with it.
      const later = new Date(Date.now() + 60 * 60_000);
      await sweepExpiredReservations(handle.db, later, { provider, logger: silent, links });

      expect(await orderOf()).toEqual({ status: "paid" });
      // Every payment any run took ended in a paid order; nothing is left unpaid.
      const unpaid = await queryRows<{ number: string }>(
        handle.db,
        sql`SELECT o.number FROM sandbox_payments s JOIN orders o ON o.payment_intent_id = s.payment_id
            WHERE s.status = 'succeeded' AND o.status <> 'paid'`,
      );
      expect(unpaid).toEqual([]);
      expect(
        (
          await one<{ n: number }>(
            handle.db,
            sql`SELECT count(*)::int AS n FROM orders WHERE status = 'pending_payment'`,
          )
        ).n,
      ).toBe(0);
      await expectConsistent(handle.db);
    } finally {
      await close();
    }
  }, 120_000);
});

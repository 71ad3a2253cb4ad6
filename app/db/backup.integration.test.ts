import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, inject, it } from "vitest";
import { dropDatabase, testDatabaseName, withAdmin, withDatabase } from "~tests/support/postgres";
import { openDatabase, queryRows, type DatabaseHandle } from "./client.server";
import { claimDataDir } from "./data-dir-lock.server";
import { orderLines, orders, products } from "./schema";
import {
  fakeProvider,
  checkoutBody,
  newProduct,
  prepare,
  silentLogger,
  stockOf,
} from "~tests/support/checkout";
import { handlePaymentEvent } from "~/modules/orders/payment-events.server";
import { databaseFileStorage } from "~/modules/storage/file-storage.server";

/**
 * `npm run db:backup` and `npm run db:restore` on the database this run uses (PGlite under
 * `npm test`, PostgreSQL with DATABASE_URL): a backup of a shop with orders, the shop's data
 * changed or gone, the backup restored, everything back (docs/operations.md).
 */

const templates = inject("databaseTemplates");
const folder = mkdtempSync(path.join(tmpdir(), "sweet-trip-backup-"));
const backupFile = path.join(folder, templates.kind === "embedded" ? "shop.tar.gz" : "shop.dump");
const dataDir = path.join(folder, "data");
const serverUrl = process.env.DATABASE_URL ?? "";
const databaseName = testDatabaseName("backup");
const databaseUrl = templates.kind === "postgres" ? withDatabase(serverUrl, databaseName) : "";
const migrationCount = (
  JSON.parse(readFileSync(path.resolve("drizzle/meta/_journal.json"), "utf8")) as { entries: unknown[] }
).entries.length;

afterAll(async () => {
  rmSync(folder, { recursive: true, force: true });
  if (templates.kind === "postgres") {
    await dropDatabase(serverUrl, databaseName);
  }
});

/** The shop's database as its settings name it. */
function open(): Promise<DatabaseHandle> {
  return templates.kind === "embedded"
    ? openDatabase({ kind: "embedded", dataDir })
    : openDatabase({ kind: "postgres", url: databaseUrl, maxConnections: 2 });
}

/** Runs `npm run db:<script> -- <args>` as a shop owner would, with the shop's settings. */
function npmRun(script: "db-backup" | "db-restore", ...args: string[]) {
  const child = spawn(process.execPath, ["--import", "tsx", `scripts/${script}.ts`, ...args], {
    env: {
      ...process.env,
      ...(templates.kind === "embedded"
        ? { DATA_DIR: dataDir, DATABASE_URL: "" }
        : { DATABASE_URL: databaseUrl }),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on("exit", (code) => resolve({ code, output })),
  );
}

/** What the backup must bring back: a paid order with its lines, the stock, an uploaded file. */
async function shopState(handle: DatabaseHandle, orderNumber: string, productId: string) {
  const [order] = await handle.db.select().from(orders).where(eq(orders.number, orderNumber));
  const lines = order
    ? await handle.db.select().from(orderLines).where(eq(orderLines.orderId, order.id))
    : [];
  const file = await databaseFileStorage(handle.db).get("products/backup-test/label.txt");
  const [migrations] = await queryRows<{ n: number }>(
    handle.db,
    sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`,
  );
  return {
    order: order && { status: order.status, totalCents: order.totalCents, paidAt: order.paidAt },
    lines: lines.map((line) => ({ productId: line.productId, quantity: line.quantity })),
    stock: await stockOf(handle.db, productId),
    file: file?.data.toString("utf8") ?? null,
    migrations: migrations!.n,
  };
}

describe(`backup and restore (${templates.kind === "embedded" ? "embedded database" : "PostgreSQL"})`, () => {
  it("brings back the orders, stock and files of a backup after the data was changed or lost", async () => {
    // A shop with a paid order and an uploaded file.
    let handle =
      templates.kind === "embedded"
        ? await openDatabase({
            kind: "embedded",
            dataDir,
            loadDataDir: new Blob([readFileSync(templates.catalogue)]),
          })
        : await withAdmin(serverUrl, (admin) =>
            admin.query(`CREATE DATABASE ${databaseName} TEMPLATE ${templates.catalogue}`),
          ).then(open);
    const provider = fakeProvider();
    const product = await newProduct(handle.db, 10);
    const prepared = await prepare(
      { db: handle.db, provider, logger: silentLogger },
      checkoutBody([{ product, quantity: 3 }], 3000 + 599),
    );
    const [order] = await handle.db.select().from(orders).where(eq(orders.number, prepared.orderNumber));
    const links = { publicUrl: "http://shop.test", secret: "a-secret-of-at-least-32-characters!!" };
    expect(
      await handlePaymentEvent(
        { db: handle.db, logger: silentLogger, links },
        {
          id: "evt_backup",
          provider: "sandbox",
          type: "payment.succeeded",
          paymentId: order!.paymentIntentId!,
        },
      ),
    ).toBe("paid");
    await databaseFileStorage(handle.db).put("products/backup-test/label.txt", {
      contentType: "text/plain",
      data: Buffer.from("Pocky, 3 boxes"),
    });
    const before = await shopState(handle, prepared.orderNumber, product.id);
    expect(before).toMatchObject({ order: { status: "paid" }, lines: [{ quantity: 3 }], stock: 7 });
    expect(before.migrations).toBe(migrationCount);
    await handle.close();

    const backup = await npmRun("db-backup", backupFile);
    expect(backup).toMatchObject({ code: 0, output: expect.stringContaining("Done.") });
    expect(existsSync(backupFile)).toBe(true);

    if (templates.kind === "embedded") {
      // The data changed after the backup: the order deleted, the stock and the file changed.
      handle = await open();
      await handle.db.delete(orders).where(eq(orders.number, prepared.orderNumber));
      await handle.db.update(products).set({ stockQuantity: 0 }).where(eq(products.id, product.id));
      await databaseFileStorage(handle.db).deleteUnder("products/backup-test/");
      await handle.close();
    } else {
      // The database is gone; a new, empty one takes its place.
      await dropDatabase(serverUrl, databaseName);
      await withAdmin(serverUrl, (admin) => admin.query(`CREATE DATABASE ${databaseName}`));
    }

    const restore = await npmRun("db-restore", backupFile);
    expect(restore).toMatchObject({ code: 0, output: expect.stringContaining("Done.") });

    handle = await open();
    try {
      expect(await shopState(handle, prepared.orderNumber, product.id)).toEqual(before);
    } finally {
      await handle.close();
    }
    if (templates.kind === "embedded") {
      // The database that was there is kept aside, not deleted.
      expect(restore.output).toContain("is kept in");
      expect(readdirSync(dataDir).filter((name) => name.startsWith("pglite-before-restore-"))).toHaveLength(
        1,
      );
    }
  }, 180_000);

  // What would lose data is refused: each database has its own case, and each run tests its own.
  const refusal =
    templates.kind === "embedded"
      ? "refuses to back up or restore the embedded database while the shop holds it"
      : "restores PostgreSQL only into an empty database, leaving a used one as it is";
  it(
    refusal,
    async () => {
      if (templates.kind === "postgres") {
        const answer = await npmRun("db-restore", backupFile);
        expect(answer.code).toBe(1);
        expect(answer.output).toMatch(/is not empty \(\d+ tables\)\. Restore into a new, empty database/);
        return;
      }
      const release = claimDataDir(dataDir, "the shop", 3000);
      try {
        for (const script of ["db-backup", "db-restore"] as const) {
          const answer = await npmRun(script, backupFile);
          expect(answer.code).toBe(1);
          expect(answer.output).toMatch(/is in use by the shop \(process \d+\)\. Stop it first/);
        }
      } finally {
        release();
      }
    },
    60_000,
  );
});

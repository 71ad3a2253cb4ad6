// A shop's checkout work on the embedded database, to be killed (SIGKILL) in the middle by
// tests/crash-recovery.integration.test.ts. Run with `node --import tsx` and DATA_DIR set: it
// claims and opens the data directory like the shop, then prepares checkouts of the products
// whose slug starts with `crash-` through the real Prepare Payment, pays two in three with the
// sandbox's test card through the real confirmation, and sweeps now and then, forever. It
// reports each step on stdout once it is committed:
//   ready | prepared <order number> | charged <payment id> | paid <order number> | swept <count>
// With HANG_AFTER_CHARGE=n, it stops dead after its n-th charge, before the order hears of it:
// the moment between a payment and its fulfilment.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import pino from "pino";
import { openDatabase, queryRows } from "~/db/client.server";
import { claimDataDir } from "~/db/data-dir-lock.server";
import { migrateDatabase } from "~/db/migrate.server";
import { checkoutBody } from "./checkout";
import { checkoutRequestSchema } from "~/modules/checkout/checkout-schema";
import { CheckoutRefusal, prepareCheckout } from "~/modules/checkout/prepare.server";
import { handlePaymentEvent } from "~/modules/orders/payment-events.server";
import { sweepExpiredReservations } from "~/modules/orders/sweeper.server";
import { priceBreakdown } from "~/modules/pricing/pricing";
import { confirmSandboxPayment, sandboxProvider } from "~/modules/payments/sandbox.server";

const CRASH_TEST_SECRET = "crash-test-secret-of-at-least-32-characters";

const say = (line: string) => process.stdout.write(`${line}\n`);

async function main() {
  const dataDir = process.env.DATA_DIR;
  if (!dataDir) throw new Error("DATA_DIR is not set");
  const hangAfterCharge = Number(process.env.HANG_AFTER_CHARGE ?? 0);
  claimDataDir(dataDir, "the checkout crash test");
  const handle = await openDatabase({ kind: "embedded", dataDir });
  await migrateDatabase(handle);
  const { db } = handle;
  const logger = pino({ level: "silent" });
  const links = { publicUrl: "http://shop.test", secret: CRASH_TEST_SECRET };
  const provider = sandboxProvider({ authSecret: CRASH_TEST_SECRET, db });
  const products = (
    await queryRows<{ id: string; name: string; price_cents: number }>(
      db,
      sql`SELECT id, name, price_cents FROM products WHERE slug LIKE 'crash-%' ORDER BY slug`,
    )
  ).map((row) => ({ id: row.id, name: row.name, priceCents: row.price_cents }));
  let charges = 0;
  const sandbox = {
    db,
    logger,
    authSecret: CRASH_TEST_SECRET,
    // Called once the sandbox's charge is committed, before the order hears of it.
    handleEvent: async (event: Parameters<typeof handlePaymentEvent>[1]) => {
      charges += 1;
      say(`charged ${event.paymentId}`);
      if (charges === hangAfterCharge) await new Promise(() => {});
      await handlePaymentEvent({ db, logger, links }, event);
    },
  };
  const card = {
    number: "4242 4242 4242 4242",
    expMonth: 12,
    expYear: new Date().getFullYear() + 5,
    cvc: "123",
  };
  say("ready");

  let token = randomUUID();
  for (let n = 1; ; n++) {
    // Every fourth checkout comes again from the last browser: its unpaid order is replaced.
    if (n % 4 !== 0) token = randomUUID();
    const lines = products
      .filter(() => Math.random() < 0.5)
      .slice(0, 3)
      .map((product) => ({ product, quantity: 1 + Math.floor(Math.random() * 3) }));
    if (lines.length === 0) lines.push({ product: products[n % products.length]!, quantity: 1 });
    const amount = priceBreakdown(
      lines.map((line) => ({ unitPriceCents: line.product.priceCents, quantity: line.quantity })),
    ).totalCents;
    let prepared;
    try {
      prepared = await prepareCheckout(
        { db, provider, logger, clientLimits: null },
        {
          request: checkoutRequestSchema.parse(checkoutBody(lines, amount)),
          checkoutToken: token,
          userId: null,
          language: "en",
          clientIp: "192.0.2.7",
        },
      );
    } catch (error) {
      if (!(error instanceof CheckoutRefusal)) throw error;
      say(`refused ${error.message}`);
      continue;
    }
    say(`prepared ${prepared.orderNumber}`);
    if (n % 3 !== 0) {
      const paid = await confirmSandboxPayment(sandbox, { clientSecret: prepared.clientSecret, card });
      if (paid.status === "succeeded") say(`paid ${prepared.orderNumber}`);
    }
    if (n % 5 === 0) {
      const later = new Date(Date.now() + 31 * 60_000);
      say(`swept ${await sweepExpiredReservations(db, later, { provider, logger, links })}`);
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

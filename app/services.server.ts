import { resolveAuthSecret } from "~/config/auth-secret.server";
import { giftCardStoreCredit } from "~/modules/gift-cards/store-credit.server";
import { assertServerSettings, ConfigError, env, settingsWarnings, type Env } from "~/config/env.server";
import {
  driverMessage,
  isDatabaseUnavailable,
  watchDatabase,
  type DatabaseAvailability,
} from "~/db/availability.server";
import { openDatabase, type DatabaseHandle } from "~/db/client.server";
import { claimDataDir } from "~/db/data-dir-lock.server";
import { migrateDatabase } from "~/db/migrate.server";
import { seedIfEmpty } from "~/db/seed/seed.server";
import { logger, type Logger } from "~/lib/logger.server";
import { runEvery } from "~/lib/periodic.server";
import { createAuth, type Auth } from "~/modules/accounts/auth.server";
import { shareCatalogueChanges } from "~/modules/catalog/catalogue-channel.server";
import { startMailDeliverer } from "~/modules/mail/delivery.server";
import { startStockAlertSender } from "~/modules/stock-alerts/stock-alerts.server";
import type { OrderLinkSettings } from "~/modules/orders/order-links.server";
import { settleTakenPayments } from "~/modules/orders/settle-taken-payments.server";
import { sweepExpiredReservations } from "~/modules/orders/sweeper.server";
import { paymentProvider } from "~/modules/payments/index.server";
import type { PaymentProvider } from "~/modules/payments/provider";
import type { StoreCredit } from "~/modules/returns/store-credit";
import { pruneRateLimits } from "~/modules/rate-limits/rate-limit.server";
import { pruneDeclines } from "~/modules/orders/declines.server";

/** What a running shop holds open: settings, the database and the logger. */
export interface Services {
  env: Env;
  /** AUTH_SECRET, or the one generated and kept in DATA_DIR. */
  authSecret: string;
  database: DatabaseHandle;
  /** Whether the database can be reached; pages and API answer 503 while it cannot (decision 018). */
  availability: DatabaseAvailability;
  /** Accounts and sessions (better-auth over the shop's database). */
  auth: Auth;
  /** The payment provider PAYMENTS chose: one for the process (it keeps Stripe's connections). */
  payments: PaymentProvider;
  /**
   * Store credit for returns (decision 092): a gift card of the amount (decision 085).
   */
  storeCredit: StoreCredit | null;
  logger: Logger;
  /** Stops the periodic work (reservation sweeper, mail deliverer), waiting for a run in flight. */
  stopWork: () => Promise<void>;
  /** Closes the database and releases the data directory. */
  release: () => Promise<void>;
}

// Kept on globalThis so that the development server's module reloads reuse one database.
const holder = globalThis as typeof globalThis & { __sweetTripServices?: Promise<Services> };

/** Opens the database, applies migrations and seeds an empty one. Safe to call more than once. */
export function startServices(): Promise<Services> {
  holder.__sweetTripServices ??= open().catch((error: unknown) => {
    holder.__sweetTripServices = undefined;
    throw error;
  });
  return holder.__sweetTripServices;
}

async function open(): Promise<Services> {
  const settings = env();
  assertServerSettings(settings);
  logger.level = settings.LOG_LEVEL;
  const releaseDataDir = settings.DATABASE_URL
    ? () => {}
    : claimDataDir(settings.DATA_DIR, "the shop", settings.PORT);
  try {
    const database = await openDatabase(
      settings.DATABASE_URL
        ? { kind: "postgres", url: settings.DATABASE_URL, statements: settings.DATABASE_STATEMENTS }
        : { kind: "embedded", dataDir: settings.DATA_DIR, ownThread: true },
    );
    await migrateDatabase(database, (db) => seedIfEmpty(db, logger)).catch((error: unknown) => {
      throw unreachableAtStart(error);
    });
    // Several instances on one PostgreSQL drop each other's cached pages (decision 020).
    const catalogueSharing =
      database.kind === "postgres"
        ? await shareCatalogueChanges({ pool: database.pool, url: settings.DATABASE_URL!, logger })
        : null;
    const availability = watchDatabase({ ping: database.ping, logger });
    logger.info({ database: database.kind }, "database ready");
    const authSecret = resolveAuthSecret(settings.AUTH_SECRET, settings.DATA_DIR);
    for (const warning of settingsWarnings(settings)) logger.warn(warning);
    const auth = createAuth({
      db: database.db,
      secret: authSecret,
      baseURL: settings.PUBLIC_URL,
      requireEmailVerification: settings.REQUIRE_EMAIL_VERIFICATION,
      logger,
    });
    const provider = paymentProvider(settings, { authSecret, db: database.db });
    // A payment applied outside a request (at start, by the sweeper) sends its receipt and seals
    // a bought card's code (decision 093) as the webhook does: both need the order's links.
    const links: OrderLinkSettings = {
      publicUrl: settings.PUBLIC_URL,
      secret: authSecret,
      timeZone: settings.SHOP_TIME_ZONE,
    };
    const settling = settleAtStart(database, provider, links);
    const stopSweeper = startReservationSweeper(database, provider, links);
    // With SMTP, the outbox is delivered every 15 s (and at once after a receipt is queued).
    const stopDeliverer = settings.SMTP_URL
      ? startMailDeliverer(database.db, settings, logger)
      : async () => {};
    // Back-in-stock alerts: queued through the outbox after a restock commits (decision 065).
    const stopAlerts = startStockAlertSender(database.db, { publicUrl: settings.PUBLIC_URL, logger });
    return {
      env: settings,
      authSecret,
      database,
      availability,
      auth,
      payments: provider,
      storeCredit: giftCardStoreCredit(logger, settings.PUBLIC_URL, settings.SHOP_TIME_ZONE),
      logger,
      stopWork: async () => {
        await Promise.all([settling, stopSweeper(), stopDeliverer(), stopAlerts()]);
      },
      release: async () => {
        availability.stop();
        await catalogueSharing?.stop();
        await database.close();
        releaseDataDir();
      },
    };
  } catch (error) {
    releaseDataDir();
    throw error;
  }
}

/**
 * A database that cannot be reached at start stops the start with one line (server/main.js prints
 * a ConfigError's message alone), naming the setting and what the driver said (never the URL: it
 * holds the password). A supervisor starts the shop again; once running, the shop rides out an
 * outage by itself (decision 018).
 */
function unreachableAtStart(error: unknown): unknown {
  if (!isDatabaseUnavailable(error)) return error;
  return new ConfigError(
    `The database of DATABASE_URL cannot be reached (${driverMessage(error)}); start it or correct the setting`,
  );
}

/**
 * Pays, as the shop starts, the unpaid orders whose payment the provider already took (a payment
 * taken just before a crash): in the background, since the provider may be slow to answer; a
 * failure is logged and left to the webhook's retry and the sweeper.
 */
function settleAtStart(
  database: DatabaseHandle,
  provider: ReturnType<typeof paymentProvider>,
  links: OrderLinkSettings,
): Promise<void> {
  return settleTakenPayments(database.db, new Date(), { provider, logger, links }).then(
    (paid) => {
      if (paid > 0) logger.info({ orders: paid }, "payments taken before the start applied");
    },
    (error: unknown) => logger.warn({ err: error }, "could not settle payments taken before the start"),
  );
}

/**
 * Releases the stock of unpaid orders whose reservation ran out (after asking the provider
 * whether their payment went through), every minute. Safe on every instance at once (the sweep
 * skips orders another one holds); never keeps the process alive. The returned stop waits for a
 * sweep in flight.
 */
function startReservationSweeper(
  database: DatabaseHandle,
  provider: ReturnType<typeof paymentProvider>,
  links: OrderLinkSettings,
): () => Promise<void> {
  return runEvery(
    60_000,
    async () => {
      const now = new Date();
      await sweepExpiredReservations(database.db, now, { provider, logger, links });
      await pruneRateLimits(database.db, new Date(now.getTime() - 24 * 60 * 60 * 1000));
      // Declines keep the client's address: a week is enough to look into card testing.
      await pruneDeclines(database.db, new Date(now.getTime() - 7 * 24 * 60 * 60 * 1000));
    },
    (error) => logger.error({ err: error }, "reservation sweep failed"),
  );
}

export function services(): Promise<Services> {
  if (!holder.__sweetTripServices) throw new Error("startServices() has not been called");
  return holder.__sweetTripServices;
}

/** Stops the periodic work; the database stays open (for requests still finishing). */
export async function stopPeriodicWork(): Promise<void> {
  const running = holder.__sweetTripServices;
  if (running) await (await running).stopWork();
}

/** Stops the periodic work, closes the database and releases the data directory. */
export async function stopServices(): Promise<void> {
  const running = holder.__sweetTripServices;
  holder.__sweetTripServices = undefined;
  if (!running) return;
  const started = await running;
  await started.stopWork();
  await started.release();
}

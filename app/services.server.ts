import { ConfigError, env, type Env } from "~/config/env.server";
import { openDatabase, type DatabaseHandle } from "~/db/client.server";
import { migrateDatabase } from "~/db/migrate.server";
import { seedIfEmpty } from "~/db/seed/seed.server";
import { logger, type Logger } from "~/lib/logger.server";

/** What a running shop holds open: settings, the database and the logger. */
export interface Services {
  env: Env;
  database: DatabaseHandle;
  logger: Logger;
}

// Kept on globalThis so that the development server's module reloads reuse one database.
const holder = globalThis as typeof globalThis & { __sweetTripServices?: Promise<Services> };

/** Opens the database, applies migrations and seeds an empty one. Safe to call more than once. */
export function startServices(): Promise<Services> {
  holder.__sweetTripServices ??= (async () => {
    const settings = env();
    logger.level = settings.LOG_LEVEL;
    const database = await openDatabase(
      settings.DATABASE_URL
        ? { kind: "postgres", url: settings.DATABASE_URL }
        : { kind: "embedded", dataDir: settings.DATA_DIR },
    );
    await migrateDatabase(database, (db) => seedIfEmpty(db, logger));
    logger.info({ database: database.kind }, "database ready");
    return { env: settings, database, logger };
  })();
  return holder.__sweetTripServices;
}

export function services(): Promise<Services> {
  if (!holder.__sweetTripServices) throw new Error("startServices() has not been called");
  return holder.__sweetTripServices;
}

export async function stopServices(): Promise<void> {
  const running = holder.__sweetTripServices;
  holder.__sweetTripServices = undefined;
  if (running) await (await running).database.close();
}

export { ConfigError };

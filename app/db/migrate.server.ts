import path from "node:path";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import type { Database, DatabaseHandle } from "./client.server";
import * as schema from "./schema";

/** drizzle-kit writes the migrations here (`npm run db:generate`); they ship with the app. */
export const migrationsFolder = path.resolve(process.env.MIGRATIONS_DIR ?? "drizzle");

/** An arbitrary, fixed key: every instance starting at once waits for the one that migrates. */
const MIGRATION_LOCK = 727_001;

/**
 * Applies pending migrations, then runs `afterMigrate` (the demo seed) under the same lock, so
 * several app instances starting together against one PostgreSQL never race each other.
 */
export async function migrateDatabase(
  handle: DatabaseHandle,
  afterMigrate?: (db: Database) => Promise<void>,
): Promise<void> {
  if (handle.kind === "embedded") {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
    await afterMigrate?.(handle.db);
    return;
  }
  // Advisory locks belong to a session: hold one connection for the whole run.
  const connection = await handle.pool.connect();
  try {
    await connection.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    const db = drizzlePg(connection, { schema });
    await migratePg(db, { migrationsFolder });
    await afterMigrate?.(db as unknown as Database);
  } finally {
    await connection.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => undefined);
    connection.release();
  }
}

import type { Database } from "./client.server";

/**
 * Runs `work` in one transaction of `db`, committed when it returns and rolled back when it
 * throws. Drizzle types a transaction apart from its database (a `PgTransaction`), though it
 * answers the same queries: the one cast lives here, so the shop's functions take a `Database`
 * whether or not they run inside a transaction.
 */
export function transaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx as unknown as Database));
}

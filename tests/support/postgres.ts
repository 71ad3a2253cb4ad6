import { randomBytes } from "node:crypto";
import pg from "pg";

/** Every database a test run creates starts with this, so leftovers are easy to find. */
export const testDatabasePrefix = "sweet_trip_test_";

/** A fresh database name; runs sharing one server never collide. */
export function testDatabaseName(purpose: string): string {
  return `${testDatabasePrefix}${purpose}_${randomBytes(5).toString("hex")}`;
}

/** The same server URL pointing at another database. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Runs `work` with a client on the URL's own database (for CREATE/DROP DATABASE). */
export async function withAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Drops a test database and ends its connections. `WITH (FORCE)` cannot end an autovacuum worker
 * that happens to be in it (a non-superuser may not signal it: "must be a member of the role whose
 * process is being terminated"); the worker is done in moments, so that refusal is tried again.
 */
export async function dropDatabase(url: string, name: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await withAdmin(url, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      return;
    } catch (error) {
      const insufficientPrivilege = (error as { code?: string }).code === "42501";
      if (!insufficientPrivilege || attempt >= 40) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

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

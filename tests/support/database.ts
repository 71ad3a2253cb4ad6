import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, inject } from "vitest";
import { openDatabase, type DatabaseHandle } from "~/db/client.server";
import { dropDatabase, testDatabaseName, withAdmin, withDatabase } from "./postgres";

export interface TestDatabaseOptions {
  /** Start from the demo catalogue (seeded once per run) instead of an empty, migrated schema. */
  catalogue?: boolean;
}

/**
 * A private, migrated database for one test file: a PGlite loaded from the run's dump, or a
 * fresh PostgreSQL database copied from the run's template. `close()` disposes of it.
 */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<DatabaseHandle> {
  const templates = inject("databaseTemplates");
  const template = options.catalogue ? templates.catalogue : templates.empty;

  if (templates.kind === "embedded") {
    const dump = new Blob([await readFile(template)]);
    return openDatabase({ kind: "embedded", loadDataDir: dump });
  }

  const url = process.env.DATABASE_URL!;
  const name = testDatabaseName("file");
  await withAdmin(url, (admin) => admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  const handle = await openDatabase({ kind: "postgres", url: withDatabase(url, name), maxConnections: 20 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await dropDatabase(url, name);
    },
  };
}

/**
 * The test file's own database (createTestDatabase), opened before its first test and closed
 * after its last: call it at the top of the file, before the file's own hooks, which then find
 * the handle filled in. (Not usable at the file's top level itself, where nothing is open yet.)
 */
export function testDatabase(options: TestDatabaseOptions = {}): DatabaseHandle {
  const handle = {} as DatabaseHandle;
  beforeAll(async () => {
    Object.assign(handle, await createTestDatabase(options));
  });
  afterAll(() => handle.close());
  return handle;
}

/** The seeding time of the run's catalogue template, for date-relative assertions. */
export function seedTime(): Date {
  return new Date(inject("seedTime"));
}

/**
 * Grows a shop's catalogue to `total` products for the search measurement: opens its database
 * through the shop's own db layer (the shop must be stopped when it is the embedded one: PGlite
 * is one process's, and the data directory's lock refuses a running shop's), adds
 * `variationRows` in batches, and updates the planner's statistics.
 */
import { count, sql } from "drizzle-orm";
import { openDatabase } from "../../app/db/client.server";
import { claimDataDir } from "../../app/db/data-dir-lock.server";
import { products } from "../../app/db/schema";
import { variationRows } from "./large-catalogue";

const BATCH = 500;

export type BenchDatabase = { kind: "embedded"; dataDir: string } | { kind: "postgres"; url: string };

/** Adds products until the catalogue holds `total`; answers how many it added. */
export async function growCatalogue(database: BenchDatabase, total: number): Promise<number> {
  const release =
    database.kind === "embedded" ? claimDataDir(database.dataDir, "the bench's catalogue growth") : () => {};
  const handle = await openDatabase(
    database.kind === "embedded"
      ? { kind: "embedded", dataDir: database.dataDir }
      : { kind: "postgres", url: database.url },
  ).catch((error: unknown) => {
    release();
    throw error;
  });
  try {
    const [existing] = await handle.db.select({ value: count() }).from(products);
    const rows = variationRows(Math.max(0, total - (existing?.value ?? 0)), new Date());
    await handle.db.transaction(async (tx) => {
      for (let start = 0; start < rows.length; start += BATCH) {
        await tx
          .insert(products)
          .values(rows.slice(start, start + BATCH).map(({ categorySlug: _category, ...row }) => row));
      }
    });
    await handle.db.execute(sql`analyze products`);
    await handle.db.execute(sql`analyze search_words`);
    return rows.length;
  } finally {
    await handle.close();
    release();
  }
}

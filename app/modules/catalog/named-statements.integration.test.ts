import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "~tests/support/database";
import { openDatabase, queryRows, type DatabaseHandle, type StatementKind } from "~/db/client.server";
import { sql } from "drizzle-orm";
import { pairsWellWith } from "./pairs.server";
import { productBySlug } from "./product-detail.server";
import { categoryProducts, featuredProducts } from "./products.server";

/**
 * The hot queries as named statements on PostgreSQL (decision 102): with `named` (the default)
 * each is parsed once per connection and kept there under its name, with `unnamed` none is kept
 * (for a pooler that cannot keep them); either way the pages read the same rows. The embedded
 * database keeps none.
 */
let database: DatabaseHandle;
/** One connection each, so that the statements they keep are seen on that connection. */
const opened: Partial<Record<StatementKind, DatabaseHandle>> = {};

beforeAll(async () => {
  database = await createTestDatabase({ catalogue: true });
  if (database.kind === "postgres") {
    const url = String(database.pool.options.connectionString);
    for (const statements of ["named", "unnamed"] as const)
      opened[statements] = await openDatabase({ kind: "postgres", url, maxConnections: 1, statements });
  }
});
afterAll(async () => {
  for (const handle of Object.values(opened)) await handle.close();
  await database.close();
});

/** What the product page, the home page and a category page read, in both languages. */
async function pagesRead(handle: DatabaseHandle) {
  const [{ categoryId } = { categoryId: "" }] = await queryRows<{ categoryId: string }>(
    handle.db,
    sql`select category_id as "categoryId" from products where slug = 'pocky-chocolate'`,
  );
  const read = [];
  for (const language of ["en", "es"] as const) {
    const product = await productBySlug(handle.db, "pocky-chocolate", language);
    expect(product).not.toBeNull();
    read.push(
      product,
      await pairsWellWith(handle.db, product!, language),
      await featuredProducts(handle.db, undefined, language),
      await categoryProducts(handle.db, categoryId, language),
      await productBySlug(handle.db, "no-such-product", language),
    );
  }
  return read;
}

const keptStatements = (handle: DatabaseHandle) =>
  queryRows<{ name: string; statement: string }>(
    handle.db,
    sql`select name, statement from pg_prepared_statements order by name`,
  );

describe("the hot queries' statements", () => {
  it.runIf(process.env.DATABASE_URL)(
    "are named and kept on their connection by default on PostgreSQL",
    async () => {
      const named = opened.named!;
      const first = await pagesRead(named);
      // Past PostgreSQL's five custom plans, where it may switch to a generic one.
      for (let round = 0; round < 6; round++) expect(await pagesRead(named)).toEqual(first);

      const kept = await keptStatements(named);
      expect(kept.map((statement) => statement.name.replace(/:[0-9a-f]{8}$/, ""))).toEqual([
        "category-cards:en",
        "category-cards:es",
        "featured:en",
        "featured:es",
        "pairs:en",
        "pairs:es",
        "product-page:en",
        "product-page:es",
      ]);
      expect(kept.find((statement) => statement.name.startsWith("product-page:es"))!.statement).toContain(
        "name_es",
      );
    },
  );

  it.runIf(process.env.DATABASE_URL)(
    "are unnamed with DATABASE_STATEMENTS=unnamed, reading the same rows",
    async () => {
      const unnamed = opened.unnamed!;
      const read = await pagesRead(unnamed);
      expect(await pagesRead(unnamed)).toEqual(read);
      expect(await keptStatements(unnamed)).toEqual([]);
      expect(read).toEqual(await pagesRead(opened.named!));
    },
  );

  it("are unnamed on the embedded database, and read the same rows as PostgreSQL's would", async () => {
    const read = await pagesRead(database);
    expect(read[0]).toMatchObject({ slug: "pocky-chocolate" });
    if (database.kind === "embedded") expect(await keptStatements(database)).toEqual([]);
    else expect(read).toEqual(await pagesRead(opened.unnamed!));
  });
});

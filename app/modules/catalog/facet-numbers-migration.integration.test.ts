import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { afterAll, expect, inject, it } from "vitest";
import { dropDatabase, testDatabaseName, withAdmin, withDatabase } from "~tests/support/postgres";
import { openDatabase, queryRows, type DatabaseHandle } from "~/db/client.server";
import { migrationsFolder } from "~/db/migrate.server";
import { categories, products } from "~/db/schema";
import { DEFAULT_LIST_PARAMS } from "./list-params";
import { filteredSearch } from "./filtered-search.server";

/**
 * Migration 0026 (decision 108) on a database that already had products: the search rows get
 * their brand and country numbers, every name numbered, and a search counts by them.
 */

const templates = inject("databaseTemplates");
const serverUrl = process.env.DATABASE_URL ?? "";
const databaseName = testDatabaseName("facet_numbers");
const before0026 = mkdtempSync(path.join(tmpdir(), "sweet-trip-migrations-"));

afterAll(async () => {
  rmSync(before0026, { recursive: true, force: true });
  if (templates.kind === "postgres") await dropDatabase(serverUrl, databaseName);
});

/** The migrations as they were before 0026: the folder with its journal cut there. */
function migrationsBefore0026(): string {
  cpSync(migrationsFolder, before0026, { recursive: true });
  const journalFile = path.join(before0026, "meta/_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: { tag: string }[] };
  const cut = journal.entries.findIndex((entry) => entry.tag.startsWith("0026_"));
  expect(cut).toBeGreaterThan(0);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));
  return before0026;
}

async function freshDatabase(): Promise<DatabaseHandle> {
  if (templates.kind === "embedded") return openDatabase({ kind: "embedded" });
  await withAdmin(serverUrl, (admin) => admin.query(`CREATE DATABASE ${databaseName}`));
  return openDatabase({ kind: "postgres", url: withDatabase(serverUrl, databaseName), maxConnections: 2 });
}

async function migrate(handle: DatabaseHandle, folder: string): Promise<void> {
  if (handle.kind === "embedded")
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: folder });
  else await migratePg(drizzlePg(handle.pool), { migrationsFolder: folder });
}

it("numbers the brands and countries of the products a database already had", async () => {
  const handle = await freshDatabase();
  try {
    await migrate(handle, migrationsBefore0026());
    const [category] = await handle.db
      .insert(categories)
      .values({ slug: "toffees", name: "Toffees" })
      .returning({ id: categories.id });
    const product = (slug: string, brand: string, originCountry: string, isActive = true) => ({
      slug,
      name: `Toffee ${slug}`,
      brand,
      originCountry,
      priceCents: 300,
      stockQuantity: 5,
      isActive,
      categoryId: category!.id,
    });
    await handle.db
      .insert(products)
      .values([
        product("one", "Kept", "Japan"),
        product("two", "Kept", "Spain"),
        product("three", "Other", "Japan"),
        product("hidden", "Hidden brand", "Peru", false),
      ]);

    await migrate(handle, migrationsFolder);

    const rows = await queryRows<{ slug: string; brand: string; country: string }>(
      handle.db,
      sql`select products.slug, brand_name.name as brand, country_name.name as country
          from product_search
            join products using (id)
            join facet_names as brand_name on brand_name.number = product_search.brand_number
            join facet_names as country_name on country_name.number = product_search.country_number
          order by products.slug`,
    );
    expect(rows).toEqual([
      { slug: "one", brand: "Kept", country: "Japan" },
      { slug: "three", brand: "Other", country: "Japan" },
      { slug: "two", brand: "Kept", country: "Spain" },
    ]);
    const found = await filteredSearch(handle.db, "toffee", { filters: DEFAULT_LIST_PARAMS });
    expect(found!.total).toBe(3);
    expect(found!.facets.brands).toEqual([
      { value: "Kept", count: 2 },
      { value: "Other", count: 1 },
    ]);
    expect(found!.facets.countries).toEqual([
      { value: "Japan", count: 2 },
      { value: "Spain", count: 1 },
    ]);
    // A product written after the migration is numbered by the trigger as before it.
    await handle.db.insert(products).values(product("four", "Newer", "Peru"));
    const newer = await filteredSearch(handle.db, "toffee", {
      filters: { ...DEFAULT_LIST_PARAMS, countries: ["Peru"] },
    });
    expect(newer!.products.map((row) => row.slug)).toEqual(["four"]);
    expect(newer!.facets.brands).toEqual([{ value: "Newer", count: 1 }]);
  } finally {
    await handle.close();
  }
});

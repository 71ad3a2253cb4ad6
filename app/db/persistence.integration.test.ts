import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "./client.server";
import { migrateDatabase } from "./migrate.server";
import { categories } from "./schema";

// This is about the embedded database on disk, so it uses PGlite whatever DATABASE_URL says.
const dataDir = mkdtempSync(path.join(tmpdir(), "sweet-trip-persist-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("embedded database in DATA_DIR", () => {
  it("keeps its data across a restart, and migrating again loses nothing", async () => {
    const first = await openDatabase({ kind: "embedded", dataDir });
    await migrateDatabase(first);
    await first.db.insert(categories).values({ slug: "kept-sweets", name: "Kept Sweets" });
    await first.close();

    const second = await openDatabase({ kind: "embedded", dataDir });
    try {
      await migrateDatabase(second);
      const rows = await second.db.select().from(categories).where(eq(categories.slug, "kept-sweets"));
      expect(rows.map((row) => row.name)).toEqual(["Kept Sweets"]);
    } finally {
      await second.close();
    }
  });
});

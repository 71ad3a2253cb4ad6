import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { testDatabase } from "~tests/support/database";
import { categories } from "~/db/schema";
import { catalogueChanged } from "./catalogue-changes.server";
import { frameCategoryNames } from "./frame-categories.server";

const handle = testDatabase({ catalogue: true });

beforeAll(async () => {
  await catalogueChanged();
});

describe("the frame's category names", () => {
  it("names each category in both languages, English where it has no Spanish", async () => {
    const names = await frameCategoryNames(handle.db);
    expect(names["japanese-snacks"]).toEqual({ en: "Japanese Snacks", es: "Snacks japoneses" });
    expect(Object.keys(names)).toHaveLength(6);
  });

  it("are read once, and again after a catalogue change (a rename in the admin)", async () => {
    await frameCategoryNames(handle.db);
    await handle.db
      .update(categories)
      .set({ name: "Snacks from Japan", nameEs: null })
      .where(eq(categories.slug, "japanese-snacks"));
    expect((await frameCategoryNames(handle.db))["japanese-snacks"]!.en).toBe("Japanese Snacks");

    await catalogueChanged();
    expect((await frameCategoryNames(handle.db))["japanese-snacks"]).toEqual({
      en: "Snacks from Japan",
      es: "Snacks from Japan",
    });
  });
});

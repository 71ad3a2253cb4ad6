import { asc, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createShopper, requestAs, testContext, type TestShopper } from "~tests/support/accounts";
import { testDatabase } from "~tests/support/database";
import { callRoute } from "~tests/support/routes";
import { categories, products } from "~/db/schema";
import { loader as dashboardLoader } from "~/routes/admin/dashboard";
import type { DashboardData } from "./dashboard.server";
import { missingTranslations } from "./missing-translations.server";

/**
 * The dashboard's "Missing Spanish": categories without a Spanish name or description, and
 * products on sale without a Spanish description (a product's Spanish name may stay empty:
 * brand names are the same in Spanish); the first few by name, with the total.
 */

const handle = testDatabase({ catalogue: true });
let admin: TestShopper;

beforeAll(async () => {
  admin = await createShopper(handle, { isAdmin: true });
});

async function dashboard(): Promise<DashboardData> {
  const answer = await callRoute(dashboardLoader, requestAs(admin.cookie, "/admin"), testContext(handle));
  expect(answer.status).toBe(200);
  return (answer.data as { dashboard: DashboardData }).dashboard;
}

describe("the dashboard's missing translations", () => {
  it("is empty for the demo catalogue, which comes with its Spanish", async () => {
    expect((await dashboard()).missingTranslations).toEqual({
      categories: { items: [], total: 0 },
      products: { items: [], total: 0 },
    });
  });

  it("lists what Spanish pages show in English, the first few by name with the total, each by id", async () => {
    const byName = await handle.db
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .orderBy(asc(categories.name));
    const [first, second, third, fourth] = byName;
    await handle.db.update(categories).set({ nameEs: null }).where(eq(categories.id, first!.id));
    // Blank is no translation either.
    await handle.db.update(categories).set({ descriptionEs: "  " }).where(eq(categories.id, second!.id));
    await handle.db
      .update(categories)
      .set({ nameEs: null, descriptionEs: null })
      .where(eq(categories.id, third!.id));
    // No English description: nothing to translate but the name, which it has.
    await handle.db
      .update(categories)
      .set({ description: null, descriptionEs: null })
      .where(eq(categories.id, fourth!.id));

    const onSale = await handle.db
      .select({ id: products.id, name: products.name })
      .from(products)
      .where(eq(products.isActive, true))
      .orderBy(asc(products.name), asc(products.id))
      .limit(15);
    const untranslated = onSale.slice(0, 12);
    await handle.db
      .update(products)
      .set({ descriptionEs: null })
      .where(
        inArray(
          products.id,
          untranslated.map((product) => product.id),
        ),
      );
    const [offSale, noDescription, brandName] = onSale.slice(12);
    // Not counted: a product off sale, one with no English description, one with only its
    // Spanish name empty (brand names stay as they are).
    await handle.db
      .update(products)
      .set({ descriptionEs: null, isActive: false })
      .where(eq(products.id, offSale!.id));
    await handle.db
      .update(products)
      .set({ description: "", descriptionEs: null })
      .where(eq(products.id, noDescription!.id));
    await handle.db.update(products).set({ nameEs: null }).where(eq(products.id, brandName!.id));

    const missing = (await dashboard()).missingTranslations;
    expect(missing.categories).toEqual({
      total: 3,
      items: [
        { id: first!.id, name: first!.name, nameMissing: true, descriptionMissing: false },
        { id: second!.id, name: second!.name, nameMissing: false, descriptionMissing: true },
        { id: third!.id, name: third!.name, nameMissing: true, descriptionMissing: true },
      ],
    });
    expect(missing.products).toEqual({ total: 12, items: untranslated.slice(0, 10) });

    // The limit is the query's; the total still counts them all.
    expect(await missingTranslations(handle.db, 2)).toMatchObject({
      categories: { total: 3, items: [{ id: first!.id }, { id: second!.id }] },
      products: { total: 12, items: untranslated.slice(0, 2) },
    });
  });
});

import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDatabase } from "~tests/support/database";
import { queryRows } from "~/db/client.server";
import { catalogueChanged } from "./catalogue-changes.server";
import { shopFigures } from "./shop-figures.server";

const handle = testDatabase({ catalogue: true });

describe("shopFigures", () => {
  it("counts the products on sale and their countries, and averages every review, from the data", async () => {
    const [expected] = await queryRows<{ products: number; countries: number; average: number }>(
      handle.db,
      sql`SELECT count(*)::int AS products, count(DISTINCT origin_country)::int AS countries,
                 (SELECT avg(rating)::float8 FROM reviews) AS average
          FROM products WHERE is_active`,
    );
    const figures = await shopFigures(handle.db);
    expect(figures).toEqual({
      products: expected!.products,
      countries: expected!.countries,
      averageRating: Math.round(expected!.average * 10) / 10,
    });
    // The demo catalogue, as the home page shows it (e2e/home.spec.ts relies on these).
    expect(figures).toEqual({ products: 135, countries: 30, averageRating: 4 });

    // Kept until the catalogue changes, and every change says so (decision 025).
    await handle.db.execute(sql`UPDATE products SET is_active = false WHERE origin_country = 'Peru'`);
    expect(await shopFigures(handle.db)).toMatchObject({ products: 135, countries: 30 });
    await catalogueChanged();
    expect(await shopFigures(handle.db)).toMatchObject({ products: 134, countries: 29 });
  });
});

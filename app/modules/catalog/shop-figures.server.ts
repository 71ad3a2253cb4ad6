import { sql } from "drizzle-orm";
import { queryRows, type Database } from "~/db/client.server";
import { keptUntilCatalogueChanges } from "./catalogue-memo.server";
import { FIGURES_TAG, LISTS_TAG } from "./page-tags";
import type { ShopFigures } from "./shop-figures";

/**
 * The shop's figures in one round trip: products on sale, their countries, the average review;
 * kept until the catalogue changes.
 */
export const shopFigures = keptUntilCatalogueChanges(readFigures, { dependsOn: [LISTS_TAG, FIGURES_TAG] });

async function readFigures(db: Database): Promise<ShopFigures> {
  const [row] = await queryRows<{ products: number; countries: number; average_rating: number | null }>(
    db,
    sql`SELECT count(*)::int AS products,
               count(DISTINCT origin_country)::int AS countries,
               (SELECT round(avg(rating), 1)::float8 FROM reviews) AS average_rating
        FROM products WHERE is_active`,
  );
  return { products: row!.products, countries: row!.countries, averageRating: row!.average_rating };
}

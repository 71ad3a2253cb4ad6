import { asc, desc, sql, type Column, type SQL } from "drizzle-orm";
import { queryRows, queryRowsThroughIndexes, readThroughIndexes, type Database } from "~/db/client.server";
import { products, productSearch } from "~/db/schema";
import type { Language } from "~/lib/language";
import { countFacets, type FacetCell, type FacetChoice } from "./facet-counts";
import { facetNamesOf } from "./facet-names.server";
import { PAGE_SIZE, type ListFacets } from "./list-params";
import { clampPage, pageOf, type ProductPage } from "./pagination";
import { productColumns } from "./product-summaries.server";
import type { ProductSummary } from "./types";

/** Products in stock, and rated 4 stars and up (issue 28). */
export const IN_STOCK = sql`${products.stockQuantity} > 0`;
export const RATED_4 = sql`${products.ratingAverage} >= 4`;

/** What a list's counts are read from (built by `listConditions`). */
export interface CountedScope {
  /** The list before the filter groups' choices. */
  scope: SQL | undefined;
  /** The filter groups' choices as a condition: the products listed are the scope's that pass it. */
  chosen: SQL | undefined;
  /** Whether a search narrows the scope (read through the search index, decision 026). */
  searched: boolean;
  /** The same choices, which `countFacets` applies to the cells. */
  choice: FacetChoice;
}

export type ListCounts = { total: number; facets: ListFacets };

/**
 * A list's total and every group's counts from one read of the list (decision 071): the
 * database groups its products by brand, country, facts, stock and rating (a few hundred rows
 * on 10,000 products), and `countFacets` adds them up for each group.
 */
export async function countList(db: Database, list: CountedScope): Promise<ListCounts> {
  const read = (reader: Database) =>
    reader
      .select({
        brand: products.brand,
        country: products.originCountry,
        factBits: products.factBits,
        inStock: sql<boolean>`${IN_STOCK}`,
        rated4: sql<boolean>`${RATED_4}`,
        products: sql<number>`count(*)::int`,
      })
      .from(products)
      .where(list.scope)
      .groupBy(sql`1, 2, 3, 4, 5`);
  const cells = list.searched ? await readThroughIndexes(db, read) : await read(db);
  return countFacets(cells, list.choice);
}

/** One key of a list's order: the page's products sort by each in turn, the last being the id. */
export interface SortKey {
  key: SQL | Column;
  direction: "asc" | "desc";
}

/** The keys as an ORDER BY. */
export function orderBy(keys: readonly SortKey[]): SQL[] {
  return keys.map(({ key, direction }) => (direction === "asc" ? asc(key) : desc(key)));
}

export interface CountedPageOptions {
  /** The page's order, ties broken to the id (see `sortKeys`). */
  order: SortKey[];
  language: Language;
  page: number;
  pageSize?: number;
}

/**
 * A list's counts and one page of it from a single read of the list, for the lists whose counts
 * cannot be kept (a search's, the new arrivals'): the database reads the scope once, groups it
 * into the facet cells and numbers the chosen products in the page's order; the page's products
 * are then read whole by id. Counting and then listing read the scope twice: on "chocolate"
 * among 10,000 products, the second read was a third of the request (issue 28).
 */
export async function countedPage(
  db: Database,
  list: CountedScope,
  { order, language, page, pageSize = PAGE_SIZE }: CountedPageOptions,
): Promise<ProductPage & ListCounts> {
  const read = (asked: number) => readCellsAndPage(db, list, order, language, asked, pageSize);
  const asked = Math.max(1, page);
  const { cells, summaries: askedPage } = await read(asked);
  const { total, facets } = countFacets(cells, list.choice);
  const current = clampPage(page, total, pageSize);
  // A page past the last (an old link) shows the last: read again, rarely.
  const summaries = current === asked ? askedPage : (await read(current)).summaries;
  return { ...pageOf(summaries, total, current, pageSize), facets };
}

/** A cell (no id) or one of the page's products (no cell), as the one statement answers them. */
type CellOrPageRow = {
  /** The brand and country as text, or a search's as their numbers (`cellNames`). */
  brand: string | number | null;
  country: string | number | null;
  /** The cell's facts, stock and rating in one integer (CELL_BITS). */
  bits: number | null;
  products: number | null;
  /** One of the page's products, as a card shows it (`summaryAsJson`). */
  summary: SummaryJson | null;
  position: number | null;
};

/** A ProductSummary as JSON carries it: its date as text. */
type SummaryJson = Omit<ProductSummary, "createdAt"> & { createdAt: string };

/**
 * A page's product as the cards' query reads it (`selectSummaries`), as one JSON object: the page's
 * products come with the list's cells in the one statement, instead of a second query by id (on
 * the embedded database a round trip and a planning, about 1.5 ms of every search page).
 */
function summaryAsJson(language: Language): SQL {
  const columns: Record<keyof ProductSummary, SQL | Column> = {
    ...productColumns(language),
    imageUrl: sql`${products.imageUrls}[1]`,
    ratingAverage: products.ratingAverage,
    reviewCount: products.reviewCount,
  };
  const pairs = Object.entries(columns).map(([key, value]) => sql`${sql.raw(`'${key}'`)}, ${value}`);
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

function summaryOf({ createdAt, ...summary }: SummaryJson): ProductSummary {
  return { ...summary, createdAt: new Date(createdAt) };
}

/**
 * A cell's facts, stock and rating as one integer, `fact_bits * 4 + in stock * 2 + rated 4`: the
 * database groups by three values instead of five (on "chocolate" among 10,000 products, a tenth
 * of the read). `fact_bits` holds 14 bits, so the sum stays far within an integer.
 */
const CELL_BITS = sql`(${products.factBits} * 4 + (${IN_STOCK})::int * 2 + (${RATED_4})::int)`;

function cellOf(bits: number): Pick<FacetCell, "factBits" | "inStock" | "rated4"> {
  return { factBits: bits >> 2, inStock: (bits & 2) !== 0, rated4: (bits & 1) !== 0 };
}

/**
 * A search's rows read in the place of the products (decision 100): `product_search` holds the
 * active products' columns that a list's conditions, cells and orders name, under the same names,
 * so the same SQL reads a narrow row instead of the whole product. Only a searched list: the
 * table holds the products a search can find (the active ones), the others' scope names
 * `is_active`, which it does not hold.
 */
const searchRowsAsProducts = sql`${productSearch} as ${products}`;

/** A column that only the search rows have, read under the products' name (`searchRowsAsProducts`). */
function searchRowColumn(column: Column): SQL {
  return sql`${products}.${sql.identifier(column.name)}`;
}

/**
 * What a list's cells are grouped by besides the bits: a search's rows by the brand's and
 * country's numbers (decision 108: two integers group in less time than two texts,
 * on "chocolate" among 10,000 products 0.5–1 ms of the read on either database), named afterwards
 * from `facet_names`; the products by the texts themselves.
 */
function cellNames(searched: boolean): { brand: SQL | Column; country: SQL | Column } {
  return searched
    ? {
        brand: searchRowColumn(productSearch.brandNumber),
        country: searchRowColumn(productSearch.countryNumber),
      }
    : { brand: products.brand, country: products.originCountry };
}

async function readCellsAndPage(
  db: Database,
  list: CountedScope,
  order: readonly SortKey[],
  language: Language,
  page: number,
  pageSize: number,
): Promise<{ cells: FacetCell[]; summaries: ProductSummary[] }> {
  // The order's keys travel with each product, so that the page is the top of the chosen ones
  // (a top-N sort, not a sort of the whole list).
  const keys = sql.join(
    order.map(({ key }, index) => sql`${key} as ${sql.identifier(`key_${index}`)}`),
    sql`, `,
  );
  const pageOrder = sql.join(
    order.map(({ direction }, index) => sql`${sql.identifier(`key_${index}`)} ${sql.raw(direction)}`),
    sql`, `,
  );
  // One statement, two kinds of rows: the cells (no summary), and the page's products with their
  // places, read whole from the products by id. Each listed product carries only what the cells
  // and the order need, and whether the choices keep it only when something is chosen (on
  // "chocolate" among 10,000 products, the rest cost a sixth of the read). Inside `listed`,
  // `products` is the search rows for a search; outside it, the products themselves.
  const chosen = list.chosen ? sql`, ${list.chosen} as chosen` : sql``;
  const names = cellNames(list.searched);
  const query = sql`
    with listed as materialized (
      select ${products.id} as id, ${names.brand} as brand, ${names.country} as country,
        ${CELL_BITS} as bits${chosen}, ${keys}
      from ${list.searched ? searchRowsAsProducts : products} where ${list.scope ?? sql`true`}
    )
    (select brand, country, bits, count(*)::int as products, null::json as summary,
       null::int as position
     from listed group by 1, 2, 3)
    union all
    (select null, null, null, null, ${summaryAsJson(language)},
       (row_number() over (order by ${pageOrder}))::int
     from (select * from listed${list.chosen ? sql` where chosen` : sql``} order by ${pageOrder}
           limit ${pageSize} offset ${(page - 1) * pageSize}) as page
     join ${products} on ${products.id} = page.id)`;
  const rows = list.searched
    ? await queryRowsThroughIndexes<CellOrPageRow>(db, query)
    : await queryRows<CellOrPageRow>(db, query);
  const listed: { summary: SummaryJson; position: number }[] = [];
  const cellRows: CellOrPageRow[] = [];
  for (const row of rows) {
    if (row.summary !== null) listed.push({ summary: row.summary, position: row.position ?? 0 });
    else cellRows.push(row);
  }
  return {
    cells: await namedCells(db, cellRows),
    summaries: listed.sort((a, b) => a.position - b.position).map((row) => summaryOf(row.summary)),
  };
}

/** The cells with their brands and countries as text, a search's numbers named (`cellNames`). */
async function namedCells(db: Database, rows: readonly CellOrPageRow[]): Promise<FacetCell[]> {
  const numbers = rows.flatMap(({ brand, country }) =>
    [brand, country].filter((key): key is number => typeof key === "number"),
  );
  const names = numbers.length > 0 ? await facetNamesOf(db, numbers) : undefined;
  const text = (key: string | number | null) => (typeof key === "number" ? names!.get(key)! : (key ?? ""));
  return rows.map(({ brand, country, bits, products: count }) => ({
    brand: text(brand),
    country: text(country),
    ...cellOf(bits ?? 0),
    products: count ?? 0,
  }));
}

import type { Database } from "./client.server";

/**
 * A query that drizzle builds once per database handle and variant (a language, say) instead of
 * on every call, executed with its `sql.placeholder` values: building the product page's query
 * took about a quarter of a millisecond of a page's 5 (issue 10). Kept per handle, as tests open
 * many.
 *
 * `build` prepares it with `UNNAMED_STATEMENT`: PostgreSQL still gets an unnamed statement, as
 * for any other query. A named one lives on its connection, which a pooler in transaction mode
 * (PgBouncer, many managed databases) hands to other clients.
 */
export function preparedQuery<Query>(build: (db: Database) => Query): (db: Database) => Query;
export function preparedQuery<Variant, Query>(
  build: (db: Database, variant: Variant) => Query,
  /** Tells variants apart (default: the variant itself, for a string such as a language). */
  keyOf?: (variant: Variant) => unknown,
): (db: Database, variant: Variant) => Query;
export function preparedQuery<Variant, Query>(
  build: (db: Database, variant: Variant) => Query,
  keyOf: (variant: Variant) => unknown = (variant) => variant,
): (db: Database, variant: Variant) => Query {
  const built = new WeakMap<Database, Map<unknown, Query>>();
  return (db, variant) => {
    let variants = built.get(db);
    if (!variants) built.set(db, (variants = new Map()));
    const key = keyOf(variant);
    let query = variants.get(key);
    if (query === undefined) variants.set(key, (query = build(db, variant)));
    return query;
  };
}

/** The statement name that node-postgres reads as "unnamed" (see `preparedQuery`). */
export const UNNAMED_STATEMENT = "";

import { createHash } from "node:crypto";
import type { Database } from "./client.server";

/**
 * A query that drizzle builds once per database handle and variant (a language, say) instead of
 * on every call, executed with its `sql.placeholder` values: building the product page's query
 * took about a quarter of a millisecond of a page's 5 (issue 10). Kept per handle, as tests open
 * many.
 *
 * `build` returns the query unprepared; it is prepared here under `name`, the variant's key and a
 * hash of its SQL (`product-page:en:3f0c9a1e`: a query edited while a development server runs
 * gets a new name, as node-postgres refuses a known name with another text). On a PostgreSQL
 * handle opened with named statements (the default, `DATABASE_STATEMENTS`, decision 102)
 * PostgreSQL parses it once per connection and keeps its plan; otherwise, and on the embedded
 * database, it is sent unnamed, parsed and planned on every call (decision 032), which a pooler
 * that cannot keep prepared statements needs.
 */
export function preparedQuery<Query>(
  name: string,
  build: (db: Database) => Preparable<Query>,
): (db: Database) => Query;
export function preparedQuery<Variant, Query>(
  name: string,
  build: (db: Database, variant: Variant) => Preparable<Query>,
  /** Tells variants apart (default: the variant itself, for a string such as a language). */
  keyOf?: (variant: Variant) => string | undefined,
): (db: Database, variant: Variant) => Query;
export function preparedQuery<Variant, Query>(
  name: string,
  build: (db: Database, variant: Variant) => Preparable<Query>,
  keyOf: (variant: Variant) => string | undefined = (variant) => variant as string | undefined,
): (db: Database, variant: Variant) => Query {
  const built = new WeakMap<Database, Map<string | undefined, Query>>();
  return (db, variant) => {
    let variants = built.get(db);
    if (!variants) built.set(db, (variants = new Map()));
    const key = keyOf(variant);
    let query = variants.get(key);
    if (query === undefined) {
      const unprepared = build(db, variant);
      const statement = namedStatements.has(db)
        ? statementName(name, key, unprepared.toSQL().sql)
        : UNNAMED_STATEMENT;
      variants.set(key, (query = unprepared.prepare(statement)));
    }
    return query;
  };
}

/** What drizzle's query builders are before `.prepare(name)`. */
export interface Preparable<Query> {
  prepare(name: string): Query;
  toSQL(): { sql: string };
}

/** The handles whose built queries are named statements (`openDatabase`, decision 102). */
const namedStatements = new WeakSet<Database>();

/** Makes the queries `preparedQuery` builds for `db` named statements (PostgreSQL only). */
export function nameStatements(db: Database): void {
  namedStatements.add(db);
}

/** PostgreSQL cuts names at 63 bytes: two queries must never share one by that. */
const MAX_STATEMENT_NAME_BYTES = 63;

/** A query's statement name: `name`, its variant's key and 8 hex digits of its SQL's hash. */
export function statementName(name: string, key: string | undefined, text: string): string {
  const hash = createHash("sha1").update(text).digest("hex").slice(0, 8);
  const statement = key === undefined ? `${name}:${hash}` : `${name}:${key}:${hash}`;
  if (Buffer.byteLength(statement) > MAX_STATEMENT_NAME_BYTES)
    throw new Error(`statement name "${statement}" is longer than ${MAX_STATEMENT_NAME_BYTES} bytes`);
  return statement;
}

/** The statement name that node-postgres reads as "unnamed" (see `preparedQuery`). */
export const UNNAMED_STATEMENT = "";

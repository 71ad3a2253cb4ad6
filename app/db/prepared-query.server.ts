import { createHash } from "node:crypto";
import type { Query, SQL } from "drizzle-orm";
import type { PgDialect } from "drizzle-orm/pg-core";
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
      const statement = namesStatements(db)
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

/**
 * The handles whose hot statements are named (`openDatabase`, decision 102), by their drizzle
 * dialect: a transaction shares its handle's, so what a transaction runs is named too.
 */
const namedStatements = new WeakSet<object>();
// drizzle keeps it on every handle and transaction, though its types call it internal.
const dialectOf = (db: Database) => (db as unknown as { dialect: PgDialect }).dialect;
// A stand-in handle in a unit test has no dialect: it is its own key.
const namingKey = (db: Database): object => (dialectOf(db) as PgDialect | undefined) ?? db;

/** Makes the hot statements of `db` and of its transactions named statements (PostgreSQL only). */
export function nameStatements(db: Database): void {
  namedStatements.add(namingKey(db));
}

/** Whether `db` (a handle, or one of its transactions) sends its hot statements named. */
export function namesStatements(db: Database): boolean {
  return namedStatements.has(namingKey(db));
}

/**
 * Rows of a hot path's raw SQL statement (a checkout's locks, reads and writes: CTEs drizzle's
 * builders do not write), on a handle or inside a transaction: on a handle that names its
 * statements (decision 102) it goes as `name` and a hash of its text, so PostgreSQL parses it
 * once per connection and may keep its plan, instead of parsing and planning it on every call
 * (half of what PostgreSQL spent on a prepared order, decision 109). Every distinct text is a
 * statement kept on every connection: its text may have a few variants, never one per value
 * (a list goes in as one array parameter, not as one parameter per item).
 */
export function namedStatementRows<Row>(db: Database, name: string, query: SQL): Promise<Row[]> {
  const built = dialectOf(db).sqlToQuery(query);
  return rowsOf<Row>(db, built, namesStatements(db) ? keptName(name, built.sql) : undefined);
}

/**
 * A hot path's raw SQL statement built once, its values `sql.placeholder`s filled in on each
 * run (on a handle or inside a transaction, named as `namedStatementRows` names them): for a
 * statement whose building costs more than running it, such as a prepared order's write (its
 * order's 39 columns, the stock and the lines: about 0.2 ms of drizzle's work, decision 109).
 * `build` gets the first handle it runs on; what it builds must not depend on it.
 */
export function preparedStatement(name: string, build: (db: Database) => SQL) {
  let built: { query: Query; statement: string } | undefined;
  return {
    rows<Row>(db: Database, values: Record<string, unknown>): Promise<Row[]> {
      if (!built) {
        const query = dialectOf(db).sqlToQuery(build(db));
        built = { query, statement: statementName(name, undefined, query.sql) };
      }
      return rowsOf<Row>(db, built.query, namesStatements(db) ? built.statement : undefined, values);
    },
  };
}

async function rowsOf<Row>(
  db: Database,
  query: Query,
  statement: string | undefined,
  values?: Record<string, unknown>,
): Promise<Row[]> {
  const prepared = db._.session.prepareQuery(query, undefined, statement, false);
  const result = (await prepared.execute(values)) as { rows: Row[] };
  return result.rows;
}

/** Names already worked out, by statement and text (a hash each time costs more than a look-up). */
const keptNames = new Map<string, Map<string, string>>();
/** More texts than any hot path has: past it the names are worked out afresh. */
const MAX_KEPT_NAMES = 200;

function keptName(name: string, text: string): string {
  let texts = keptNames.get(name);
  if (!texts) keptNames.set(name, (texts = new Map()));
  let statement = texts.get(text);
  if (statement === undefined) {
    statement = statementName(name, undefined, text);
    if (texts.size < MAX_KEPT_NAMES) texts.set(text, statement);
  }
  return statement;
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

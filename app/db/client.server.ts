import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { sql, type SQL } from "drizzle-orm";
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import { logger } from "~/lib/logger.server";
import { PGliteThread } from "./pglite-thread.server";
import { nameStatements } from "./prepared-query.server";
import * as schema from "./schema";

/** Drizzle over either driver: the app code never needs to know which one it got. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

interface HandleBase {
  db: Database;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type PostgresHandle = HandleBase & {
  kind: "postgres";
  /** The pool of every query but the reads through the indexes (decision 111). */
  pool: pg.Pool;
  /** This instance's connections over both its pools, for the metrics. */
  connections(): PoolFigures;
};
export interface PoolFigures {
  total: number;
  idle: number;
  waiting: number;
  max: number;
}
export type EmbeddedHandle = HandleBase & { kind: "embedded"; client: PGlite | PGliteThread };
export type DatabaseHandle = PostgresHandle | EmbeddedHandle;

type PostgresOptions = {
  kind: "postgres";
  url: string;
  maxConnections?: number;
  /**
   * How the hot queries (`preparedQuery`) are sent: `named` (the default) are parsed and planned
   * once per connection; `unnamed` on every call, for a pooler that cannot keep prepared
   * statements (`DATABASE_STATEMENTS`, decision 102).
   */
  statements?: StatementKind;
};
export type StatementKind = "named" | "unnamed";
/**
 * PGlite in `dataDir`, or in memory without one; `loadDataDir` starts from a dump. `ownThread`
 * runs it on a thread of its own (decision 050): what the shop does, so that PostgreSQL's work
 * does not hold up the requests; scripts and tests keep it on theirs.
 */
type EmbeddedOptions = { kind: "embedded"; dataDir?: string } & (
  { loadDataDir?: Blob; ownThread?: false } | { ownThread: true }
);

/**
 * PostgreSQL's page cache inside the embedded database. PGlite's default, 128 MB, is zeroed in
 * the WebAssembly memory at start and stays resident: most of the process's memory. The demo
 * catalogue's hot pages fit in a few MB, and the files behind it stay in the OS page cache, so
 * 32 MB keeps queries as fast while a restarted shop weighs ~270 MB instead of ~390 MB (issue 10:
 * ≤ 400 MB). The first start of a new shop still weighs ~455 MB: applying every migration grows
 * the WebAssembly memory, which never shrinks, until the next restart.
 */
const EMBEDDED_SHARED_BUFFERS = "32MB";

/** How long a query waits for a connection (a new one, or a free one of the pool). */
export const CONNECT_TIMEOUT_MS = 5_000;

/**
 * The connections of an instance's pool for reads through the indexes (decision 111): a search
 * one at a time needs one; a burst of searches shares these (PostgreSQL runs no more of them at
 * once than it has cores) while the other pool keeps its ten for everything else.
 */
export const INDEX_READ_CONNECTIONS = 4;

/** Opens PostgreSQL through `pg`, or PGlite. */
export async function openDatabase(options: PostgresOptions): Promise<PostgresHandle>;
export async function openDatabase(options: EmbeddedOptions): Promise<EmbeddedHandle>;
export async function openDatabase(options: PostgresOptions | EmbeddedOptions): Promise<DatabaseHandle>;
export async function openDatabase(options: PostgresOptions | EmbeddedOptions): Promise<DatabaseHandle> {
  if (options.kind === "postgres") {
    const max = options.maxConnections ?? 10;
    const pool = openPool(options.url, { max });
    const indexPool = openPool(options.url, {
      max: INDEX_READ_CONNECTIONS,
      // Every connection of this pool reads through the indexes for its whole session: the pool
      // hands out a new one only once it is set, and a failure to set it fails the query.
      onConnect: (client) => client.query(SET_THROUGH_INDEXES),
      // One is kept when idle: a new connection's first searches load the text search's
      // dictionaries and the catalogue's plans again (decision 111: tens of milliseconds).
      min: 1,
    });
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    if ((options.statements ?? "named") === "named") nameStatements(db);
    // Its reads are unnamed: a search's statement kept with a generic plan read twice as slowly.
    indexReaders.set(db, drizzlePg(indexPool, { schema }) as unknown as Database);
    const pools = [pool, indexPool];
    return {
      db,
      kind: "postgres",
      pool,
      connections: () => ({
        total: pool.totalCount + indexPool.totalCount,
        idle: pool.idleCount + indexPool.idleCount,
        waiting: pool.waitingCount + indexPool.waitingCount,
        max: max + INDEX_READ_CONNECTIONS,
      }),
      ping: async () => void (await pool.query("select 1")),
      close: async () => void (await Promise.all(pools.map((each) => each.end()))),
    };
  }
  const dataDir = options.dataDir ? path.resolve(options.dataDir, "pglite") : undefined;
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const startParams = [...PGlite.defaultStartParams, "-c", `shared_buffers=${EMBEDDED_SHARED_BUFFERS}`];
  const client = options.ownThread
    ? await PGliteThread.start({ dataDir, startParams })
    : await PGlite.create({
        dataDir,
        loadDataDir: "loadDataDir" in options ? options.loadDataDir : undefined,
        extensions: { pg_trgm, unaccent },
        startParams,
      });
  // drizzle's PGlite driver calls only `query` and `transaction`, which the thread answers alike.
  const db = drizzlePglite(client as PGlite, { schema }) as unknown as Database;
  if (client instanceof PGliteThread) threads.set(db, client);
  return {
    db,
    kind: "embedded",
    client,
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => client.close(),
  };
}

/**
 * A pool of PostgreSQL connections to `url`: at most `max`, at least `min` kept once opened (the
 * others close after 10 s idle), each prepared by `onConnect` (awaited) before its first query.
 */
function openPool(
  url: string,
  {
    max,
    min,
    onConnect,
  }: { max: number; min?: number; onConnect?: (client: pg.ClientBase) => Promise<unknown> },
): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    min,
    // (typed as returning nothing; pg-pool awaits what it returns)
    onConnect: onConnect as ((client: pg.ClientBase) => void) | undefined,
    // A server that does not answer at all (a network cut drops packets rather than refusing)
    // fails a query after 5 s instead of holding the request for minutes: the outage answer
    // (decision 018) goes out, and the probe keeps asking.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  // An idle connection the server drops (a restart, a failover, an administrator) must not take
  // the process down: the pool replaces it on the next query. One line each, no stack: a
  // stopping server closes all of them at once, and the stack says nothing.
  pool.on("error", (error) =>
    logger.warn({ reason: error.message }, "an idle database connection was closed"),
  );
  return pool;
}

/** Rows of a raw SQL query, whichever driver runs it (both answer `{ rows }`). */
export async function queryRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/** The embedded databases on a thread of their own, by their drizzle handle. */
const threads = new WeakMap<Database, PGliteThread>();
const dialect = new PgDialect();

/**
 * Reads through the indexes (decision 026): the planner may not read a whole table, and so must
 * find the rows through an index, for the reads whose condition it misprices (a search's broad
 * word: it takes testing a document for nearly free).
 */
export const THROUGH_INDEXES = { enable_seqscan: "off" };
const SET_THROUGH_INDEXES = Object.entries(THROUGH_INDEXES)
  .map(([name, value]) => `set ${name} = ${value}`)
  .join("; ");

/**
 * On PostgreSQL, a second pool whose sessions read through the indexes (decision 111), by the
 * drizzle handle of the pool of everything else: such a read is then its statement alone, one
 * round trip, where a transaction setting it for itself was four (begin, the setting, the
 * statement, commit).
 */
const indexReaders = new WeakMap<Database, Database>();

/**
 * `read` through the indexes (`THROUGH_INDEXES`): on PostgreSQL on a connection of the pool whose
 * sessions do so, each of its statements on its own; elsewhere in a transaction that sets them
 * for itself. `read` must only read: it gets no transaction on PostgreSQL.
 */
export function readThroughIndexes<T>(db: Database, read: (reader: Database) => Promise<T>): Promise<T> {
  const reader = indexReaders.get(db);
  if (reader) return read(reader);
  return db.transaction(async (tx) => {
    await setForTransaction(tx, THROUGH_INDEXES);
    return read(tx);
  });
}

/**
 * Rows of a raw SQL query read through the indexes: one round trip on PostgreSQL (the pool whose
 * sessions do so) and one message to the embedded database's thread (decision 104).
 */
export function queryRowsThroughIndexes<Row>(db: Database, query: SQL): Promise<Row[]> {
  const reader = indexReaders.get(db);
  return reader ? queryRows<Row>(reader, query) : queryRowsWithSettings<Row>(db, THROUGH_INDEXES, query);
}

/**
 * Rows of a raw SQL query read in a transaction of its own with planner `settings` set for it
 * alone (SET LOCAL). On the embedded database's thread the whole transaction is one message
 * (decision 104): the begin, the settings, the query and the commit were four round trips between
 * the threads.
 */
export async function queryRowsWithSettings<Row>(
  db: Database,
  settings: Record<string, string>,
  query: SQL,
): Promise<Row[]> {
  const thread = threads.get(db);
  if (thread) {
    const { sql: text, params } = dialect.sqlToQuery(query);
    const result = await thread.queryWithSettings(Object.entries(settings), text, params);
    return result.rows as Row[];
  }
  return db.transaction(async (tx) => {
    await setForTransaction(tx, settings);
    return queryRows<Row>(tx, query);
  });
}

/** Sets `settings` for the rest of the transaction `tx` alone (SET LOCAL). */
async function setForTransaction(tx: Database, settings: Record<string, string>): Promise<void> {
  for (const [name, value] of Object.entries(settings)) {
    await tx.execute(sql`select set_config(${name}, ${value}, true)`);
  }
}

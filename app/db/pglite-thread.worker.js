/**
 * The embedded database on a thread of its own (decision 050): PGlite runs PostgreSQL compiled
 * to WebAssembly, and every query's work — the protocol, the planner, the executor, the file
 * writes — would otherwise run on the thread that also answers every request. Here it runs
 * beside it; `pglite-thread.server.ts` is the other end.
 *
 * Plain JavaScript, loaded by path and never bundled: the production build has no file for a
 * worker of its own.
 *
 * Messages in: { id, op: "query", sql, params, rowMode, tx?, begin?, settings? }
 *   | { id, op: "end", tx, commit } | { id, op: "dump", compression } | { id, op: "close" }. A
 * transaction's id is the request thread's; its first statement comes with `begin: true`, and the
 * transaction begins with it (one message fewer per transaction: each wakes a thread). A statement
 * with `settings` runs in a transaction of its own, whole in one message.
 * Messages out: { id, ok: true, result } | { id, ok: false, error }.
 */
import v8 from "node:v8";
import vm from "node:vm";
import { parentPort, workerData } from "node:worker_threads";
import { PGlite, parse, protocol, types } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";

const asText = (value) => value;
/**
 * drizzle-orm's own parsers for PGlite (drizzle-orm/pglite/session.js): dates, times, intervals
 * and numeric arrays stay text, as node-postgres gives them. Functions cannot cross threads, so
 * they are written again here; a test compares the two.
 */
const parsers = {
  [types.TIMESTAMP]: asText,
  [types.TIMESTAMPTZ]: asText,
  [types.INTERVAL]: asText,
  [types.DATE]: asText,
  1231: asText, // numeric[]
  1115: asText, // timestamp[]
  1185: asText, // timestamptz[]
  1187: asText, // interval[]
  1182: asText, // date[]
};

const { dataDir, startParams } = workerData;
const ready = PGlite.create({ dataDir, extensions: { pg_trgm, unaccent }, startParams }).then((db) => {
  // Set once on the instance rather than passed with each query: PGlite copies its whole table
  // of parsers (hundreds of types) into a new object for every query given parsers of its own.
  Object.assign(db.parsers, parsers);
  collectGarbageOnce();
  return db;
});

/**
 * A new data directory is made by initdb, a WebAssembly instance of its own (~450 MB) that is
 * garbage once PGlite has started. Little else allocates on this thread, so V8 might never
 * collect it: the first start of a shop weighed 900 MB instead of 430. Collected once, here.
 */
function collectGarbageOnce() {
  v8.setFlagsFromString("--expose-gc");
  vm.runInNewContext("gc")();
}

/** Open transactions by id (the request thread's): each a PGlite transaction waiting for its "end". */
const transactions = new Map();

parentPort.on("message", async (message) => {
  try {
    const result = await handle(await ready, message);
    parentPort.postMessage({ id: message.id, ok: true, result });
  } catch (error) {
    parentPort.postMessage({ id: message.id, ok: false, error: describeError(error) });
  }
});

async function handle(db, message) {
  switch (message.op) {
    case "query": {
      if (message.settings) return withSettings(db, message);
      if (message.begin) await begin(db, message.tx);
      // A statement sent beside the first one (not after its answer) waits for the BEGIN.
      else if (beginning.has(message.tx)) await beginning.get(message.tx).catch(() => undefined);
      return await statement(db, message, message.tx === undefined ? undefined : transactionOf(message.tx));
    }
    case "end": {
      // A transaction whose BEGIN failed is not open: its first statement's answer said why.
      await beginning.get(message.tx)?.catch(() => undefined);
      if (failedToBegin.delete(message.tx)) return null;
      const open = transactionOf(message.tx);
      transactions.delete(message.tx);
      if (message.commit) open.commit();
      else open.rollback();
      // Resolves once PGlite has committed (or rejects with why it could not) or rolled back.
      await open.finished().catch((error) => {
        if (message.commit) throw error;
      });
      return null;
    }
    case "dump": {
      const dump = await db.dumpDataDir(message.compression);
      return await dump.arrayBuffer();
    }
    case "close":
      await db.close();
      setImmediate(() => process.exit(0));
      return null;
    default:
      throw new Error(`unknown operation ${message.op}`);
  }
}

const { serialize } = protocol;
const SYNC = serialize.sync();
const DESCRIBE_PORTAL = serialize.describe({ type: "P" });
const EXECUTE = serialize.execute({});

/** A parameter sent as text as it is (what node-postgres does with it on PostgreSQL). */
const isPlain = (value) => value === null || value === undefined || PLAIN.has(typeof value);
const PLAIN = new Set(["string", "number", "boolean", "bigint"]);

/**
 * One statement in a transaction of its own with `settings` ([name, value] pairs) set for it alone
 * (`set_config(…, true)`, as SET LOCAL): one message instead of four (begin, set, the statement,
 * end), for reads that need a planner setting (a search through its index, decision 104).
 */
function withSettings(db, message) {
  return db.transaction(async (tx) => {
    const open = { tx };
    for (const [name, value] of message.settings) {
      await statement(
        db,
        { sql: "select set_config($1, $2, true)", params: [name, value], rowMode: "array" },
        open,
      );
    }
    return statement(db, message, open);
  });
}

/** A statement in `open`'s transaction, or on its own: in one call when its parameters allow. */
async function statement(db, message, open) {
  if (message.params.every(isPlain)) return inOneCall(db, message, open);
  const { rows, fields, affectedRows } = await (open?.tx ?? db).query(message.sql, message.params, {
    rowMode: message.rowMode,
  });
  return { rows, fields, affectedRows };
}

/**
 * A statement as PGlite's `query` runs it (parse, bind, describe, execute, sync: the extended
 * protocol, so parameters are never spliced into the SQL), in one call into PostgreSQL instead
 * of six: PGlite's `query` first asks PostgreSQL for the parameters' types to choose how to write
 * each one, and sends every message on its own. Parameters that are plain text, numbers, booleans
 * or null need no type to be written (PostgreSQL reads their text as node-postgres sends it); any
 * other (a Date, bytes, an array, an object) goes through PGlite's `query`. Results are read by
 * PGlite's own `parseResults`, so rows and fields are PGlite's.
 *
 * A text seen before is not parsed again: it runs as the statement kept under its name (decision
 * 110), as the shop's hot statements do on PostgreSQL.
 */
async function inOneCall(db, { sql, params, rowMode }, open) {
  const values = params.map((value) => (value === null || value === undefined ? null : String(value)));
  const run = () =>
    db._runExclusiveQuery(async () => {
      // Looked up and recorded under PGlite's lock, one statement at a time: two messages with
      // the same new text must not both take a name.
      const statement = kept.statementFor(sql);
      const messages = concat([
        ...kept.closeForgotten(),
        ...(statement.parse ? [serialize.parse({ name: statement.name, text: sql })] : []),
        serialize.bind({ statement: statement.name, values }),
        DESCRIBE_PORTAL,
        EXECUTE,
        SYNC,
      ]);
      const results = await db.execProtocolStream(messages, { syncToFs: false, throwOnError: false });
      kept.ran(sql, statement, results);
      // As PGlite's query: written to the files when no transaction is open.
      if (!open) await db.syncToFs();
      return results;
    });
  if (open && open.tx.closed) throw new Error("Transaction is closed");
  // Outside a transaction it waits for any open one, in the steps `db.query` takes (a
  // transaction's BEGIN, sent just before, takes the same ones: the first asked is the first run).
  if (!open) await db._checkReady();
  const results = await (open ? run() : db._runExclusiveTransaction(run));
  const failed = results.find((message) => message.name === "error");
  if (failed) throw failed;
  const [{ rows, fields, affectedRows }] = parse.parseResults(results, db.parsers, { rowMode });
  return { rows, fields, affectedRows };
}

/**
 * The statements kept parsed in PGlite's session (decision 110), by their SQL text: PostgreSQL
 * parses, analyses and plans a text once, then binds and runs it by name (after five runs with
 * plans made for their values, it may keep one plan for all values, as on PostgreSQL, where the
 * same hot statements are named: decisions 102, 109).
 *
 * - **Kept only once PostgreSQL has parsed it.** A Parse can fail (a typo, or any statement in a
 *   transaction already failed), and then no statement has that name; one that was parsed stays
 *   whatever happens next: a statement that fails, or a transaction rolled back, keeps it
 *   (prepared statements are not transactional).
 * - **Reads and writes only** (`SELECT`, `WITH`, `INSERT`, `UPDATE`, `DELETE`, `VALUES`): a
 *   migration's DDL runs once.
 * - **Not a full-text search** (a text with `to_tsquery`): after five runs PostgreSQL judged one
 *   plan for all its values no costlier, and that plan parses the search's words again for every
 *   row it ranks: "chocolate" on 10,000 products took twice the database thread's time (decision
 *   110). It is parsed and planned for its values each time, as before.
 * - **Forgotten after anything else that may change a table** (DDL, `DEALLOCATE`, a `DO` block:
 *   any command but the few in `CHANGES_NO_TABLE`): a kept `SELECT *` whose table gains a column
 *   would fail with "cached plan must not change result type". Forgotten names are closed with
 *   the next statement (a Close runs even in a failed transaction).
 * - **At most `MAX_KEPT_STATEMENTS`**, the least recently run closed first: texts that vary (an
 *   admin list's filters) must not grow the session without end.
 */
class KeptStatements {
  /** Statement names by text, least recently run first. */
  #names = new Map();
  /** Names no longer kept, to close with the next statement. */
  #forgotten = [];
  #next = 1;

  /** The statement to run `text` as: its kept name, a new name to parse it under, or unnamed. */
  statementFor(text) {
    const name = this.#names.get(text);
    if (name !== undefined) {
      this.#names.delete(text);
      this.#names.set(text, name);
      return { name, parse: false };
    }
    if (!KEPT_COMMAND.test(text) || PLANNED_FOR_ITS_VALUES.test(text)) return { name: "", parse: true };
    // Room made before the new one is parsed (closed in the same call, first): never more than
    // the bound exist at once.
    if (this.#names.size >= MAX_KEPT_STATEMENTS) this.#forgetOldest();
    return { name: `s${this.#next++}`, parse: true };
  }

  /** Close messages for the names forgotten since the last statement. */
  closeForgotten() {
    if (this.#forgotten.length === 0) return [];
    const closes = this.#forgotten.map((name) => serialize.close({ type: "S", name }));
    this.#forgotten = [];
    return closes;
  }

  /** Takes note of what running `text` as `statement` did, from PostgreSQL's answer. */
  ran(text, statement, results) {
    if (statement.name === "") {
      const done = results.find((message) => message.name === "commandComplete");
      if (done && !CHANGES_NO_TABLE.has(commandOf(done.text))) this.#forgetAll();
    } else if (statement.parse) {
      if (results.some((message) => message.name === "parseComplete")) this.#names.set(text, statement.name);
    } else if (results.some((message) => message.name === "error" && UNUSABLE.has(message.code))) {
      // Not expected (the rules above forget such statements first); parsed afresh next time.
      this.#names.delete(text);
      this.#forgotten.push(statement.name);
    }
  }

  #forgetOldest() {
    const [oldest, name] = this.#names.entries().next().value;
    this.#names.delete(oldest);
    this.#forgotten.push(name);
  }

  #forgetAll() {
    this.#forgotten.push(...this.#names.values());
    this.#names.clear();
  }
}

/** More texts than the shop's pages, searches and checkout run (about a hundred). */
const MAX_KEPT_STATEMENTS = 300;
/** Statements kept: reads and writes, by their first word (after any comment or space). */
const KEPT_COMMAND = /^(?:\s|--[^\n]*\n|\/\*[^]*?\*\/)*(?:select|with|insert|update|delete|values)\b/i;
/** A full-text search: its plan depends on its words (see `KeptStatements`). */
const PLANNED_FOR_ITS_VALUES = /\bto_tsquery\s*\(/i;
/** Commands run unnamed that leave every kept statement's tables as they are. */
const CHANGES_NO_TABLE = new Set([
  "SELECT",
  "INSERT",
  "UPDATE",
  "DELETE",
  "MERGE",
  "COPY",
  "FETCH",
  "MOVE",
  "SET",
  "RESET",
  "SHOW",
  "BEGIN",
  "START",
  "COMMIT",
  "ROLLBACK",
  "SAVEPOINT",
  "RELEASE",
  "LOCK",
  "LISTEN",
  "UNLISTEN",
  "NOTIFY",
  "ANALYZE",
  "VACUUM",
  "CHECKPOINT",
]);
/** A kept statement that no longer exists, or whose result's columns changed under it. */
const UNUSABLE = new Set(["26000", "0A000"]);
/** A command tag's first word ("CREATE TABLE" → "CREATE", "SELECT 1" → "SELECT"). */
const commandOf = (tag) => tag.split(" ", 1)[0];

const kept = new KeptStatements();

function concat(parts) {
  const joined = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let at = 0;
  for (const part of parts) {
    joined.set(part, at);
    at += part.length;
  }
  return joined;
}

/**
 * Begins transaction `id` and resolves once PGlite has begun it (its lock held); the transaction
 * then waits for "end" to commit or roll it back.
 */
function begin(db, id) {
  const opening = new Promise((began, couldNotBegin) => {
    let started = false;
    const finished = db.transaction(
      (tx) =>
        new Promise((commit, reject) => {
          started = true;
          transactions.set(id, { tx, commit, rollback: () => reject(ROLLED_BACK), finished: () => finished });
          began();
        }),
    );
    // A BEGIN that fails never reaches the callback; later failures are the "end" message's.
    finished.catch((error) => {
      if (started) return;
      failedToBegin.add(id);
      couldNotBegin(error);
    });
  });
  beginning.set(id, opening);
  return opening.finally(() => beginning.delete(id));
}

/** Transactions being begun: their BEGIN, which statements sent beside the first one wait for. */
const beginning = new Map();
/** Transactions whose BEGIN failed, until their "end" comes. */
const failedToBegin = new Set();

const ROLLED_BACK = new Error("rolled back");

function transactionOf(id) {
  const open = transactions.get(id);
  if (!open?.tx) throw new Error("The transaction is closed");
  return open;
}

/** PostgreSQL's error fields (code, constraint…) survive the thread; an Error's own would not. */
function describeError(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  const described = { message: error.message, name: error.name };
  for (const field of ERROR_FIELDS) if (error[field] !== undefined) described[field] = error[field];
  return described;
}

const ERROR_FIELDS = [
  "code",
  "severity",
  "detail",
  "hint",
  "position",
  "where",
  "schema",
  "table",
  "column",
  "dataType",
  "constraint",
];

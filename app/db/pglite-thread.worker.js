/**
 * The embedded database on a thread of its own (decision 050): PGlite runs PostgreSQL compiled
 * to WebAssembly, and every query's work — the protocol, the planner, the executor, the file
 * writes — would otherwise run on the thread that also answers every request. Here it runs
 * beside it; `pglite-thread.server.ts` is the other end.
 *
 * Plain JavaScript, loaded by path and never bundled: the production build has no file for a
 * worker of its own.
 *
 * Messages in: { id, op: "query", sql, params, rowMode, tx?, settings? } | { id, op: "begin" }
 *   | { id, op: "end", tx, commit } | { id, op: "dump", compression } | { id, op: "close" }.
 * Messages out: { id, ok: true, result } | { id, ok: false, error }.
 */
import v8 from "node:v8";
import vm from "node:vm";
import { parentPort, workerData } from "node:worker_threads";
import { PGlite, types } from "@electric-sql/pglite";
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

/** Open transactions by id: each a PGlite transaction waiting for its "end". */
const transactions = new Map();
let nextTransaction = 1;

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
      const target = message.tx === undefined ? db : transactionOf(message.tx).tx;
      const { rows, fields, affectedRows } = await target.query(message.sql, message.params, {
        rowMode: message.rowMode,
      });
      return { rows, fields, affectedRows };
    }
    case "begin":
      return begin(db);
    case "end": {
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

/**
 * One statement in a transaction of its own with `settings` ([name, value] pairs) set for it alone
 * (`set_config(…, true)`, as SET LOCAL): one message instead of four (begin, set, the statement,
 * end), for reads that need a planner setting (a search through its index, decision 104).
 */
function withSettings(db, message) {
  return db.transaction(async (tx) => {
    for (const [name, value] of message.settings) {
      await tx.query("select set_config($1, $2, true)", [name, value]);
    }
    const { rows, fields, affectedRows } = await tx.query(message.sql, message.params, {
      rowMode: message.rowMode,
    });
    return { rows, fields, affectedRows };
  });
}

/**
 * Starts a transaction and answers its id once PGlite has begun it (its lock held); the
 * transaction then waits for "end" to commit or roll it back.
 */
function begin(db) {
  const id = nextTransaction++;
  return new Promise((began, failedToBegin) => {
    let started = false;
    const finished = db.transaction(
      (tx) =>
        new Promise((commit, reject) => {
          started = true;
          transactions.set(id, { tx, commit, rollback: () => reject(ROLLED_BACK), finished: () => finished });
          began(id);
        }),
    );
    // A BEGIN that fails never reaches the callback; later failures are the "end" message's.
    finished.catch((error) => {
      if (!started) failedToBegin(error);
    });
  });
}

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

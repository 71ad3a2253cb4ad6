import path from "node:path";
import { Worker } from "node:worker_threads";
import { logger, type Logger } from "~/lib/logger.server";

/**
 * The embedded database on its own thread (decision 050): the part of PGlite's interface that
 * drizzle's PGlite driver uses (`query`, `transaction`), answered by `pglite-thread.worker.js`.
 * The request thread only sends statements and reads rows; PostgreSQL's own work runs beside it,
 * on the machine's other core.
 */

interface Results {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

interface QueryOptions {
  rowMode?: "object" | "array";
}

/** What a transaction's callback gets: statements inside the transaction. */
export interface PGliteThreadTransaction {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results>;
}

type Request =
  | {
      op: "query";
      sql: string;
      params: unknown[];
      rowMode: "object" | "array";
      tx?: number;
      settings?: [string, string][];
      /** The transaction's first statement: the worker begins `tx` before running it. */
      begin?: true;
    }
  | { op: "end"; tx: number; commit: boolean }
  | { op: "dump"; compression: "none" | "gzip" | "auto" }
  | { op: "close" };

type Reply = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: WorkerError };
type WorkerError = { message: string; name?: string } & Record<string, unknown>;

/**
 * The worker is loaded by its path from the project's root (the folder the shop starts in, as
 * server/main.js serves build/client from it): the production bundle has no file of its own for
 * it, and a worker needs one.
 */
export const WORKER_FILE = path.resolve("app/db/pglite-thread.worker.js");

/**
 * A statement unanswered this long is logged once, with the transactions open meanwhile: the
 * embedded database runs one statement at a time, so one that never ends (or a transaction whose
 * code waits for a statement outside it) holds up every page that needs the database, and
 * without this line nothing says which.
 */
const STALL_MS = 10_000;

interface ThreadOptions {
  dataDir?: string;
  startParams: string[];
  /** How long a statement may go unanswered before it is logged (tests shorten it). */
  stallMs?: number;
  log?: Pick<Logger, "warn">;
}

interface Waiting {
  resolve(value: unknown): void;
  reject(error: Error): void;
  request: Request;
  since: number;
}

export class PGliteThread {
  readonly #worker: Worker;
  /** Statements sent and not answered yet, oldest first (a Map keeps insertion order). */
  readonly #waiting = new Map<number, Waiting>();
  /** Open transactions by id: when each began and its latest statement. */
  readonly #open = new Map<number, { since: number; last: string }>();
  readonly #stallMs: number;
  readonly #log: Pick<Logger, "warn">;
  #watchdog: NodeJS.Timeout | undefined;
  /** The stalled statement already logged, so that one stall is one line. */
  #reported = 0;
  #nextId = 1;
  #nextTransaction = 1;
  /** Why the thread stopped answering (it crashed, or was closed); every later call fails with it. */
  #stopped: Error | null = null;

  private constructor({ stallMs = STALL_MS, log = logger, ...workerData }: ThreadOptions) {
    this.#stallMs = stallMs;
    this.#log = log;
    this.#worker = new Worker(WORKER_FILE, { workerData });
    this.#worker.on("message", (reply: Reply) => {
      const waiting = this.#waiting.get(reply.id);
      if (!waiting) return;
      this.#waiting.delete(reply.id);
      if (reply.ok) waiting.resolve(reply.result);
      else waiting.reject(rebuiltError(reply.error));
    });
    this.#worker.on("error", (error) => this.#stop(error));
    this.#worker.on("exit", (code) =>
      this.#stop(new Error(`The embedded database's thread stopped (${code})`)),
    );
  }

  /** Starts PGlite on its thread; resolves once it answers (rejects with why it could not start). */
  static async start(options: ThreadOptions): Promise<PGliteThread> {
    const thread = new PGliteThread(options);
    try {
      await thread.query("select 1");
    } catch (error) {
      await thread.#worker.terminate();
      throw error;
    }
    // Watched once started: opening a data directory may take longer than a stall.
    thread.#watchdog = setInterval(() => thread.#reportStall(), thread.#stallMs / 2).unref();
    return thread;
  }

  /** Messages sent to the thread so far (each a round trip): what a transaction costs, counted. */
  get messagesSent(): number {
    return this.#nextId - 1;
  }

  /** Statements sent to the thread and not answered yet (the metrics' view of its queue). */
  get inFlight(): number {
    return this.#waiting.size;
  }

  query(sql: string, params: unknown[] = [], options: QueryOptions = {}): Promise<Results> {
    return this.#statement(sql, params, options);
  }

  /**
   * One statement in a transaction of its own, with `settings` set for it alone (as SET LOCAL),
   * sent as one message: a transaction that only sets and reads costs one round trip to the
   * thread instead of four (decision 104).
   */
  queryWithSettings(
    settings: [string, string][],
    sql: string,
    params: unknown[] = [],
    options: QueryOptions = {},
  ): Promise<Results> {
    return this.#statement(sql, params, options, { settings });
  }

  /**
   * Runs `callback` in one transaction: committed when it resolves, rolled back when it throws.
   * While it is open, other statements wait, as on PGlite itself.
   *
   * The transaction begins with its first statement, in the same message (each message between
   * the threads wakes the other one, about 0.25 ms of CPU a round trip here): a transaction of
   * n statements is n + 1 round trips, its end included. One that sends none sends nothing.
   */
  async transaction<T>(callback: (tx: PGliteThreadTransaction) => Promise<T>): Promise<T> {
    const tx = this.#nextTransaction++;
    const open = { since: performance.now(), last: "BEGIN" };
    let sent = false;
    this.#open.set(tx, open);
    let result: T;
    try {
      result = await callback({
        query: (sql, params = [], options = {}) => {
          open.last = sql;
          const first = !sent;
          sent = true;
          return this.#statement(sql, params, options, first ? { tx, begin: true } : { tx });
        },
      });
    } catch (error) {
      await this.#end(tx, sent, false);
      throw error;
    }
    await this.#end(tx, sent, true);
    return result;
  }

  /** One statement's message: on its own, in transaction `tx`, or with settings of its own. */
  #statement(
    sql: string,
    params: unknown[],
    options: QueryOptions,
    extra: { tx?: number; begin?: true; settings?: [string, string][] } = {},
  ): Promise<Results> {
    return this.#ask({
      op: "query",
      sql,
      params,
      rowMode: options.rowMode ?? "object",
      ...extra,
    }) as Promise<Results>;
  }

  /** Commits or rolls back transaction `tx`; one that sent nothing has nothing to end. */
  async #end(tx: number, sent: boolean, commit: boolean): Promise<void> {
    try {
      if (sent) await this.#ask({ op: "end", tx, commit });
    } finally {
      this.#open.delete(tx);
    }
  }

  /** The data directory as a tarball (PGlite's `dumpDataDir`), for backups. */
  async dumpDataDir(compression: "none" | "gzip" | "auto" = "auto"): Promise<Blob> {
    const bytes = (await this.#ask({ op: "dump", compression })) as ArrayBuffer;
    return new Blob([bytes]);
  }

  async close(): Promise<void> {
    if (this.#stopped) return;
    const exited = new Promise((resolve) => this.#worker.once("exit", resolve));
    await this.#ask({ op: "close" });
    await exited;
  }

  #ask(request: Request): Promise<unknown> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#waiting.set(id, { resolve, reject, request, since: performance.now() });
      this.#worker.postMessage({ id, ...request });
    });
  }

  #reportStall(): void {
    const oldest = this.#waiting.entries().next().value;
    if (!oldest) return;
    const [id, { request, since }] = oldest;
    const now = performance.now();
    if (now - since < this.#stallMs || id === this.#reported) return;
    this.#reported = id;
    this.#log.warn(
      {
        waitedSeconds: Math.round((now - since) / 1000),
        op: request.op,
        statement: "sql" in request ? firstChars(request.sql) : undefined,
        inTransaction: "tx" in request ? request.tx : undefined,
        waitingStatements: this.#waiting.size,
        openTransactions: [...this.#open].map(([tx, open]) => ({
          tx,
          openSeconds: Math.round((now - open.since) / 1000),
          lastStatement: firstChars(open.last),
        })),
      },
      "the embedded database has not answered a statement",
    );
  }

  #stop(error: Error): void {
    clearInterval(this.#watchdog);
    this.#stopped ??= error;
    for (const waiting of this.#waiting.values()) waiting.reject(error);
    this.#waiting.clear();
  }
}

function firstChars(sql: string): string {
  const flat = sql.replace(/\s+/g, " ").trim();
  return flat.length > 300 ? `${flat.slice(0, 300)}…` : flat;
}

/** The worker's error as the driver's would be: its message, name and PostgreSQL's fields. */
function rebuiltError({ message, name, ...fields }: WorkerError): Error {
  const error = new Error(message);
  if (name) error.name = name;
  return Object.assign(error, fields);
}

import type { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type pg from "pg";
import type { Database, DatabaseHandle } from "~/db/client.server";
import { nameStatements, namesStatements } from "~/db/prepared-query.server";
import * as schema from "~/db/schema";

/**
 * The statements a piece of the shop sends, counted as the database sees them: each one a round
 * trip, the transaction's begin and end included (on the embedded database's thread a `begin` and
 * an `end` message, decision 050; on PostgreSQL `begin` and `commit`). What a checkout costs on
 * PGlite is set by that number, not by the statements' plans (docs/performance.md, "Where a
 * checkout's time goes now"), so tests bound it.
 */
export interface CountedStatements {
  /** A handle like the one given, whose `db` counts what goes through it. */
  handle: DatabaseHandle;
  /** The statements sent since the last `reset()`, first words only (`BEGIN`, `SELECT …`). */
  readonly sent: readonly string[];
  reset(): void;
}

/** Wraps a test database's driver so every statement sent through the new handle is counted. */
export function countStatements(handle: DatabaseHandle): CountedStatements {
  const sent: string[] = [];
  const note = (text: string) => sent.push(text.replace(/\s+/g, " ").trim().slice(0, 160));
  let db: Database;
  if (handle.kind === "embedded") {
    const client = handle.client as PGlite;
    type Query = PGlite["query"];
    const counted = (query: Query): Query =>
      ((text: string, ...rest: Parameters<Query> extends [unknown, ...infer R] ? R : never) => {
        note(text);
        return query(text, ...rest);
      }) as Query;
    const wrapped = {
      query: counted(client.query.bind(client)),
      transaction: <T>(work: (tx: { query: Query }) => Promise<T>) => {
        note("BEGIN");
        return client
          .transaction((tx) => work({ query: counted(tx.query.bind(tx)) }))
          .finally(() => note("END"));
      },
    };
    db = drizzlePglite(wrapped as unknown as PGlite, { schema }) as unknown as Database;
  } else {
    const pool = handle.pool;
    const countedClient = (client: pg.PoolClient): pg.PoolClient =>
      new Proxy(client, {
        get(target, name, receiver) {
          if (name === "query")
            return (config: string | { text: string }, ...rest: unknown[]) => {
              note(typeof config === "string" ? config : config.text);
              return (target.query as (...args: unknown[]) => unknown)(config, ...rest);
            };
          const value = Reflect.get(target, name, receiver) as unknown;
          return typeof value === "function" ? value.bind(target) : value;
        },
      });
    const wrappedPool = new Proxy(pool, {
      get(target, name, receiver) {
        if (name === "query")
          return (config: string | { text: string }, ...rest: unknown[]) => {
            note(typeof config === "string" ? config : config.text);
            return (target.query as (...args: unknown[]) => unknown)(config, ...rest);
          };
        if (name === "connect") return async () => countedClient(await target.connect());
        const value = Reflect.get(target, name, receiver) as unknown;
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    db = drizzlePg(wrappedPool, { schema }) as unknown as Database;
  }
  // Named as the handle's are (decision 102): the same statements reach the database.
  if (namesStatements(handle.db)) nameStatements(db);
  return {
    handle: { ...handle, db } as DatabaseHandle,
    get sent() {
      return sent;
    },
    reset: () => void sent.splice(0),
  };
}

import { sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it, vi } from "vitest";
import { createTestDatabase, testDatabase } from "~tests/support/database";
import {
  INDEX_READ_CONNECTIONS,
  queryRows,
  queryRowsThroughIndexes,
  readThroughIndexes,
  type PostgresHandle,
} from "./client.server";

// Reads through the indexes (decisions 026, 104, 111): a search's read may not scan a whole table.
const handle = testDatabase();
const onPostgres = Boolean(process.env.DATABASE_URL);

const seqscan = sql`select current_setting('enable_seqscan') as seqscan`;
/** The plan of a search on the (empty) search rows: on a table this small, a scan of it is cheapest. */
const searchPlan = sql`explain select id from product_search where search_vector @@ to_tsquery('simple', 'choc:*')`;
const planText = (rows: { "QUERY PLAN": string }[]) => rows.map((row) => row["QUERY PLAN"]).join("\n");

describe("reads through the indexes", () => {
  it("run with the table scans off, and leave every other read as the planner chooses", async () => {
    expect(await queryRowsThroughIndexes(handle.db, seqscan)).toEqual([{ seqscan: "off" }]);
    expect(await readThroughIndexes(handle.db, (reader) => queryRows(reader, seqscan))).toEqual([
      { seqscan: "off" },
    ]);
    // Several at once: on PostgreSQL each on a connection of the reads' own pool.
    const many = await Promise.all(
      Array.from({ length: INDEX_READ_CONNECTIONS + 2 }, () => queryRowsThroughIndexes(handle.db, seqscan)),
    );
    expect(many.flat()).toEqual(many.map(() => ({ seqscan: "off" })));
    const others = await Promise.all(Array.from({ length: 6 }, () => queryRows(handle.db, seqscan)));
    expect(others.flat()).toEqual(others.map(() => ({ seqscan: "on" })));
  });

  it("find a search's rows through the search index, where the planner alone scans the table", async () => {
    expect(planText(await queryRows(handle.db, searchPlan))).toMatch(/Seq Scan on product_search/);
    const plan = planText(await queryRowsThroughIndexes(handle.db, searchPlan));
    expect(plan).toMatch(/Index Scan on product_search_idx/);
    expect(plan).not.toMatch(/Seq Scan/);
  });
});

describe.runIf(onPostgres)("reads through the indexes on PostgreSQL", () => {
  /** The statements `read` sends to PostgreSQL, as node-postgres's clients send them. */
  async function statementsOf(read: () => Promise<unknown>): Promise<string[]> {
    const sent = vi.spyOn(pg.Client.prototype, "query");
    try {
      await read();
      return sent.mock.calls.map(([query]) =>
        typeof query === "string" ? query : (query as pg.QueryConfig).text,
      );
    } finally {
      sent.mockRestore();
    }
  }

  it("are one statement each: no transaction, no setting of its own", async () => {
    await queryRowsThroughIndexes(handle.db, seqscan); // a connection of the pool, already set
    const read = sql`select count(*)::int as products from product_search where search_vector @@ to_tsquery('simple', 'choc:*')`;
    expect(await statementsOf(() => queryRowsThroughIndexes(handle.db, read))).toHaveLength(1);
    expect(
      await statementsOf(() => readThroughIndexes(handle.db, (reader) => queryRows(reader, read))),
    ).toHaveLength(1);
  });

  it("go on after the server ends their connections (decision 018), on fresh ones set as before", async () => {
    await queryRowsThroughIndexes(handle.db, seqscan);
    // Every connection of the database but the asking one: both pools' end, as in a restart.
    const ended = await queryRows<{ ended: boolean }>(
      handle.db,
      sql`select pg_terminate_backend(pid) as ended from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()`,
    );
    expect(ended.length).toBeGreaterThan(0);
    await vi.waitFor(async () =>
      expect(await queryRowsThroughIndexes(handle.db, seqscan)).toEqual([{ seqscan: "off" }]),
    );
  });

  it("have a small pool of their own, counted in the connections and ended with the others", async () => {
    const own = (await createTestDatabase()) as PostgresHandle;
    try {
      await Promise.all([queryRows(own.db, seqscan), queryRowsThroughIndexes(own.db, seqscan)]);
      expect(own.connections()).toMatchObject({ total: 2, waiting: 0, max: 20 + INDEX_READ_CONNECTIONS });
    } finally {
      await own.close();
    }
    expect(own.connections().total).toBe(0);
  });
});

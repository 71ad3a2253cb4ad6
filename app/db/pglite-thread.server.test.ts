import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite, types } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { sqlState, UNIQUE_VIOLATION } from "~/modules/admin/products/database-errors.server";
import {
  openDatabase,
  queryRows,
  queryRowsWithSettings,
  type Database,
  type EmbeddedHandle,
} from "./client.server";
import { PGliteThread } from "./pglite-thread.server";

// The shop's embedded database on its own thread (decision 050) must answer as PGlite on the
// request thread does: the same rows, the same errors, the same transactions.
describe("the embedded database on its own thread", () => {
  const folder = mkdtempSync(path.join(tmpdir(), "pglite-thread-"));
  let threaded: EmbeddedHandle;
  let direct: EmbeddedHandle;

  beforeAll(async () => {
    threaded = await openDatabase({ kind: "embedded", dataDir: folder, ownThread: true });
    direct = await openDatabase({ kind: "embedded" });
    for (const { db } of [threaded, direct]) {
      await db.execute(sql`CREATE TABLE things (
        id serial PRIMARY KEY, name text UNIQUE NOT NULL, made timestamptz NOT NULL DEFAULT '2026-01-02T03:04:05Z',
        day date NOT NULL DEFAULT '2026-01-02', price numeric(8,2) NOT NULL DEFAULT 1.5,
        facts jsonb NOT NULL DEFAULT '{"sweet":true}', tags text[] NOT NULL DEFAULT '{a,b}', wait interval DEFAULT '1 hour')`);
    }
  }, 60_000);

  afterAll(async () => {
    await threaded.close();
    await direct.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it("answers rows as drizzle's PGlite driver does on the request thread", async () => {
    const rowsOf = async (db: Database) => {
      await db.execute(sql`INSERT INTO things (name) VALUES ('gummy')`);
      return queryRows(
        db,
        sql`SELECT name, made, day, price, facts, tags, wait, id > 0 AS counted FROM things`,
      );
    };
    const [onThread, onRequestThread] = [await rowsOf(threaded.db), await rowsOf(direct.db)];
    expect(onThread).toEqual(onRequestThread);
    expect(onThread[0]).toMatchObject({
      name: "gummy",
      facts: { sweet: true },
      tags: ["a", "b"],
      counted: true,
    });
  });

  it("reads parameters as PGlite does, plain ones in one call and others through its query", async () => {
    const rowsOf = (db: Database) =>
      queryRows(
        db,
        sql`SELECT ${"gummy"}::text AS name, ${12}::int AS n, ${1.5}::numeric AS price, ${2.25}::float8 AS weight,
          ${true}::boolean AS sweet, ${null}::text AS nothing, ${'{"a":[1,2]}'}::jsonb AS facts,
          ${9007199254740993n}::int8 AS big, ${"2026-01-02T03:04:05Z"}::timestamptz AS made,
          ${new Date("2026-01-02T03:04:05Z")}::timestamptz AS dated, ${"a"} = ANY(${sql.raw("'{a,b}'")}::text[]) AS listed`,
      );
    const [onThread, onRequestThread] = [await rowsOf(threaded.db), await rowsOf(direct.db)];
    expect(onThread).toEqual(onRequestThread);
    expect(onThread[0]).toMatchObject({
      name: "gummy",
      n: 12,
      sweet: true,
      nothing: null,
      facts: { a: [1, 2] },
    });
    // Inserted, updated and deleted rows are counted as PGlite counts them.
    const counts = async (db: Database) => {
      const inserted = await db.execute(
        sql`INSERT INTO things (name) VALUES (${"counted-1"}), (${"counted-2"})`,
      );
      const deleted = await db.execute(sql`DELETE FROM things WHERE name LIKE ${"counted-%"}`);
      return [inserted, deleted].map(
        (result) => (result as unknown as { affectedRows: number }).affectedRows,
      );
    };
    expect(await counts(threaded.db)).toEqual(await counts(direct.db));
    expect(await counts(threaded.db)).toEqual([2, 2]);
  });

  it("commits a transaction that succeeds and rolls back one that throws", async () => {
    await threaded.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO things (name) VALUES ('kept')`);
    });
    await expect(
      threaded.db.transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO things (name) VALUES ('dropped')`);
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    const names = await queryRows<{ name: string }>(threaded.db, sql`SELECT name FROM things ORDER BY id`);
    expect(names.map((row) => row.name)).toEqual(["gummy", "kept"]);
  });

  it("carries PostgreSQL's error code across the thread", async () => {
    const error = await threaded.db.execute(sql`INSERT INTO things (name) VALUES ('kept')`).catch((e) => e);
    expect(sqlState(error)).toBe(UNIQUE_VIOLATION);
    // The thread goes on answering after an error, in and out of transactions.
    await expect(
      threaded.db.transaction((tx) => tx.execute(sql`INSERT INTO things (name) VALUES ('kept')`)),
    ).rejects.toThrow();
    expect(await queryRows(threaded.db, sql`SELECT count(*)::int AS n FROM things`)).toEqual([{ n: 2 }]);
  });

  it("reads one statement with settings of its own in one message, as in a transaction elsewhere", async () => {
    const read = sql`SELECT current_setting('enable_seqscan') AS seqscan, current_setting('work_mem') AS memory,
      name FROM things WHERE name = ${"gummy"}`;
    const settings = { enable_seqscan: "off", work_mem: "8MB" };
    const thread = threaded.client as PGliteThread;
    const before = thread.messagesSent;
    const onThread = await queryRowsWithSettings(threaded.db, settings, read);
    expect(thread.messagesSent - before).toBe(1);
    const onRequestThread = await queryRowsWithSettings(direct.db, settings, read);
    expect(onThread).toEqual([{ seqscan: "off", memory: "8MB", name: "gummy" }]);
    expect(onRequestThread).toEqual(onThread);
    // Set for that statement alone: the next statement has the database's own settings again.
    for (const { db } of [threaded, direct]) {
      expect(await queryRows(db, sql`SELECT current_setting('enable_seqscan') AS seqscan`)).toEqual([
        { seqscan: "on" },
      ]);
    }
    // A failing statement answers PostgreSQL's error, and the thread goes on answering.
    const error = await queryRowsWithSettings(threaded.db, settings, sql`SELECT 1 / 0`).catch((e) => e);
    expect(sqlState(error)).toBe("22012");
    expect(await queryRows(threaded.db, sql`SELECT current_setting('work_mem') AS memory`)).not.toEqual([
      { memory: "8MB" },
    ]);
  });

  it("begins a transaction with its first statement: n statements are n + 1 messages", async () => {
    const thread = threaded.client as PGliteThread;
    await threaded.db.execute(sql`CREATE TABLE tallies (name text PRIMARY KEY, n int NOT NULL)`);
    const before = thread.messagesSent;
    await threaded.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO tallies VALUES ('a', 1)`);
      await tx.execute(sql`UPDATE tallies SET n = n + 1 WHERE name = 'a'`);
    });
    expect(thread.messagesSent - before).toBe(3);
    // Nothing sent, nothing to begin or end.
    const idle = thread.messagesSent;
    expect(await threaded.db.transaction(async () => "nothing")).toBe("nothing");
    expect(thread.messagesSent).toBe(idle);
    // A first statement that fails rolls the transaction back; the database goes on.
    const failed = await threaded.db
      .transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO tallies VALUES ('a', 5)`);
      })
      .catch((error: unknown) => error);
    expect(sqlState(failed)).toBe(UNIQUE_VIOLATION);
    // Statements sent together, the first one beginning the transaction.
    await threaded.db.transaction(async (tx) => {
      await Promise.all([
        tx.execute(sql`INSERT INTO tallies VALUES ('b', 1)`),
        tx.execute(sql`INSERT INTO tallies VALUES ('c', 1)`),
      ]);
    });
    expect(await queryRows(threaded.db, sql`SELECT name, n FROM tallies ORDER BY name`)).toEqual([
      { name: "a", n: 2 },
      { name: "b", n: 1 },
      { name: "c", n: 1 },
    ]);
  });

  it("runs transactions one at a time, with other statements waiting for them", async () => {
    await threaded.db.execute(sql`CREATE TABLE counter (n int NOT NULL)`);
    await threaded.db.execute(sql`INSERT INTO counter VALUES (0)`);
    const increment = () =>
      threaded.db.transaction(async (tx) => {
        const [row] = await queryRows<{ n: number }>(tx as unknown as Database, sql`SELECT n FROM counter`);
        await new Promise((resolve) => setTimeout(resolve, 5));
        await tx.execute(sql`UPDATE counter SET n = ${row!.n + 1}`);
      });
    const outside = threaded.db.execute(sql`UPDATE counter SET n = n + 100`);
    await Promise.all([increment(), increment(), outside, increment()]);
    expect(await queryRows(threaded.db, sql`SELECT n FROM counter`)).toEqual([{ n: 103 }]);
  });

  describe("statements kept parsed by their text (decision 110)", () => {
    const thread = () => threaded.client as PGliteThread;
    const keptTexts = async () =>
      (
        await thread().query(
          "SELECT statement FROM pg_prepared_statements WHERE NOT from_sql ORDER BY statement",
        )
      ).rows.map((row) => (row as { statement: string }).statement);

    it("answers the same rows and fields as PGlite's own query, the first time and after", async () => {
      for (const client of [thread(), direct.client as PGlite]) {
        await client.query("INSERT INTO things (name) VALUES ('kept-rows')");
      }
      const text = "SELECT name, made, price, facts, tags, $1::int AS n FROM things WHERE name = $2";
      const params = [7, "kept-rows"];
      // As the thread reads a timestamp: as text (drizzle's parsers, set on the thread's PGlite).
      const asPGlite = (rowMode: "object" | "array") =>
        (direct.client as PGlite).query(text, params, { rowMode, parsers: { [types.TIMESTAMPTZ]: String } });
      const expected = await asPGlite("object");
      expect(expected.rows).toHaveLength(1);
      // More than five runs: PostgreSQL may then keep one plan for every value.
      for (let run = 0; run < 8; run++) {
        const result = await thread().query(text, params);
        expect(result.rows).toEqual(expected.rows);
        expect(result.fields).toEqual(expected.fields);
      }
      expect(await keptTexts()).toContain(text);
      const arrays = await thread().query(text, params, { rowMode: "array" });
      expect(arrays.rows).toEqual((await asPGlite("array")).rows);
      for (const client of [thread(), direct.client as PGlite]) {
        await client.query("DELETE FROM things WHERE name = 'kept-rows'");
      }
    });

    it("keeps no name for a text that failed to parse, and parses it when it can", async () => {
      await threaded.db.execute(sql`CREATE TABLE later (n int)`).catch(() => undefined);
      await threaded.db.execute(sql`DROP TABLE later`);
      const text = "SELECT n FROM later WHERE n = $1";
      await expect(thread().query(text, [1])).rejects.toThrow('relation "later" does not exist');
      expect(await keptTexts()).not.toContain(text);
      await thread().query("CREATE TABLE later (n int)");
      expect((await thread().query(text, [1])).rows).toEqual([]);
      expect(await keptTexts()).toContain(text);
    });

    it("runs a text again after it failed inside a transaction, and after one rolled back", async () => {
      const failing = "SELECT 1 / $1::int AS n";
      const afterIt = "SELECT $1::int + 1 AS n";
      const rolledBack = "SELECT $1::text || '!' AS said";
      const error = await thread()
        .transaction(async (tx) => {
          await tx.query(rolledBack, ["hi"]);
          // Fails when run: parsed (and kept) all the same.
          await tx.query(failing, [0]).catch(() => undefined);
          // The transaction has failed: its Parse fails, and no name may be kept for it.
          await tx.query(afterIt, [1]);
        })
        .catch((e: unknown) => e);
      expect(sqlState(error)).toBe("25P02");
      expect(await keptTexts()).not.toContain(afterIt);
      // Parsed inside a rolled-back transaction, still kept: prepared statements are not transactional.
      expect(await keptTexts()).toEqual(expect.arrayContaining([rolledBack, failing]));
      expect((await thread().query(rolledBack, ["hi"])).rows).toEqual([{ said: "hi!" }]);
      expect((await thread().query(failing, [1])).rows).toEqual([{ n: 1 }]);
      expect((await thread().query(afterIt, [1])).rows).toEqual([{ n: 2 }]);
    });

    it("forgets what it kept when a table changes, so a kept SELECT * reads the new columns", async () => {
      await thread().query("CREATE TABLE widened (a int)");
      await thread().query("INSERT INTO widened VALUES (1)");
      const text = "SELECT * FROM widened WHERE a = $1";
      expect((await thread().query(text, [1])).rows).toEqual([{ a: 1 }]);
      await thread().query("ALTER TABLE widened ADD COLUMN b int DEFAULT 2");
      expect((await thread().query(text, [1])).rows).toEqual([{ a: 1, b: 2 }]);
      // A SET (the search's corrections) changes no table: what was kept stays kept.
      await thread().query("SET pg_trgm.similarity_threshold = 0.3");
      expect(await keptTexts()).toContain(text);
      // Statements dropped behind the thread's back are parsed afresh.
      await thread().query("DEALLOCATE ALL");
      expect((await thread().query(text, [1])).rows).toEqual([{ a: 1, b: 2 }]);
      // DDL itself is never kept.
      expect((await keptTexts()).some((kept) => /^(CREATE|ALTER)/.test(kept))).toBe(false);
    });

    it("plans a full-text search for its words every time: it is never kept", async () => {
      const search = "SELECT to_tsquery('simple', $1) @@ to_tsvector('simple', $2) AS found";
      const other = "SELECT $1::text AS other";
      await thread().query(other, ["kept"]);
      for (let run = 0; run < 7; run++) {
        expect((await thread().query(search, ["gummy:*", "gummy bears"])).rows).toEqual([{ found: true }]);
      }
      const texts = await keptTexts();
      expect(texts).not.toContain(search);
      // A read run unnamed changes no table: what was kept stays kept.
      expect(texts).toContain(other);
    });

    it("keeps at most 300 statements, the least recently run closed first", async () => {
      const hot = "SELECT $1::int * 2 AS n";
      await thread().query(hot, [1]);
      for (let i = 0; i < 320; i++) {
        await thread().query(`SELECT $1::int + ${i} AS n`, [1]);
        if (i % 50 === 0) await thread().query(hot, [1]);
      }
      const texts = await keptTexts();
      expect(texts.length).toBeLessThanOrEqual(300);
      expect(texts).toContain(hot);
      expect(texts).not.toContain("SELECT $1::int + 0 AS n");
      expect((await thread().query("SELECT $1::int + 0 AS n", [1])).rows).toEqual([{ n: 1 }]);
    });
  });

  it("logs a statement left waiting, with the transaction that holds the database", async () => {
    const warnings: unknown[] = [];
    const thread = await PGliteThread.start({
      startParams: PGlite.defaultStartParams,
      stallMs: 100,
      log: { warn: (fields: unknown) => void warnings.push(fields) } as never,
    });
    let finish!: () => void;
    const held = new Promise<void>((resolve) => (finish = resolve));
    // A transaction whose code waits (here for `held`; in a real stall for a statement outside
    // it, which never comes): the statement outside waits for it.
    const inside = thread.transaction(async (tx) => {
      await tx.query("SELECT 1 AS inside");
      await held;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const outside = thread.query("SELECT 2 AS outside");
    await vi.waitFor(() => expect(warnings).toHaveLength(1), { timeout: 2_000 });
    expect(warnings[0]).toMatchObject({
      op: "query",
      statement: "SELECT 2 AS outside",
      openTransactions: [{ lastStatement: "SELECT 1 AS inside" }],
    });
    finish();
    await inside;
    expect((await outside).rows).toEqual([{ outside: 2 }]);
    // One stall, one line.
    expect(warnings).toHaveLength(1);
    await thread.close();
  }, 30_000);

  it("dumps its data directory as a tarball PGlite can load", async () => {
    const dump = await (threaded.client as { dumpDataDir(c: "gzip"): Promise<Blob> }).dumpDataDir("gzip");
    const copy = await PGlite.create({ loadDataDir: dump });
    expect((await copy.query("SELECT count(*)::int AS n FROM things")).rows).toEqual([{ n: 2 }]);
    await copy.close();
  }, 60_000);
});

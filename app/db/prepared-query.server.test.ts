import { describe, expect, it, vi } from "vitest";
import type { Database } from "./client.server";
import {
  nameStatements,
  namesStatements,
  preparedQuery,
  statementName,
  UNNAMED_STATEMENT,
} from "./prepared-query.server";

/** A stand-in for drizzle's builder: `prepare` hands back what it was built from and its name. */
const unprepared = <Built>(built: Built, sql = "select 1") => ({
  toSQL: () => ({ sql }),
  prepare: (statement: string) => ({ ...built, statement }),
});

describe("preparedQuery", () => {
  const handle = () => ({}) as Database;

  it("builds a query once per database handle and variant, and hands out that one after", () => {
    const build = vi.fn((db: Database, language: string) => unprepared({ db, language }));
    const query = preparedQuery("page", build);
    const [first, second] = [handle(), handle()];

    const english = query(first, "en");
    expect(query(first, "en")).toBe(english);
    expect(query(first, "es")).toEqual({ db: first, language: "es", statement: UNNAMED_STATEMENT });
    expect(query(second, "en")).toEqual({ db: second, language: "en", statement: UNNAMED_STATEMENT });
    expect(query(second, "en")).not.toBe(english);
    expect(build).toHaveBeenCalledTimes(3);
  });

  it("tells variants apart by their key", () => {
    const build = vi.fn((_db: Database, list: { view: string; sort: string }) => unprepared({ ...list }));
    const query = preparedQuery("list", build, (list) => `${list.view} ${list.sort}`);
    const db = handle();

    const byName = query(db, { view: "all", sort: "name" });
    expect(query(db, { view: "all", sort: "name" })).toBe(byName);
    expect(query(db, { view: "all", sort: "price" })).toMatchObject({ view: "all", sort: "price" });
    expect(build).toHaveBeenCalledTimes(2);
  });

  it("names the statements of a handle that uses named statements, by name, variant and SQL", () => {
    const query = preparedQuery("page", (_db: Database, language: string) =>
      unprepared({}, `select '${language}'`),
    );
    const [named, unnamed] = [handle(), handle()];
    nameStatements(named);

    const english = query(named, "en").statement;
    expect(english).toBe(statementName("page", "en", "select 'en'"));
    expect(english).toMatch(/^page:en:[0-9a-f]{8}$/);
    expect(query(named, "es").statement).toMatch(/^page:es:[0-9a-f]{8}$/);
    expect(query(unnamed, "en").statement).toBe(UNNAMED_STATEMENT);
  });
});

describe("statementName", () => {
  it("changes with the SQL, so that an edited query never reuses a name", () => {
    expect(statementName("page", "en", "select 1")).toBe(statementName("page", "en", "select 1"));
    expect(statementName("page", "en", "select 1")).not.toBe(statementName("page", "en", "select 2"));
    expect(statementName("close-words", undefined, "select 1")).toMatch(/^close-words:[0-9a-f]{8}$/);
  });

  it("refuses a name PostgreSQL would cut at 63 bytes", () => {
    expect(() => statementName("list", "x".repeat(60), "select 1")).toThrow(/longer than 63 bytes/);
  });
});

describe("namesStatements", () => {
  it("names a transaction's statements as its handle's: a transaction shares its handle's dialect", () => {
    const dialect = {};
    const [db, tx, other] = [{ dialect }, { dialect }, { dialect: {} }] as unknown as Database[];
    nameStatements(db!);
    expect(namesStatements(db!)).toBe(true);
    expect(namesStatements(tx!)).toBe(true);
    expect(namesStatements(other!)).toBe(false);
  });
});

import { describe, expect, it, vi } from "vitest";
import type { Database } from "./client.server";
import { preparedQuery } from "./prepared-query.server";

describe("preparedQuery", () => {
  const handle = () => ({}) as Database;

  it("builds a query once per database handle and variant, and hands out that one after", () => {
    const build = vi.fn((db: Database, language: string) => ({ db, language }));
    const query = preparedQuery(build);
    const [first, second] = [handle(), handle()];

    const english = query(first, "en");
    expect(query(first, "en")).toBe(english);
    expect(query(first, "es")).toEqual({ db: first, language: "es" });
    expect(query(second, "en")).toEqual({ db: second, language: "en" });
    expect(query(second, "en")).not.toBe(english);
    expect(build).toHaveBeenCalledTimes(3);
  });

  it("tells variants apart by their key", () => {
    const build = vi.fn((_db: Database, list: { view: string; sort: string }) => ({ ...list }));
    const query = preparedQuery(build, (list) => `${list.view} ${list.sort}`);
    const db = handle();

    const byName = query(db, { view: "all", sort: "name" });
    expect(query(db, { view: "all", sort: "name" })).toBe(byName);
    expect(query(db, { view: "all", sort: "price" })).toEqual({ view: "all", sort: "price" });
    expect(build).toHaveBeenCalledTimes(2);
  });
});

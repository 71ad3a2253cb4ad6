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
});

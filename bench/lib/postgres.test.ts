import { describe, expect, it } from "vitest";
import { withDatabase } from "./postgres";

describe("withDatabase", () => {
  it("names another database on the same server, keeping credentials and options", () => {
    expect(withDatabase("postgresql://user:p%40ss@127.0.0.1:5432/shop?sslmode=disable", "bench_1")).toBe(
      "postgresql://user:p%40ss@127.0.0.1:5432/bench_1?sslmode=disable",
    );
  });

  it("adds a database to a URL that names none", () => {
    expect(withDatabase("postgres://db.example.com", "bench_2")).toBe("postgres://db.example.com/bench_2");
  });
});

import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { withoutQueryParams } from "./logger.server";

describe("withoutQueryParams", () => {
  it("keeps a failed query's text but none of its values, in the message, the stack or params", () => {
    const error = new DrizzleQueryError(
      "insert into addresses (email, address) values ($1, $2)",
      ["ada@example.com", "7 Secret Street"],
      new Error("duplicate key"),
    );
    const logged = JSON.stringify(withoutQueryParams(error));
    expect(logged).toContain("insert into addresses");
    expect(logged).not.toContain("ada@example.com");
    expect(logged).not.toContain("7 Secret Street");
    expect(logged).toContain("[Redacted]");
  });

  it("leaves other errors as pino writes them", () => {
    expect(withoutQueryParams(new Error("boom"))).toMatchObject({ type: "Error", message: "boom" });
  });
});

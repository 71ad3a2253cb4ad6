import { describe, expect, it } from "vitest";
import { testDatabase } from "~tests/support/database";
import { rateLimits } from "~/db/schema";
import { hitRateLimit, pruneRateLimits } from "./rate-limit.server";

const handle = testDatabase();

const rule = { limit: 3, windowMs: 60_000 };
const at = (seconds: number) => new Date(Date.UTC(2026, 10, 22, 12, 0, seconds));

describe("hitRateLimit", () => {
  it("lets `limit` attempts through in a window, refuses the next with the time left, and starts afresh after it", async () => {
    for (const second of [0, 10, 20])
      expect(await hitRateLimit(handle.db, "k:a", rule, at(second))).toEqual({ limited: false });
    expect(await hitRateLimit(handle.db, "k:a", rule, at(30))).toEqual({
      limited: true,
      retryAfterMs: 30_000,
    });
    expect(await hitRateLimit(handle.db, "k:a", rule, at(59))).toEqual({
      limited: true,
      retryAfterMs: 1_000,
    });
    expect(await hitRateLimit(handle.db, "k:a", rule, at(60))).toEqual({ limited: false });
  });

  it("counts each key on its own", async () => {
    for (let i = 0; i < 4; i++) await hitRateLimit(handle.db, "k:b", rule, at(0));
    expect(await hitRateLimit(handle.db, "k:c", rule, at(0))).toEqual({ limited: false });
  });

  it("counts every concurrent attempt exactly once", async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, () => hitRateLimit(handle.db, "k:race", rule, at(0))),
    );
    expect(results.filter((result) => !result.limited)).toHaveLength(3);
  });

  it("prunes counters whose window started before the given time", async () => {
    await hitRateLimit(handle.db, "k:old", rule, new Date(Date.UTC(2020, 0, 1)));
    await pruneRateLimits(handle.db, new Date(Date.UTC(2021, 0, 1)));
    const keys = (await handle.db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key);
    expect(keys).not.toContain("k:old");
    expect(keys).toContain("k:a");
  });
});

import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DataDirBusyError } from "../../app/db/data-dir-lock.server";
import { growCatalogue } from "./grow-catalogue";

describe("growCatalogue on the embedded database", () => {
  let dir: string | undefined;
  afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

  it("refuses a data directory a running shop holds, before opening it (two PGlites corrupt it)", async () => {
    dir = mkdtempSync(path.join(tmpdir(), "grow-catalogue-"));
    // A live process other than this one: the test runner's parent.
    writeFileSync(
      path.join(dir, "sweet-trip.lock"),
      JSON.stringify({ pid: process.ppid, purpose: "the shop" }),
    );

    await expect(growCatalogue({ kind: "embedded", dataDir: dir }, 10_000)).rejects.toBeInstanceOf(
      DataDirBusyError,
    );
    expect(readdirSync(dir)).toEqual(["sweet-trip.lock"]);
    expect(existsSync(path.join(dir, "sweet-trip.lock"))).toBe(true);
  });
});

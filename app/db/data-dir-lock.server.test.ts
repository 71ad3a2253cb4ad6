import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { claimDataDir, DataDirBusyError, dataDirOwner } from "./data-dir-lock.server";

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "data-dir-lock-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe("data directory lock", () => {
  it("refuses a second process while the owner lives, naming it", async () => {
    const dir = tempDir();
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
    try {
      writeFileSync(
        path.join(dir, "sweet-trip.lock"),
        JSON.stringify({ pid: other.pid, purpose: "the shop" }),
      );
      expect(dataDirOwner(dir)?.pid).toBe(other.pid);
      expect(() => claimDataDir(dir, "npm run db:seed")).toThrow(DataDirBusyError);
      expect(() => claimDataDir(dir, "npm run db:seed")).toThrow(
        /in use by the shop \(process \d+\)\. Stop it first/,
      );
    } finally {
      other.kill();
    }
  });

  it("takes over a lock left by a process that died", () => {
    const dir = tempDir();
    writeFileSync(
      path.join(dir, "sweet-trip.lock"),
      JSON.stringify({ pid: 2 ** 22 + 17, purpose: "the shop" }),
    );
    const release = claimDataDir(dir, "the shop");
    expect(dataDirOwner(dir)).toBeUndefined(); // we own it now
    release();
    expect(existsSync(path.join(dir, "sweet-trip.lock"))).toBe(false);
  });
});

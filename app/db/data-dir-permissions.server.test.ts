import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { claimDataDir } from "./data-dir-lock.server";
import { secureDataDir } from "./data-dir-permissions.server";

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const modeOf = (target: string) => statSync(target).mode & 0o777;

describe("secureDataDir", () => {
  it("makes a new data directory 0700", () => {
    const parent = mkdtempSync(path.join(tmpdir(), "sweet-trip-perm-"));
    made.push(parent);
    const dataDir = path.join(parent, "data");
    secureDataDir(dataDir);
    expect(modeOf(dataDir)).toBe(0o700);
  });

  it("closes an existing one: folders 0700, files 0600 (PGlite writes 0666)", () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "sweet-trip-perm-"));
    made.push(dataDir);
    mkdirSync(path.join(dataDir, "pglite", "base"), { recursive: true });
    const wal = path.join(dataDir, "pglite", "base", "wal");
    writeFileSync(wal, "orders");
    chmodSync(wal, 0o666);
    chmodSync(path.join(dataDir, "pglite"), 0o777);
    chmodSync(dataDir, 0o755);

    const release = claimDataDir(dataDir, "a test");
    release();
    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(path.join(dataDir, "pglite"))).toBe(0o700);
    expect(modeOf(wal)).toBe(0o600);
  });
});

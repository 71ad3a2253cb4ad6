import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { resolveAuthSecret } from "./auth-secret.server";

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "auth-secret-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe("AUTH_SECRET", () => {
  it("uses the configured secret when there is one", () => {
    expect(resolveAuthSecret("x".repeat(40), tempDir())).toBe("x".repeat(40));
  });

  it("generates one secret, keeps it private in DATA_DIR and reuses it after a restart", () => {
    const dir = tempDir();
    const first = resolveAuthSecret(undefined, dir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(resolveAuthSecret(undefined, dir)).toBe(first);
    expect(readFileSync(path.join(dir, "auth-secret"), "utf8").trim()).toBe(first);
    expect(statSync(path.join(dir, "auth-secret")).mode & 0o077).toBe(0);
  });

  it("gives each data directory its own secret", () => {
    expect(resolveAuthSecret(undefined, tempDir())).not.toBe(resolveAuthSecret(undefined, tempDir()));
  });
});

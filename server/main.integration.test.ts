import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

// Starts the real launcher (development mode, so no build is needed) on the embedded database.
const dataDir = mkdtempSync(path.join(tmpdir(), "sweet-trip-server-"));
let child: ChildProcessWithoutNullStreams | undefined;
afterAll(() => {
  child?.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

function startShop(extraEnv: Record<string, string> = {}) {
  const proc = spawn(process.execPath, ["server/main.js"], {
    env: {
      ...process.env,
      NODE_ENV: "development",
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      ...extraEnv,
    },
  });
  let output = "";
  proc.stdout.on("data", (chunk) => (output += chunk));
  proc.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => proc.on("exit", (code) => resolve(code)));
  const listening = new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /serving on http:\/\/localhost:(\d+)/.exec(output);
      if (match) {
        clearInterval(timer);
        resolve(`http://127.0.0.1:${match[1]}`);
      }
    }, 100);
    void exited.then(() => {
      clearInterval(timer);
      reject(new Error(`the shop exited before listening:\n${output}`));
    });
  });
  listening.catch(() => undefined); // a test that expects an early exit never awaits it
  return { proc, listening, exited, output: () => output };
}

describe("the server process", () => {
  it("stops at start with one line naming a bad setting", async () => {
    const shop = startShop({ PORT: "not-a-port" });
    expect(await shop.exited).toBe(1);
    // (Vite's own warnings may come first in development; the error itself is one line, no stack.)
    expect(shop.output()).toMatch(
      /^Invalid setting PORT: must be a whole number from 0 to 65535 \(got "not-a-port"\)$/m,
    );
    expect(shop.output()).not.toMatch(/^\s+at /m);
  });

  it("serves health and readiness, then on SIGTERM closes the database and exits 0", async () => {
    const shop = startShop();
    child = shop.proc;
    const url = await shop.listening;

    const health = await fetch(`${url}/api/health`);
    expect(health.status).toBe(200);
    expect(health.headers.get("x-request-id")).toMatch(/^[\w-]+$/);
    expect((await fetch(`${url}/api/ready`)).status).toBe(200);

    // Unknown addresses are 404 whatever the method; unknown API paths answer JSON.
    const unknownApi = await fetch(`${url}/api/no-such-endpoint`, { method: "POST", body: "{bad" });
    expect(unknownApi.status).toBe(404);
    expect(await unknownApi.json()).toEqual({ error: "Not found" });
    const form = { "Content-Type": "application/x-www-form-urlencoded" };
    expect((await fetch(`${url}/no-such-page`, { method: "POST", headers: form, body: "a=1" })).status).toBe(
      404,
    );
    // Pages take forms only, and the shop takes GET, HEAD and POST only: refused before routing.
    expect((await fetch(`${url}/no-such-page`, { method: "POST" })).status).toBe(415);
    expect((await fetch(`${url}/no-such-page`, { method: "DELETE" })).status).toBe(405);

    expect(existsSync(path.join(dataDir, "sweet-trip.lock"))).toBe(true);

    // A keep-alive connection must not hold the shutdown open.
    const keptAlive = fetch(`${url}/api/health`, { keepalive: true });
    await keptAlive;
    shop.proc.kill("SIGTERM");
    expect(await shop.exited).toBe(0);
    expect(shop.output()).toContain("database closed");
    expect(existsSync(path.join(dataDir, "sweet-trip.lock"))).toBe(false);
  });
});

import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { pgliteShutDownCleanly } from "../tests/support/pglite-files";

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
  /** Resolves once the shop's output holds `text`. */
  const said = (text: string) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (!output.includes(text)) return false;
        proc.stdout.off("data", check);
        resolve();
        return true;
      };
      if (check()) return;
      proc.stdout.on("data", check);
      void exited.then(() => reject(new Error(`the shop exited without saying "${text}":\n${output}`)));
    });
  return { proc, listening, exited, said, output: () => output };
}

/**
 * A JSON POST whose headers are sent and acknowledged ("100 Continue": the shop is now working
 * on it) but whose body is held back until `finish()`, which answers the raw response.
 */
async function startRequest(url: string, requestPath: string, body: string) {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  let received = "";
  socket.setEncoding("utf8");
  const acknowledged = new Promise<void>((resolve, reject) => {
    socket.on("data", (chunk: string) => {
      received += chunk;
      if (received.startsWith("HTTP/1.1 100 Continue\r\n\r\n")) resolve();
    });
    socket.on("error", reject);
  });
  const ended = new Promise<string>((resolve) => socket.on("close", () => resolve(received)));
  socket.write(
    `POST ${requestPath} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n`,
  );
  await acknowledged;
  return {
    finish: async () => {
      socket.write(body);
      return (await ended).replace("HTTP/1.1 100 Continue\r\n\r\n", "");
    },
  };
}

/** Resolves with the error code of a connection attempt ("connected" when it was accepted). */
function tryConnect(url: string): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    socket.on("connect", () => {
      socket.destroy();
      resolve("connected");
    });
    socket.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? "error"));
  });
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

  // A development server on a new database (initdb, migrations, seed, Vite): slow on a busy machine.
  it("serves health and readiness, then on SIGTERM finishes the request in flight, closes the database and exits 0", async () => {
    const shop = startShop();
    child = shop.proc;
    const url = await shop.listening;

    const health = await fetch(`${url}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: "ok" });
    const ready = await fetch(`${url}/api/ready`);
    expect(ready.status).toBe(200);
    expect(ready.headers.get("x-request-id")).toMatch(/^[\w-]+$/);

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

    // A request in flight when the signal comes: its headers are in (the shop said "100
    // Continue"), its body is not. It must still get its answer; new connections are refused.
    const inFlight = await startRequest(url, "/api/cart/quote", '{"items":[]}');
    shop.proc.kill("SIGTERM");
    await shop.said("no longer accepting connections");
    expect(await tryConnect(url)).toBe("ECONNREFUSED");
    const answer = await inFlight.finish();
    expect(answer).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(answer).toContain('{"products":[]}');

    expect(await shop.exited).toBe(0);
    expect(shop.output()).toContain("database closed");
    expect(existsSync(path.join(dataDir, "sweet-trip.lock"))).toBe(false);
    // PGlite wrote its shutdown checkpoint: the files need no recovery at the next start.
    expect(pgliteShutDownCleanly(dataDir)).toBe(true);
  }, 180_000);
});

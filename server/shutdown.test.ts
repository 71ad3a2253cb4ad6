import { createServer, request, type IncomingMessage, type ServerResponse } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { shutDown } from "./shutdown";

function recordingLogger() {
  const lines: { level: string; fields: object; message: string }[] = [];
  const at = (level: string) => (fields: object, message: string) => lines.push({ level, fields, message });
  return { lines, logger: { info: at("info"), warn: at("warn"), error: at("error") } };
}

/** A server whose every request waits until the test lets it answer. */
async function slowServer() {
  const waiting: { release: () => void }[] = [];
  let arrived: () => void = () => {};
  const firstArrival = new Promise<void>((resolve) => (arrived = resolve));
  const server = createServer((_req: IncomingMessage, res: ServerResponse) => {
    waiting.push({ release: () => res.end("finished") });
    arrived();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { server, port, waiting, firstArrival };
}

function get(port: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    request({ host: "127.0.0.1", port, path: "/", agent: false }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    })
      .on("error", reject)
      .end();
  });
}

/** Resolves with the error code of a connection attempt ("connected" when it was accepted). */
function tryConnect(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.on("connect", () => {
      socket.destroy();
      resolve("connected");
    });
    socket.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? "error"));
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe("shutDown", () => {
  it("lets a request in flight finish with its answer, refuses new connections, then closes work and database in order", async () => {
    const { server, port, waiting, firstArrival } = await slowServer();
    const answer = get(port);
    await firstArrival;

    const order: string[] = [];
    const { logger, lines } = recordingLogger();
    const done = shutDown({
      server,
      logger,
      steps: [
        { name: "the periodic work", run: async () => void order.push("work") },
        { name: "the database", run: async () => void order.push("database") },
      ],
    });

    // No longer accepting: a new connection is refused while the old request is still running.
    expect(await tryConnect(port)).toBe("ECONNREFUSED");
    expect(order).toEqual([]);

    waiting[0]!.release();
    expect(await answer).toEqual({ status: 200, body: "finished" });
    expect(await done).toBe(0);
    expect(order).toEqual(["work", "database"]);
    expect(lines.filter((line) => line.level !== "info")).toEqual([]);
  });

  it("cuts requests still open after the grace period, then closes the database", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const { server, port, firstArrival } = await slowServer();
    const answer = get(port).catch((error: NodeJS.ErrnoException) => error.code);
    await firstArrival;
    const closeDatabase = vi.fn(async () => {});
    const { logger, lines } = recordingLogger();

    const done = shutDown({
      server,
      logger,
      graceMs: 10_000,
      steps: [{ name: "the database", run: closeDatabase }],
    });
    await vi.advanceTimersByTimeAsync(10_000);

    expect(await done).toBe(0);
    expect(await answer).toBe("ECONNRESET");
    expect(closeDatabase).toHaveBeenCalledOnce();
    expect(lines).toContainEqual(
      expect.objectContaining({ level: "warn", message: expect.stringContaining("grace period") }),
    );
  });

  it("does not wait for a database close that hangs: exits 1 after the bound, naming it", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const server = {
      close: (callback?: (error?: Error) => void) => {
        callback?.();
        return server as never;
      },
      closeIdleConnections: () => {},
      closeAllConnections: () => {},
    };
    const { logger, lines } = recordingLogger();
    const workStopped = vi.fn(async () => {});

    const done = shutDown({
      server,
      logger,
      closeMs: 5_000,
      steps: [
        { name: "the periodic work", run: workStopped },
        { name: "the database", run: () => new Promise<void>(() => {}) },
      ],
    });
    let code: number | undefined;
    void done.then((value) => (code = value));
    await vi.advanceTimersByTimeAsync(4_999);
    expect(code).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);

    expect(code).toBe(1);
    expect(workStopped).toHaveBeenCalledOnce();
    expect(lines).toContainEqual({
      level: "error",
      fields: { step: "the database", closeMs: 5_000 },
      message: "shutdown: the database did not close within 5 s; exiting anyway",
    });
  });

  it("goes on to close the database when stopping the periodic work fails, and exits 1", async () => {
    const server = {
      close: (callback?: (error?: Error) => void) => {
        callback?.();
        return server as never;
      },
      closeIdleConnections: () => {},
      closeAllConnections: () => {},
    };
    const { logger, lines } = recordingLogger();
    const closeDatabase = vi.fn(async () => {});
    const code = await shutDown({
      server,
      logger,
      steps: [
        { name: "the periodic work", run: () => Promise.reject(new Error("stuck")) },
        { name: "the database", run: closeDatabase },
      ],
    });
    expect(code).toBe(1);
    expect(closeDatabase).toHaveBeenCalledOnce();
    expect(lines).toContainEqual(
      expect.objectContaining({ level: "error", message: "shutdown: closing the periodic work failed" }),
    );
  });
});

import { createServer, type Server, type Socket } from "node:net";
import { DrizzleQueryError } from "drizzle-orm/errors";
import pg from "pg";
import { afterEach, describe, expect, it, vi } from "vitest";
import { refusedConnectionError } from "~tests/support/database-outage";
import { driverMessage, isDatabaseUnavailable, watchDatabase } from "./availability.server";

/** A PostgreSQL error as `pg` builds it from the server's message. */
function serverError(code: string, message = "server says no") {
  const error = new pg.DatabaseError(message, 0, "error");
  error.code = code;
  return error;
}

const wrapped = (cause: unknown) => new DrizzleQueryError("select 1", [], cause as Error);

/** A TCP server that treats each connection as `onConnection` says; closed (connections too) after each test. */
const servers: Array<{ server: Server; sockets: Set<Socket> }> = [];
async function tcpServer(onConnection: (socket: Socket) => void): Promise<string> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    onConnection(socket);
  });
  servers.push({ server, sockets });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return `postgresql://user:secret@127.0.0.1:${port}/shop`;
}
afterEach(async () => {
  for (const { server, sockets } of servers.splice(0)) {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** What `pg` answers when it meets `behaviour` (its own errors, not copies of them). */
async function pgErrorFrom(behaviour: "hang-up" | "silence", options: pg.PoolConfig = {}): Promise<unknown> {
  const url = await tcpServer((socket) => (behaviour === "hang-up" ? socket.destroy() : undefined));
  const pool = new pg.Pool({ connectionString: url, ...options });
  try {
    await pool.query("select 1");
    throw new Error("the query succeeded");
  } catch (error) {
    return error;
  } finally {
    await pool.end();
  }
}

describe("isDatabaseUnavailable", () => {
  it("recognises a refused connection, also wrapped by Drizzle", async () => {
    const refused = await refusedConnectionError();
    expect((refused as NodeJS.ErrnoException).code).toBe("ECONNREFUSED");
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(wrapped(refused))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([refused], ""))).toBe(true);
  });

  it("recognises what pg says when the server hangs up or never answers", async () => {
    const hungUp = await pgErrorFrom("hang-up");
    expect(hungUp).toMatchObject({ message: "Connection terminated unexpectedly" });
    expect(isDatabaseUnavailable(wrapped(hungUp))).toBe(true);

    const timedOut = await pgErrorFrom("silence", { connectionTimeoutMillis: 50 });
    expect(timedOut).toMatchObject({ message: "Connection terminated due to connection timeout" });
    expect(isDatabaseUnavailable(timedOut)).toBe(true);
  });

  it("recognises a pool that found no connection in time", async () => {
    const url = await tcpServer(() => {});
    const pool = new pg.Pool({ connectionString: url, max: 1, connectionTimeoutMillis: 100 });
    const first = pool.query("select 1").catch((error: unknown) => error);
    // The second waits for the only connection, which never comes.
    const second = await pool.query("select 1").catch((error: unknown) => error);
    expect(second).toMatchObject({ message: "timeout exceeded when trying to connect" });
    expect(isDatabaseUnavailable(second)).toBe(true);
    await first;
    await pool.end();
  });

  it("recognises a server that is shutting down, starting up or lost the connection", () => {
    for (const code of ["57P01", "57P02", "57P03", "08006", "08001", "08003", "08000"]) {
      expect(isDatabaseUnavailable(wrapped(serverError(code))), code).toBe(true);
    }
    for (const code of ["ECONNRESET", "ETIMEDOUT", "EHOSTUNREACH", "ENOTFOUND", "EPIPE"]) {
      expect(isDatabaseUnavailable(Object.assign(new Error(code), { code })), code).toBe(true);
    }
  });

  it("does not take a refused query, a bug or a cause-less failure for an outage", () => {
    // Syntax, missing table, unique violation, serialization failure, query cancelled.
    for (const code of ["42601", "42P01", "23505", "40001", "57014"]) {
      expect(isDatabaseUnavailable(wrapped(serverError(code))), code).toBe(false);
    }
    expect(isDatabaseUnavailable(new Error("boom"))).toBe(false);
    expect(isDatabaseUnavailable(new Error("Failed to get session"))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error("no such file"), { code: "ENOENT" }))).toBe(false);
    for (const value of [undefined, null, "ECONNREFUSED", 42])
      expect(isDatabaseUnavailable(value)).toBe(false);
    // A cause chain that loops ends.
    const loop: Error & { cause?: unknown } = new Error("loop");
    loop.cause = new Error("back", { cause: loop });
    expect(isDatabaseUnavailable(loop)).toBe(false);
  });
});

describe("driverMessage", () => {
  it("says what the driver said, not Drizzle's query", async () => {
    const refused = await refusedConnectionError();
    expect(driverMessage(wrapped(refused))).toBe(refused.message);
    expect(driverMessage(refused.message)).toBe(refused.message);
    expect(driverMessage(new AggregateError([refused], ""))).toBe(refused.message);
  });
});

describe("watchDatabase", () => {
  afterEach(() => vi.useRealTimers());

  function watched() {
    let reachable = true;
    const ping = vi.fn(async () => {
      if (!reachable)
        throw Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    });
    const logger = { warn: vi.fn(), info: vi.fn() };
    const watch = watchDatabase({ ping, logger, probeEveryMs: 2_000 });
    return { watch, ping, logger, setReachable: (value: boolean) => void (reachable = value) };
  }
  const outageError = () =>
    wrapped(Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" }));

  it("starts an outage at the first unreachable error, logs it once, and ends it when a probe gets through", async () => {
    vi.useFakeTimers();
    const { watch, ping, logger, setReachable } = watched();
    setReachable(false);
    expect(watch.isDown()).toBe(false);
    expect(watch.report(outageError())).toBe(true);
    expect(watch.report(outageError())).toBe(true);
    expect(watch.isDown()).toBe(true);
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(logger.warn).toHaveBeenCalledWith(
      { reason: "connect ECONNREFUSED" },
      "database unreachable: pages and API answer 503 until it is back",
    );

    // Asked at once, then every 2 s; still down.
    await vi.advanceTimersByTimeAsync(4_000);
    expect(ping).toHaveBeenCalledTimes(3);
    expect(watch.isDown()).toBe(true);
    expect(logger.warn).toHaveBeenCalledTimes(1);

    setReachable(true);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(watch.isDown()).toBe(false);
    expect(logger.info).toHaveBeenCalledTimes(1);
    expect(logger.info).toHaveBeenCalledWith(
      { outageMs: 6_000 },
      "database reachable again: the shop answers normally",
    );
    // No more probing once it is back.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(ping).toHaveBeenCalledTimes(4);
  });

  it("ends at once an 'outage' that was one connection the server closed", async () => {
    const { watch, logger } = watched();
    expect(watch.report(outageError())).toBe(true);
    await vi.waitFor(() => expect(watch.isDown()).toBe(false));
    expect(logger.info).toHaveBeenCalledTimes(1);
  });

  it("leaves other errors to the caller", async () => {
    const { watch, logger } = watched();
    expect(watch.report(new Error("boom"))).toBe(false);
    expect(watch.report(wrapped(serverError("23505")))).toBe(false);
    expect(watch.isDown()).toBe(false);
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it("check() asks the database, one question at a time, and starts or ends an outage", async () => {
    const { watch, ping, setReachable } = watched();
    setReachable(false);
    const [first, second] = [watch.check(), watch.check()];
    expect(await first).toBe(false);
    expect(await second).toBe(false);
    expect(watch.isDown()).toBe(true);
    setReachable(true);
    expect(await watch.check()).toBe(true);
    expect(watch.isDown()).toBe(false);
    watch.stop();
    expect(ping.mock.calls.length).toBeLessThanOrEqual(3);
  });
});

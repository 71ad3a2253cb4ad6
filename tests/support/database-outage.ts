import { createServer, connect, type Server, type Socket } from "node:net";
import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { openDatabase, type Database, type DatabaseHandle } from "~/db/client.server";
import * as schema from "~/db/schema";

/**
 * A database the test can take away and give back, as the shop sees it when PostgreSQL stops and
 * starts again (decision 018):
 * - on PostgreSQL, a connection pool through a TCP proxy: cutting it closes the proxy's port
 *   (new connections are refused) and ends every connection open through it (the pool's idle
 *   ones, any query in flight), which is what a stopping server does;
 * - on PGlite, which cannot go away, the same handle whose queries fail, while cut, with the
 *   error Node gives for a refused connection (a real one, made by connecting to a closed port).
 */
export interface CuttableDatabase {
  /** The shop's handle: use it for the load context, not for the test's own checks. */
  handle: DatabaseHandle;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function cuttableDatabase(direct: DatabaseHandle): Promise<CuttableDatabase> {
  return direct.kind === "postgres" ? throughProxy(direct) : failingWhileCut(direct);
}

/** The error of a connection refused by a port nobody listens on. */
export async function refusedConnectionError(): Promise<Error> {
  const port = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port: free } = probe.address() as { port: number };
      probe.close(() => resolve(free));
    });
  });
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    socket.on("connect", () => {
      socket.destroy();
      reject(new Error(`port ${port} accepted a connection`));
    });
    socket.on("error", resolve);
  });
}

async function throughProxy(
  direct: Extract<DatabaseHandle, { kind: "postgres" }>,
): Promise<CuttableDatabase> {
  const target = new URL(String(direct.pool.options.connectionString));
  const proxy = await tcpProxy(target.hostname, Number(target.port || 5432));
  const viaProxy = new URL(target);
  viaProxy.hostname = "127.0.0.1";
  viaProxy.port = String(proxy.port);
  const handle = await openDatabase({ kind: "postgres", url: viaProxy.toString(), maxConnections: 5 });
  return {
    handle,
    cut: proxy.cut,
    restore: proxy.restore,
    close: async () => {
      await handle.close();
      await proxy.close();
    },
  };
}

/** A TCP proxy on a port of its own that can refuse and drop every connection, then listen again. */
async function tcpProxy(host: string, port: number) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let listenPort = 0;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const opened = createServer((client) => {
        const upstream = connect(port, host);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on("error", () => socket.destroy());
          socket.on("close", () => {
            sockets.delete(socket);
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      });
      opened.once("error", reject);
      opened.listen(listenPort, "127.0.0.1", () => {
        listenPort = (opened.address() as { port: number }).port;
        server = opened;
        resolve();
      });
    });

  const cut = async () => {
    const closing = server;
    server = undefined;
    const closed = closing ? new Promise<void>((resolve) => closing.close(() => resolve())) : undefined;
    for (const socket of sockets) socket.destroy();
    await closed;
  };

  await listen();
  return {
    port: listenPort,
    cut,
    restore: async () => {
      if (!server) await listen();
    },
    close: cut,
  };
}

function failingWhileCut(direct: Extract<DatabaseHandle, { kind: "embedded" }>): CuttableDatabase {
  let cut = false;
  const failing = new Set(["query", "exec", "transaction"]);
  const client = new Proxy(direct.client, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== "function") return value;
      if (!failing.has(String(property))) return value.bind(target);
      return async (...args: unknown[]) => {
        if (cut) throw await refusedConnectionError();
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  }) as PGlite;
  const db = drizzle(client, { schema }) as unknown as Database;
  return {
    handle: {
      kind: "embedded",
      client,
      db,
      ping: async () => void (await db.execute(sql`select 1`)),
      // The test database's owner closes the PGlite itself.
      close: async () => {},
    },
    cut: async () => void (cut = true),
    restore: async () => void (cut = false),
    close: async () => {},
  };
}

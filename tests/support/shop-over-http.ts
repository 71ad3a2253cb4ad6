import { request as httpRequest, type Server } from "node:http";
import { Writable } from "node:stream";
import express from "express";
import pino from "pino";
import { createServer as createVite, type ViteDevServer } from "vite";
import { parseEnv } from "~/config/env.server";
import { watchDatabase } from "~/db/availability.server";
import type { DatabaseHandle } from "~/db/client.server";
import type { Services } from "~/services.server";
import { TEST_SECRET, testAuth } from "./accounts";

/**
 * The whole shop over HTTP in the test's own process: `server/app.ts` (the request guards, the
 * request log, the page cache's neighbours, React Router with the real entry and routes), loaded
 * through Vite as in development, on the test's database and settings. What it logs is kept, a
 * line at a time, so a test can count what one request added.
 */
export interface ShopOverHttp {
  base: string;
  /** Every log line so far (parsed pino JSON). */
  lines: LogLine[];
  close(): Promise<void>;
}

export interface LogLine {
  level: number;
  msg: string;
  [key: string]: unknown;
}

interface AppEntry {
  app: express.Express;
  withSecurityHeaders: express.RequestHandler;
  start(): Promise<unknown>;
  stopWork(): Promise<void>;
}

const holder = globalThis as typeof globalThis & { __sweetTripServices?: Promise<Services> };

export async function startShopOverHttp(
  handle: DatabaseHandle,
  settings: Record<string, string> = {},
): Promise<ShopOverHttp> {
  const lines: LogLine[] = [];
  const logger = pino(
    { level: "info" },
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as LogLine);
        done();
      },
    }),
  );
  const values = { NODE_ENV: "test", PUBLIC_URL: "http://shop.test", PAGE_CACHE: "off", ...settings };
  // server/app.ts reads some settings itself (the page cache, the cross-site guard's PUBLIC_URL).
  const saved = Object.fromEntries(Object.keys(values).map((key) => [key, process.env[key]]));
  Object.assign(process.env, values);
  const env = parseEnv(values);
  // The running shop's services are the test's: its database, settings and logger.
  holder.__sweetTripServices = Promise.resolve({
    env,
    authSecret: TEST_SECRET,
    database: handle,
    availability: watchDatabase({ ping: handle.ping, logger }),
    auth: testAuth(handle, env.PUBLIC_URL),
    logger,
    stopWork: async () => {},
    release: async () => {},
  } as Services);

  const vite: ViteDevServer = await createVite({
    server: { middlewareMode: true, watch: null, hmr: false },
    appType: "custom",
    logLevel: "warn",
  });
  const entry = (await vite.ssrLoadModule("./server/app.ts")) as AppEntry;
  await entry.start();
  const outer = express();
  outer.use(entry.withSecurityHeaders);
  outer.use(entry.app);
  const server = await new Promise<Server>((resolve) => {
    const listening = outer.listen(0, "127.0.0.1", () => resolve(listening));
  });
  return {
    base: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    lines,
    close: async () => {
      await entry.stopWork();
      await new Promise((resolve) => server.close(resolve));
      await vite.close();
      (await holder.__sweetTripServices)?.availability.stop();
      holder.__sweetTripServices = undefined;
      for (const [key, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
    },
  };
}

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * One request exactly as given: any method (TRACE included, which `fetch` refuses), any headers,
 * and a body of any bytes (invalid UTF-8 included). Redirects are not followed.
 */
export function sendRaw(
  base: string,
  init: { method: string; path: string; headers?: Record<string, string>; body?: Buffer | string },
): Promise<RawAnswer> {
  const body = typeof init.body === "string" ? Buffer.from(init.body) : init.body;
  const headers = { ...init.headers };
  if (body) headers["Content-Length"] = String(body.length);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      `${base}${init.path}`,
      { method: init.method, headers, agent: false },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
        incoming.on("error", reject);
        incoming.on("end", () =>
          resolve({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
      },
    );
    // A refused body may be answered (and the connection closed) before it is all sent.
    outgoing.on("error", (error: NodeJS.ErrnoException) =>
      error.code === "EPIPE" || error.code === "ECONNRESET" ? undefined : reject(error),
    );
    outgoing.setTimeout(30_000, () =>
      outgoing.destroy(new Error(`${init.method} ${init.path}: no answer in 30 s`)),
    );
    outgoing.end(body);
  });
}

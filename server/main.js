// The process entry: serves the built app (npm start) or the Vite dev server (npm run dev),
// and shuts down gracefully on SIGTERM/SIGINT within a bound (server/shutdown.ts): stop
// accepting, finish requests in flight, stop the periodic work, close the database, exit.
import { readdirSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import express from "express";
import expressStaticGzip from "express-static-gzip";
import { compressAnswers } from "./compress-answers.js";

const development = process.env.NODE_ENV === "development";

const app = express();
app.disable("x-powered-by");

/** @type {{ app: import("express").RequestHandler, answerFromPageCache: (req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => boolean, answerHealth: import("express").RequestHandler, withSecurityHeaders: import("express").RequestHandler, start: () => Promise<{ env: { PORT: number, HOST: string, PUBLIC_URL: string }, logger: import("pino").Logger }>, stopWork: () => Promise<void>, stop: () => Promise<void>, shutDown: typeof import("./shutdown.ts").shutDown }} */
let entry;
/** @type {import("vite").ViteDevServer | undefined} */
let vite;
if (development) {
  vite = await import("vite").then((v) => v.createServer({ server: { middlewareMode: true } }));
  // Vite (through an inner server React Router's plugin starts) exits with 143 on SIGTERM; the
  // shutdown below closes it in order instead.
  process.removeAllListeners("SIGTERM");
  entry = await vite.ssrLoadModule("./server/app.ts");
  answerLivenessThenCompress(entry);
  app.use(vite.middlewares);
  app.use(entry.withSecurityHeaders);
  // Load the module per request so that server code changes apply without a restart.
  app.use(async (req, res, next) => {
    try {
      const fresh = await vite.ssrLoadModule("./server/app.ts");
      fresh.app(req, res, next);
    } catch (error) {
      if (error instanceof Error) vite.ssrFixStacktrace(error);
      next(error);
    }
  });
} else {
  entry = await import("../build/server/index.js");
  answerLivenessThenCompress(entry);
  // On every answer, static files included: nosniff, no framing, a CSP with a fresh nonce.
  app.use(entry.withSecurityHeaders);
  // Files are served pre-compressed (scripts/precompress.js) when the browser accepts it.
  // Fingerprinted assets never change; everything else in public/ may.
  const precompressed = (folder, serveStatic) =>
    expressStaticGzip(folder, { enableBrotli: true, orderPreference: ["br", "gzip"], serveStatic });
  app.use("/assets", precompressed("build/client/assets", { immutable: true, maxAge: "1y" }));
  // Files of public/ are known at start: only their paths reach the file system (a look-up that
  // fails for every page and API request was a third of /api/health's time, issue 10).
  const servePublic = precompressed("build/client", { maxAge: "1h" });
  const publicFiles = filesUnder("build/client");
  app.use((req, res, next) => (publicFiles.has(req.path) ? servePublic(req, res, next) : next()));
  app.use(entry.app);
}

/**
 * Liveness first: a load balancer asks often, and the answer needs no compression, security
 * headers or logging (issue 10). Then pages and API answers are compressed as they go.
 */
function answerLivenessThenCompress(entry) {
  app.use(entry.answerHealth);
  app.use(compressAnswers());
}

/** The URL paths of the files under `folder` (their pre-compressed copies aside). */
function filesUnder(folder) {
  const files = new Set();
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || /\.(br|gz)$/.test(entry.name)) continue;
    const relative = path.relative(folder, path.join(entry.parentPath ?? entry.path, entry.name));
    files.add(`/${relative.split(path.sep).join("/")}`);
  }
  return files;
}

let services;
try {
  services = await entry.start();
} catch (error) {
  // A bad setting is one line naming the variable; anything else keeps its stack.
  console.error(error instanceof Error && error.name === "ConfigError" ? error.message : error);
  process.exit(1);
}
const { env, logger } = services;

// A page the cache holds is answered before Express (decision 039): a hit costs what writing its
// stored bytes costs. Everything else goes through the app.
const server = createServer((req, res) => {
  if (!entry.answerFromPageCache(req, res)) app(req, res);
});
server.listen(env.PORT, env.HOST, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  logger.info({ port, host: env.HOST }, `Sweet Trip is serving on http://localhost:${port}`);
});

let stopping = false;
async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  const code = await entry.shutDown({
    server,
    logger,
    signal,
    steps: [
      ...(vite ? [{ name: "the development server", run: () => vite.close() }] : []),
      { name: "the periodic work (reservation sweeper, mail deliverer)", run: entry.stopWork },
      { name: "the database", run: entry.stop },
    ],
  });
  if (code === 0) logger.info("database closed; bye");
  process.exit(code);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));

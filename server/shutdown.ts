import type { Server } from "node:http";

/**
 * Graceful shutdown within a bound (decision 019), in order: stop accepting connections, let the
 * requests in flight finish (`graceMs`; then their connections are closed), then the steps in
 * order — periodic work, the database — which together get `closeMs` more. Returns the exit
 * code: 0 when everything closed, 1 when a step failed or hung (the log names it), so the
 * process never waits forever on, say, a database that does not close.
 */

export interface ShutdownStep {
  /** What the log calls it when it fails or hangs, e.g. "the database". */
  name: string;
  run: () => Promise<void>;
}

export interface ShutdownParts {
  server: Pick<Server, "close" | "closeIdleConnections" | "closeAllConnections">;
  steps: readonly ShutdownStep[];
  logger: {
    info: (fields: object, message: string) => void;
    warn: (fields: object, message: string) => void;
    error: (fields: object, message: string) => void;
  };
  /** How long requests in flight may take to finish. */
  graceMs?: number;
  /** How long the steps after the requests may take, together. */
  closeMs?: number;
  /** What started the shutdown, for the log (e.g. "SIGTERM"). */
  signal?: string;
}

export const SHUTDOWN_GRACE_MS = 10_000;
export const SHUTDOWN_CLOSE_MS = 5_000;

export async function shutDown({
  server,
  steps,
  logger,
  graceMs = SHUTDOWN_GRACE_MS,
  closeMs = SHUTDOWN_CLOSE_MS,
  signal,
}: ShutdownParts): Promise<number> {
  await finishRequests(server, graceMs, logger, signal);

  let exitCode = 0;
  let current = "";
  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise<"hung">((resolve) => {
    timer = setTimeout(() => resolve("hung"), closeMs);
  });
  const closing = (async () => {
    for (const step of steps) {
      current = step.name;
      try {
        await step.run();
      } catch (error) {
        exitCode = 1;
        logger.error({ err: error, step: step.name }, `shutdown: closing ${step.name} failed`);
      }
    }
    return "closed" as const;
  })();
  try {
    if ((await Promise.race([closing, hung])) === "hung") {
      logger.error(
        { step: current, closeMs },
        `shutdown: ${current} did not close within ${closeMs / 1000} s; exiting anyway`,
      );
      return 1;
    }
  } finally {
    clearTimeout(timer);
  }
  return exitCode;
}

/**
 * Stops accepting and waits for the requests in flight (idle keep-alive connections are closed
 * at once, busy ones as their answer ends); after `graceMs` the remaining connections are cut.
 */
async function finishRequests(
  server: ShutdownParts["server"],
  graceMs: number,
  logger: ShutdownParts["logger"],
  signal: string | undefined,
): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const closed = new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
  });
  // Said once no new connection can come in (a supervisor or a test may act on it).
  logger.info({ signal }, "shutting down: no longer accepting connections, finishing requests in flight");
  const graceOver = new Promise<"grace over">((resolve) => {
    timer = setTimeout(() => resolve("grace over"), graceMs);
  });
  try {
    if ((await Promise.race([closed, graceOver])) === "grace over") {
      logger.warn({ graceMs }, "requests still open after the grace period; closing their connections");
      server.closeAllConnections();
    }
  } finally {
    clearTimeout(timer);
  }
}

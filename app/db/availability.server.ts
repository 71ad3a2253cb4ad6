import type { Logger } from "~/lib/logger.server";

/**
 * Whether the database can be reached (decision 018). One classification of errors, and one
 * watch per process that knows whether the shop is in an outage: it starts at the first failure
 * that says the database is unreachable, is logged once, and ends when a probe (every 2 s) gets
 * an answer again, logged once too. The pool reconnects by itself; nothing here restarts it.
 */

/** Node's network errors: refused, reset or cut off, no route, no name (yet), timed out. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "EHOSTDOWN",
  "ENETUNREACH",
  "ENETDOWN",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/**
 * SQLSTATE codes of a server that is going or not there yet: admin shutdown, crash shutdown,
 * cannot connect now (starting up or shutting down). Class 08 (connection exception) is
 * matched as a class.
 */
const SHUTDOWN_STATES = new Set(["57P01", "57P02", "57P03"]);

/**
 * What `pg` and `pg-pool` say when the connection went away or never came: the server closed it
 * ("Connection terminated unexpectedly"), the connect timed out (the client's or the pool's),
 * or a client that lost its connection was asked again.
 */
const CONNECTION_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
];

/**
 * True when `error`, or anything it wraps (`cause`, an AggregateError's `errors`: Drizzle wraps
 * the driver's error in a DrizzleQueryError), says the database cannot be reached, as opposed to
 * a query the database refused (a syntax error, a constraint) or a bug.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const walk = (value: unknown): boolean => {
    if (typeof value !== "object" || value === null || seen.has(value) || seen.size > 20) return false;
    seen.add(value);
    const { code, message, cause, errors } = value as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (typeof code === "string") {
      if (NETWORK_CODES.has(code)) return true;
      if (/^[0-9A-Z]{5}$/.test(code) && (code.startsWith("08") || SHUTDOWN_STATES.has(code))) return true;
    }
    if (typeof message === "string" && CONNECTION_MESSAGES.some((pattern) => pattern.test(message))) {
      return true;
    }
    return walk(cause) || (Array.isArray(errors) && errors.some(walk));
  };
  return walk(error);
}

/**
 * What the driver said: the first message in the chain that is not Drizzle's wrapper ("Failed
 * query: …", which holds the query), or an AggregateError's first error's.
 */
export function driverMessage(error: unknown): string {
  let current = error;
  for (let depth = 0; depth < 20 && typeof current === "object" && current !== null; depth++) {
    const { message, cause, errors } = current as { message?: unknown; cause?: unknown; errors?: unknown };
    if (typeof message === "string" && message && !message.startsWith("Failed query:")) return message;
    current = cause ?? (Array.isArray(errors) ? errors[0] : undefined);
  }
  return String(current ?? error);
}

export interface DatabaseAvailability {
  /** True from a failure that says the database is unreachable until it answers again. */
  isDown(): boolean;
  /**
   * Takes note of an error. True when it says the database is unreachable: the outage starts
   * (logged once, probing begins) or goes on. False for any other error, which the caller logs.
   */
  report(error: unknown): boolean;
  /**
   * Asks the database now (one question at a time): true when it answered. An answer ends an
   * outage; an unreachable database starts one.
   */
  check(): Promise<boolean>;
  /** Stops probing (the shop is shutting down). */
  stop(): void;
}

export interface WatchOptions {
  /** Resolves when the database answers a trivial query. */
  ping: () => Promise<void>;
  logger: Pick<Logger, "warn" | "info">;
  /** How often an outage asks the database whether it is back. */
  probeEveryMs?: number;
  now?: () => number;
}

export const PROBE_EVERY_MS = 2_000;

/** The process's watch over its database (app/services.server.ts makes one). */
export function watchDatabase({
  ping,
  logger,
  probeEveryMs = PROBE_EVERY_MS,
  now = Date.now,
}: WatchOptions): DatabaseAvailability {
  let downSince: number | undefined;
  let probe: ReturnType<typeof setInterval> | undefined;
  let asking: Promise<boolean> | undefined;

  const recovered = () => {
    if (downSince === undefined) return;
    logger.info({ outageMs: now() - downSince }, "database reachable again: the shop answers normally");
    downSince = undefined;
    clearInterval(probe);
    probe = undefined;
  };

  const report = (error: unknown): boolean => {
    if (!isDatabaseUnavailable(error)) return false;
    if (downSince === undefined) {
      downSince = now();
      // One line, no stack: the stack of a refused connection says nothing, and an outage would
      // otherwise write one per request.
      logger.warn(
        { reason: driverMessage(error) },
        "database unreachable: pages and API answer 503 until it is back",
      );
      probe = setInterval(() => void check(), probeEveryMs);
      probe.unref();
      // One connection the server ended (an administrator, a failover) is not an outage: asking
      // at once ends it as soon as it began.
      void check();
    }
    return true;
  };

  const check = (): Promise<boolean> => {
    asking ??= ping()
      .then(
        () => (recovered(), true),
        (error: unknown) => {
          report(error);
          return false;
        },
      )
      .finally(() => (asking = undefined));
    return asking;
  };

  return {
    isDown: () => downSince !== undefined,
    report,
    check,
    stop: () => {
      clearInterval(probe);
      probe = undefined;
    },
  };
}

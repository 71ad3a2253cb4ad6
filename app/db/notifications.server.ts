import pg from "pg";
import type { Logger } from "~/lib/logger.server";
import { driverMessage } from "./availability.server";
import { CONNECT_TIMEOUT_MS } from "./client.server";

/**
 * PostgreSQL's LISTEN/NOTIFY between the shop's instances (decision 020). `notify` sends a word
 * on a channel through the pool; `listen` keeps one dedicated connection that LISTENs on it and
 * comes back by itself, with a growing wait, when it drops. Notifications sent while it was down
 * are lost (PostgreSQL keeps none for a session that is not there), so it says when it is back
 * (`onResumed`): whatever the word was for has to be done then, once.
 */

/** Sends `payload` to every session listening on `channel`, including the sender's own. */
export async function notify(pool: pg.Pool, channel: string, payload: string): Promise<void> {
  await pool.query("SELECT pg_notify($1, $2)", [channel, payload]);
}

/** The `application_name` of the connection that listens on `channel`. */
export const listenerName = (channel: string) => `sweet-trip listen ${channel}`;

export interface ListenOptions {
  /** The server (and TLS settings) to listen on: the shop's DATABASE_URL. */
  url: string;
  channel: string;
  onNotification: (payload: string) => void;
  /** The connection came back after it dropped (or after the first attempts failed). */
  onResumed: () => void;
  logger: Logger;
  /** The first wait before reconnecting, doubled after each failure up to `maxDelayMs`. */
  firstDelayMs?: number;
  maxDelayMs?: number;
}

export interface Listening {
  /** Whether the connection is up and LISTENing now. */
  connected(): boolean;
  /** Ends the connection and stops reconnecting. */
  stop(): Promise<void>;
}

/**
 * Listens on `opts.channel` over a connection of its own. Resolves after the first attempt,
 * whether or not it connected (it keeps trying in the background); never rejects.
 */
export async function listen(opts: ListenOptions): Promise<Listening> {
  const firstDelayMs = opts.firstDelayMs ?? 500;
  const maxDelayMs = opts.maxDelayMs ?? 30_000;
  let client: pg.Client | null = null;
  let stopped = false;
  let failures = 0;
  /** Set once the connection was lost or never came: notifications may have been missed. */
  let missed = false;
  let retry: NodeJS.Timeout | undefined;

  const scheduleReconnect = () => {
    if (stopped) return;
    const delay = Math.min(maxDelayMs, firstDelayMs * 2 ** failures);
    failures++;
    // Up to a fifth more, so that instances cut off together do not all come back at once.
    retry = setTimeout(() => void connect(), delay * (1 + Math.random() / 5));
    retry.unref();
  };

  const connect = async (): Promise<void> => {
    if (stopped) return;
    const candidate = new pg.Client({
      connectionString: opts.url,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      // Named, so that an operator (or a test) finds it in pg_stat_activity.
      application_name: listenerName(opts.channel),
      // A connection cut without a word (a network failure) is found by TCP keepalives.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      if (client === candidate) client = null;
      if (stopped) return;
      if (!missed)
        opts.logger.warn(
          { channel: opts.channel, reason: error ? driverMessage(error) : "closed" },
          "the notification listener has no database connection; reconnecting",
        );
      missed = true;
      candidate.end().catch(() => {});
      scheduleReconnect();
    };
    candidate.on("notification", (message) => {
      if (message.channel === opts.channel) opts.onNotification(message.payload ?? "");
    });
    candidate.on("error", onLost);
    candidate.on("end", () => onLost());
    try {
      await candidate.connect();
      await candidate.query(`LISTEN ${candidate.escapeIdentifier(opts.channel)}`);
    } catch (error) {
      onLost(error as Error);
      return;
    }
    if (stopped || lost) {
      await candidate.end().catch(() => {});
      return;
    }
    client = candidate;
    failures = 0;
    if (missed) {
      missed = false;
      opts.logger.info({ channel: opts.channel }, "the notification listener is connected again");
      opts.onResumed();
    }
  };

  await connect();
  return {
    connected: () => client !== null,
    stop: async () => {
      stopped = true;
      clearTimeout(retry);
      const open = client;
      client = null;
      await open?.end().catch(() => {});
    },
  };
}

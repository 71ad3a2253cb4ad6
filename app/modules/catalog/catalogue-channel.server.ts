import { randomUUID } from "node:crypto";
import type pg from "pg";
import { listen, notify, type Listening } from "~/db/notifications.server";
import type { Logger } from "~/lib/logger.server";
import {
  announceCatalogueChangesWith,
  catalogueChangedElsewhere,
  EVERYTHING,
  type CatalogueChange,
} from "./catalogue-changes.server";

/** The PostgreSQL channel on which instances tell each other that the catalogue changed. */
export const CATALOGUE_CHANNEL = "sweet_trip_catalogue";

export interface CatalogueSharing {
  /** Whether the listening connection is up. */
  connected(): boolean;
  /** Stops telling and listening (the shop is stopping). */
  stop(): Promise<void>;
}

/**
 * Several instances on one PostgreSQL (decision 020): this instance's `catalogueChanged()` also
 * sends NOTIFY on CATALOGUE_CHANNEL with the instance's id and the change's tags (decision 038),
 * and a notification from any other instance calls this one's listeners with them. Its own
 * notification comes back too and is ignored (its listeners ran already). When the listening
 * connection was down, notifications may have been missed: the listeners run once it is back,
 * for everything.
 */
export async function shareCatalogueChanges(deps: {
  pool: pg.Pool;
  url: string;
  logger: Logger;
  /** Tells this instance's notifications from the others'; a fresh one per process by default. */
  instanceId?: string;
}): Promise<CatalogueSharing> {
  const instanceId = deps.instanceId ?? randomUUID();
  const listening: Listening = await listen({
    url: deps.url,
    channel: CATALOGUE_CHANNEL,
    onNotification: (payload) => {
      const { from, change } = decodeChange(payload);
      if (from !== instanceId) catalogueChangedElsewhere(change);
    },
    onResumed: () => catalogueChangedElsewhere(EVERYTHING),
    logger: deps.logger,
  });
  announceCatalogueChangesWith(async (change) => {
    try {
      await notify(deps.pool, CATALOGUE_CHANNEL, encodeChange(instanceId, change));
    } catch (error) {
      // The change is committed; the other instances' copies expire on their own (decision 007).
      deps.logger.warn({ err: error }, "could not tell the other instances that the catalogue changed");
    }
  });
  return {
    connected: listening.connected,
    stop: async () => {
      announceCatalogueChangesWith(null);
      await listening.stop();
    },
  };
}

/** PostgreSQL refuses a NOTIFY payload of 8,000 bytes or more. */
const MAX_PAYLOAD = 7_900;

/**
 * `<instance id> <tag> <tag>…`, or `<instance id> *` for everything (also what a change too long
 * to name becomes: dropping more than needed is safe, less is not).
 */
export function encodeChange(instanceId: string, change: CatalogueChange): string {
  const everything = `${instanceId} *`;
  if (change.everything) return everything;
  const payload = [instanceId, ...change.tags].join(" ");
  return payload.length <= MAX_PAYLOAD ? payload : everything;
}

/** The sender and the change; a payload of an id alone (an older instance's) is everything. */
export function decodeChange(payload: string): { from: string; change: CatalogueChange } {
  const [from = "", ...tags] = payload.split(" ");
  if (tags.length === 0 || tags.includes("*")) return { from, change: EVERYTHING };
  return { from, change: { everything: false, tags: new Set(tags) } };
}

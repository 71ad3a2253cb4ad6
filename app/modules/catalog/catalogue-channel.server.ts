import { randomUUID } from "node:crypto";
import type pg from "pg";
import { listen, notify, type Listening } from "~/db/notifications.server";
import type { Logger } from "~/lib/logger.server";
import { announceCatalogueChangesWith, catalogueChangedElsewhere } from "./catalogue-changes.server";

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
 * sends NOTIFY on CATALOGUE_CHANNEL with the instance's id, and a notification from any other
 * instance calls this one's listeners. Its own notification comes back too and is ignored (its
 * listeners ran already). When the listening connection was down, notifications may have been
 * missed: the listeners run once it is back.
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
    onNotification: (from) => {
      if (from !== instanceId) catalogueChangedElsewhere();
    },
    onResumed: catalogueChangedElsewhere,
    logger: deps.logger,
  });
  announceCatalogueChangesWith(async () => {
    try {
      await notify(deps.pool, CATALOGUE_CHANNEL, instanceId);
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

/**
 * "The catalogue changed": whatever changes what public pages show (products, stock, prices,
 * coupons, reviews, categories) calls `catalogueChanged()` once its transaction has committed,
 * from the domain module that commits it, and whoever keeps copies of public pages (the page
 * cache, server/app.ts) drops them, so the next visitor sees the change at once.
 *
 * On one process (the embedded database) that is all. With several instances on one PostgreSQL
 * (decision 020) the running shop also hands this module an announcer (`announceCatalogueChangesWith`)
 * that tells the other instances (NOTIFY); each of them calls its own listeners through
 * `catalogueChangedElsewhere()` when the word arrives. This instance's listeners run here, at
 * once, and once: its own notification comes back to it and is ignored.
 */
import { logger } from "~/lib/logger.server";

type Listener = () => void;
/** Tells the other instances; never throws (a failure is theirs to make up for, decision 020). */
type Announcer = () => Promise<void>;

// On globalThis: the development server reloads modules, and the cache must hear the new ones.
const holder = globalThis as typeof globalThis & {
  __sweetTripCatalogueListeners?: Set<Listener>;
  __sweetTripCatalogueAnnouncer?: Announcer | null;
};
const listeners = (holder.__sweetTripCatalogueListeners ??= new Set());

/** Calls `listener` after every catalogue change; returns the way to stop. */
export function onCatalogueChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Says that what public pages show changed (call it once the change is committed): this
 * instance's listeners run before it returns, and it resolves once the other instances have been
 * told (when there are any). Never rejects.
 */
export async function catalogueChanged(): Promise<void> {
  callListeners();
  await holder.__sweetTripCatalogueAnnouncer?.();
}

/** Another instance changed the catalogue (or its word may have been missed): listeners only. */
export function catalogueChangedElsewhere(): void {
  callListeners();
}

/** How the running shop tells its other instances; null: it has none to tell (PGlite). */
export function announceCatalogueChangesWith(announcer: Announcer | null): void {
  holder.__sweetTripCatalogueAnnouncer = announcer;
}

function callListeners(): void {
  for (const listener of listeners) {
    // One listener's failure must not keep the others (or the caller's answer) from going on.
    try {
      listener();
    } catch (error) {
      logger.error({ err: error }, "a catalogue-change listener failed");
    }
  }
}

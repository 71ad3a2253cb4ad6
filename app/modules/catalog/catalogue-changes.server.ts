/**
 * "The catalogue changed": whatever changes what public pages show (products, stock, prices,
 * reviews, categories) calls `catalogueChanged(tags)` once its transaction has committed, from the
 * domain module that commits it, naming what it touched (page-tags.ts, decision 038); whoever keeps
 * copies of public pages (the page cache, server/app.ts) or reads over the catalogue
 * (catalogue-memo.server.ts) drops what carries one of those tags, so the next visitor sees the
 * change at once. `catalogueChanged()` with no tags drops everything.
 *
 * On one process (the embedded database) that is all. With several instances on one PostgreSQL
 * (decision 020) the running shop also hands this module an announcer (`announceCatalogueChangesWith`)
 * that tells the other instances (NOTIFY); each of them calls its own listeners through
 * `catalogueChangedElsewhere()` when the word arrives. This instance's listeners run here, at
 * once, and once: its own notification comes back to it and is ignored.
 */
import { logger } from "~/lib/logger.server";

/** What a change touched: the tags of the pages it changes, or every page. */
export type CatalogueChange = { everything: true } | { everything: false; tags: ReadonlySet<string> };

export const EVERYTHING: CatalogueChange = { everything: true };

type Listener = (change: CatalogueChange) => void;
/** Tells the other instances; never throws (a failure is theirs to make up for, decision 020). */
type Announcer = (change: CatalogueChange) => Promise<void>;

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
 * Says that what public pages show changed (call it once the change is committed): the pages
 * tagged with one of `tags`, or every page when no tags are given; an empty list changed nothing
 * any page shows, and nobody is told. This instance's listeners run before it returns, and it
 * resolves once the other instances have been told (when there are any). Never rejects.
 */
export async function catalogueChanged(tags?: Iterable<string>): Promise<void> {
  const change = changeOf(tags);
  if (!change.everything && change.tags.size === 0) return;
  callListeners(change);
  await holder.__sweetTripCatalogueAnnouncer?.(change);
}

/** Another instance changed the catalogue (or its word may have been missed): listeners only. */
export function catalogueChangedElsewhere(change: CatalogueChange = EVERYTHING): void {
  callListeners(change);
}

/** How the running shop tells its other instances; null: it has none to tell (PGlite). */
export function announceCatalogueChangesWith(announcer: Announcer | null): void {
  holder.__sweetTripCatalogueAnnouncer = announcer;
}

/** Whether a change drops what carries any of `tags`. */
export function changeTouches(change: CatalogueChange, tags: Iterable<string>): boolean {
  if (change.everything) return true;
  for (const tag of tags) if (change.tags.has(tag)) return true;
  return false;
}

function changeOf(tags: Iterable<string> | undefined): CatalogueChange {
  return tags === undefined ? EVERYTHING : { everything: false, tags: new Set(tags) };
}

function callListeners(change: CatalogueChange): void {
  for (const listener of listeners) {
    // One listener's failure must not keep the others (or the caller's answer) from going on.
    try {
      listener(change);
    } catch (error) {
      logger.error({ err: error }, "a catalogue-change listener failed");
    }
  }
}

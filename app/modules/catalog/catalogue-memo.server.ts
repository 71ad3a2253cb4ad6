import type { Database } from "~/db/client.server";
import { changeTouches, onCatalogueChange } from "./catalogue-changes.server";
import { LISTS_TAG } from "./page-tags";

/**
 * Reads over the whole catalogue (the categories, the shop's figures, a list's total and facets)
 * kept until the catalogue changes (decision 025). They change only when the catalogue does, and
 * every change says so (`catalogueChanged`, on every instance: decision 020), as the page cache
 * already relies on; a signed-in shopper, who bypasses the page cache, and every uncached page
 * then read only the rows they show.
 *
 * Kept per database handle (tests open many), per arguments (compared as JSON), at most
 * `maxEntries` of them (the oldest goes first). A failed read is not kept. Dropped by a change
 * that names one of `dependsOn` (decision 038: the lists by default; none of these reads counts
 * stock, so a sale's reservations leave them kept) or that names nothing.
 */
export function keptUntilCatalogueChanges<Args extends unknown[], Value>(
  read: (db: Database, ...args: Args) => PromiseLike<Value>,
  { maxEntries = 1, dependsOn = [LISTS_TAG] }: { maxEntries?: number; dependsOn?: readonly string[] } = {},
): (db: Database, ...args: Args) => Promise<Value> {
  let kept = new WeakMap<Database, Map<string, Promise<Value>>>();
  onCatalogueChange((change) => {
    if (changeTouches(change, dependsOn)) kept = new WeakMap();
  });
  return (db, ...args) => {
    let entries = kept.get(db);
    if (!entries) kept.set(db, (entries = new Map()));
    const key = JSON.stringify(args);
    const hit = entries.get(key);
    if (hit) return hit;
    // A promise of its own: a query builder is a thenable that runs its query again on every
    // `then` or `catch`.
    const reading = Promise.resolve(read(db, ...args));
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
    entries.set(key, reading);
    const readingEntries = entries;
    reading.catch(() => {
      // Only this read is dropped: a change may already have replaced the whole map.
      if (readingEntries.get(key) === reading) readingEntries.delete(key);
    });
    return reading;
  };
}

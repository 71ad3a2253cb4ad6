/**
 * "The catalogue changed": admin edits to products, stock, prices or coupons call
 * `catalogueChanged()` after their transaction commits, and whoever keeps copies of public pages
 * (the page cache, server/app.ts) drops them, so the next visitor sees the change at once.
 *
 * In-process: with several instances on one PostgreSQL each instance's cache still expires by
 * its short TTL (decision 007); telling the other instances is the page-cache issue's part.
 */
type Listener = () => void;

// On globalThis: the development server reloads modules, and the cache must hear the new ones.
const holder = globalThis as typeof globalThis & { __sweetTripCatalogueListeners?: Set<Listener> };
const listeners = (holder.__sweetTripCatalogueListeners ??= new Set());

/** Calls `listener` after every catalogue change; returns the way to stop. */
export function onCatalogueChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Says that products, stock, prices or coupons changed (call it once the change is committed). */
export function catalogueChanged(): void {
  for (const listener of listeners) listener();
}

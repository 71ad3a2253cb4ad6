/**
 * "Recently viewed" (issue 28, decision 073): the last 8 products this browser opened, kept in
 * its localStorage and never sent to the server, so the pages that show them stay shared. Each
 * entry holds what its link shows (name, image, price as seen then).
 */
export const RECENTLY_VIEWED_KEY = "sweet-trip-recently-viewed";
export const RECENTLY_VIEWED_MAX = 8;

export interface ViewedProduct {
  slug: string;
  name: string;
  imageUrl: string | null;
  priceCents: number;
}

function isViewed(value: unknown): value is ViewedProduct {
  if (!value || typeof value !== "object") return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.slug === "string" &&
    typeof entry.name === "string" &&
    (entry.imageUrl === null || typeof entry.imageUrl === "string") &&
    typeof entry.priceCents === "number"
  );
}

/** The stored list, newest first; anything unreadable is an empty list. */
export function parseViewed(stored: string | null): ViewedProduct[] {
  if (!stored) return [];
  try {
    const value: unknown = JSON.parse(stored);
    return Array.isArray(value) ? value.filter(isViewed).slice(0, RECENTLY_VIEWED_MAX) : [];
  } catch {
    return [];
  }
}

/** The list with `product` first (moved there if it was in it), at most 8. */
export function withViewed(list: ViewedProduct[], product: ViewedProduct): ViewedProduct[] {
  return [product, ...list.filter((entry) => entry.slug !== product.slug)].slice(0, RECENTLY_VIEWED_MAX);
}

/** The stored text (a stable snapshot for useSyncExternalStore), null when none or refused. */
export function storedViewed(): string | null {
  try {
    return window.localStorage.getItem(RECENTLY_VIEWED_KEY);
  } catch {
    return null;
  }
}

export function readViewed(): ViewedProduct[] {
  return parseViewed(storedViewed());
}

const CHANGED = "sweet-trip-recently-viewed-changed";

export function storeViewed(list: ViewedProduct[]): void {
  try {
    window.localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(list));
    window.dispatchEvent(new Event(CHANGED));
  } catch {
    // Storage full or refused (private mode): the list is a convenience, nothing more.
  }
}

/** Calls `changed` when this tab or another changes the list. */
export function subscribeViewed(changed: () => void): () => void {
  window.addEventListener(CHANGED, changed);
  window.addEventListener("storage", changed);
  return () => {
    window.removeEventListener(CHANGED, changed);
    window.removeEventListener("storage", changed);
  };
}

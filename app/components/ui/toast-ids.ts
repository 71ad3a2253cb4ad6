/** How long each kind of toast stays on screen, in ms (the spec's durations). */
export const TOAST_DURATIONS = { blank: 4000, error: 4000, custom: 4000, success: 2000 } as const;

/**
 * The library's id for a toast the shop names `id`. react-hot-toast keeps a dismissed toast for a
 * second before removing it, and a toast shown again under the same id within that second is
 * removed with it: a second "Product saved." could flash and vanish. So a name stands for one
 * showing: while that toast is on screen the same name updates it (the same message twice at once
 * shows once); after it, the next showing gets an id of its own.
 */
export function toastIdTracker() {
  const showings = new Map<string, { id: string; until: number }>();
  let count = 0;
  return {
    idFor(name: string, durationMs: number, now: number): string {
      const shown = showings.get(name);
      if (shown && now < shown.until) {
        shown.until = now + durationMs;
        return shown.id;
      }
      const next = { id: `${name}#${++count}`, until: now + durationMs };
      showings.set(name, next);
      return next.id;
    },
    /** Every toast was dismissed: none is on screen any more. */
    forgetAll(): void {
      showings.clear();
    },
  };
}

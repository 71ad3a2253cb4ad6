import { useEffect, useSyncExternalStore } from "react";
import { hasSignedInHint } from "~/lib/signed-in-hint";
import type { FrameUser } from "~/modules/accounts/frame-user";

/**
 * The visitor of a shared page (decision 022), asked of /api/viewer after hydration: a shared
 * page's HTML is everyone's, so it leaves them out. One answer for the whole page, asked again
 * whenever the root's data is new (a navigation, or an action such as a heart's save), and only
 * when the browser holds a session (the signed-in hint); the last answer stays on screen while
 * the next is on its way, so the header does not flicker between pages.
 */
export interface AskedViewer {
  user: FrameUser | null;
  savedProductIds: string[];
  reviewIds: string[];
}

let answer: AskedViewer | undefined;
let askedFor: unknown;
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const publish = (next: AskedViewer | undefined) => {
  answer = next;
  for (const listener of listeners) listener();
};

/** The asked visitor while `rootData` leaves them out (undefined until the answer is in). */
export function useAskedViewer(rootData: object | undefined, needed: boolean): AskedViewer | undefined {
  const current = useSyncExternalStore(
    subscribe,
    () => answer,
    () => undefined,
  );
  useEffect(() => {
    if (!needed || askedFor === rootData) return;
    askedFor = rootData;
    if (!hasSignedInHint(document.cookie)) {
      if (answer) publish(undefined);
      return;
    }
    void fetch("/api/viewer", { headers: { Accept: "application/json" } })
      .then((response) => (response.ok ? (response.json() as Promise<AskedViewer>) : undefined))
      .catch(() => undefined)
      .then((viewer) => {
        if (askedFor === rootData) publish(viewer);
      });
  }, [rootData, needed]);
  return needed ? current : undefined;
}

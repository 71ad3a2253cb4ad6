import { useEffect, useId, useRef } from "react";
import { toast } from "~/components/ui/toast";
import { useTranslation } from "~/i18n/react";
import { useFetcher, useFetchers, type FetcherWithComponents } from "react-router";
import { useRootData } from "~/components/layout/use-root-data";
import { hasSignedInHint } from "~/lib/signed-in-hint";
import {
  WISHLIST_ACTION,
  type WishlistAnswer,
  type WishlistRequest,
} from "~/modules/wishlist/wishlist-request";

/** The spec's cards show their toasts for 4 s. */
const TOAST_MS = 4000;

/** What a heart reads of its fetcher. */
type WishlistFetcher = Pick<FetcherWithComponents<WishlistAnswer>, "data" | "state" | "submit">;

const IDLE_ON_THE_SERVER: WishlistFetcher = {
  state: "idle",
  data: undefined,
  submit: () => Promise.reject(new Error("a wishlist change is sent from the browser only")),
};

/**
 * On the server a heart's fetcher is idle with no answer, as React Router's would be: nothing is
 * clicked there and effects do not run. React Router's `useFetcher` is some fifteen hooks (a key,
 * callbacks, a form component) for each of a page's 8–24 hearts (decision 107). `useId` stays, as
 * `useFetcher` calls it, so that the server and the browser number the page's ids alike.
 */
function useServerFetcher(): WishlistFetcher {
  useId();
  return IDLE_ON_THE_SERVER;
}

// As Link does (decision 035): the server's build takes the light one, the browser's React Router's.
const useWishlistFetcher: () => WishlistFetcher = import.meta.env.SSR
  ? useServerFetcher
  : useFetcher<WishlistAnswer>;

// One Set per list of ids the root loader sent, shared by every heart on the page.
const savedSets = new WeakMap<readonly string[], ReadonlySet<string>>();

function savedSetOf(ids: readonly string[]): ReadonlySet<string> {
  let set = savedSets.get(ids);
  if (!set) savedSets.set(ids, (set = new Set(ids)));
  return set;
}

/**
 * Whether the signed-in visitor has saved `productId`: what the root loader said, overridden by
 * the latest change on its way to the server (optimistic), so that every heart for the product
 * agrees at once. A change the server refuses falls back to the loader's answer.
 */
export function useIsSaved(productId: string): boolean {
  const { savedProductIds } = useRootData();
  const fetchers = useFetchers();
  let saved = savedSetOf(savedProductIds).has(productId);
  for (const fetcher of fetchers) {
    if (fetcher.formAction !== WISHLIST_ACTION || fetcher.formData?.get("productId") !== productId) continue;
    saved = fetcher.formData.get("intent") === "add";
  }
  return saved;
}

export interface WishlistToggle {
  /** Signed in: the heart has a state to show. */
  signedIn: boolean;
  saved: boolean;
  /** Saves the product when it is not saved, else unsaves it. */
  toggle: () => void;
  /** Unsaves it (the wishlist page's remove button). */
  remove: () => void;
  /** A change is on its way to the server. */
  busy: boolean;
}

/**
 * A heart for one product (spec sections 5 and 8). Signed out: "Please sign in to add to
 * wishlist". Signed in: saves or unsaves it through /api/wishlist with a fetcher (the root loader
 * then sends the new saved ids) and says how it went in a toast, which screen readers announce
 * (react-hot-toast gives it role="status"): "{name} added to wishlist!", "{name} removed from
 * wishlist", or the failure. `onRemoved` runs once a removal is confirmed.
 */
export function useWishlistToggle(
  product: { id: string; name: string },
  options: { onRemoved?: () => void } = {},
): WishlistToggle {
  const { t } = useTranslation();
  const { user } = useRootData();
  const fetcher = useWishlistFetcher();
  const saved = useIsSaved(product.id);
  const lastIntent = useRef<WishlistRequest["intent"]>("add");
  const { onRemoved } = options;

  // Each answer is told once, as soon as it arrives (before the page's data is reloaded: on the
  // wishlist page a removed item's row goes away with that reload).
  const told = useRef<unknown>(null);
  useEffect(() => {
    const answer = fetcher.data;
    if (!answer || told.current === answer) return;
    told.current = answer;
    // One toast per product's heart: a success replaces the error it resolves (issue 27 item 4).
    const id = `wishlist-${product.id}`;
    if ("saved" in answer) {
      if (answer.saved)
        toast.success(t("shopping.wishlistAdded", { name: product.name }), { duration: TOAST_MS, id });
      else {
        toast.success(t("wishlist.removed", { name: product.name }), { duration: TOAST_MS, id });
        onRemoved?.();
      }
    } else if ("signedOut" in answer) {
      // The session ended in another tab: the server's "Please sign in to add to wishlist".
      toast.error(answer.error, { duration: TOAST_MS, id });
    } else {
      const failed = lastIntent.current === "add" ? t("shopping.wishlistFailed") : t("wishlist.removeFailed");
      toast.error(failed, { duration: TOAST_MS, id });
    }
  }, [fetcher.data, onRemoved, product.name, product.id, t]);

  const send = (intent: WishlistRequest["intent"]) => {
    // A shared page learns who is signed in after it loads (decision 022): while it does, a
    // browser that holds a session asks the server, which saves or says to sign in.
    if (!user && !hasSignedInHint(document.cookie)) {
      toast.error(t("shopping.wishlistSignIn"), { duration: TOAST_MS });
      return;
    }
    const request: WishlistRequest = { intent, productId: product.id };
    lastIntent.current = intent;
    void fetcher.submit(request, { method: "post", action: WISHLIST_ACTION });
  };

  return {
    signedIn: user !== null,
    saved,
    toggle: () => send(saved ? "remove" : "add"),
    remove: () => send("remove"),
    busy: fetcher.state !== "idle",
  };
}

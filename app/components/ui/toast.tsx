import { useSyncExternalStore } from "react";
import type { ToastOptions } from "react-hot-toast";
import { onDemand } from "./on-demand";

/**
 * The shop's toasts: `toast(text)`, `toast.success(text)`, `toast.error(text)`, with
 * react-hot-toast's options (`id`, `duration`), and `toast.undo(text, { label, onUndo })`. A
 * success that resolves an error is shown under the error's `id`, so that it replaces it. The library and its Toaster (`./Toaster`) are not
 * part of the first load (issue 10 item 4), nor is how a toast is shown (decision 097): the first toast loads them and mounts the Toaster
 * (`<Toasts />`, in the root layout), which then shows it. Every toast of the shop goes through
 * here, so that one place decides how they load and look.
 */
const library = onDemand(() => import("./Toaster"));

type Library = Awaited<ReturnType<typeof library.load>>;
let loaded: Library | undefined;
const listeners = new Set<() => void>();

export type ToastKind = "blank" | "success" | "error" | "undo";

/** A toast whose button takes back what it reports (`toast.undo`). */
export interface UndoOptions extends ToastOptions {
  /** The button's text ("Undo"). */
  label: string;
  onUndo: () => void;
}

/** How long an Undo stays offered: longer than a plain toast, so that there is time to press it. */
export const UNDO_TOAST_MS = 6000;

function show(kind: ToastKind, message: string, named?: ToastOptions | UndoOptions): void {
  // When it was asked for: a toast's id depends on what was on screen then (`./toast-ids`).
  const at = Date.now();
  library.load().then(
    (module) => {
      if (!loaded) {
        loaded = module;
        for (const listener of listeners) listener();
      }
      module.showToast(kind, message, named, at);
    },
    // Offline or a new deployment: this toast is lost, the next one tries again.
    (error: unknown) => console.warn("could not show a toast", message, error),
  );
}

export const toast = Object.assign(
  (message: string, options?: ToastOptions) => show("blank", message, options),
  {
    success: (message: string, options?: ToastOptions) => show("success", message, options),
    error: (message: string, options?: ToastOptions) => show("error", message, options),
    /** A message with a button that takes back what it reports, offered for UNDO_TOAST_MS. */
    undo: (message: string, options: UndoOptions) => show("undo", message, options),
    /** Takes every toast shown away (none shown yet: nothing to load). */
    dismissAll: () => loaded?.dismissAllToasts(),
  },
);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The Toaster, once the first toast has loaded it (react-hot-toast keeps the toasts shown before
 * it mounts and shows them then); nothing before, nor on the server.
 */
export function Toasts() {
  const toaster = useSyncExternalStore(
    subscribe,
    () => loaded,
    () => undefined,
  );
  return toaster ? <toaster.ShopToaster /> : null;
}

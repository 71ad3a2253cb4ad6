import { useEffect, useState, useSyncExternalStore } from "react";
import { toast, Toaster, type ToastOptions } from "react-hot-toast";
import { UNDO_TOAST_MS, type ToastKind, type UndoOptions } from "./toast";
import { TOAST_DURATIONS, toastIdTracker } from "./toast-ids";

/** react-hot-toast, loaded with the first toast (`./toast`). */
export { toast };

const libraryIds = toastIdTracker();

/** Shows a toast asked for `at` (`toast()` and its kinds, `./toast`). */
export function showToast(
  kind: ToastKind,
  message: string,
  named: ToastOptions | UndoOptions | undefined,
  at: number,
): void {
  const duration = named?.duration ?? (kind === "undo" ? UNDO_TOAST_MS : TOAST_DURATIONS[kind]);
  const options = named?.id ? { ...named, id: libraryIds.idFor(named.id, duration, at) } : named;
  if (kind === "undo") undoToast(message, { duration, ...(options as UndoOptions) });
  else if (kind === "blank") toast(message, options);
  else toast[kind](message, options);
}

/** Takes every toast shown away (`toast.dismissAll`). */
export function dismissAllToasts(): void {
  libraryIds.forgetAll();
  toast.dismiss();
}

/**
 * Screens up to this wide (the spec's small screens) show toasts at the bottom: at the top they
 * would sit over the sticky header's controls (issue 27 item 4).
 */
const SMALL_SCREEN = "(max-width: 768px)";

function subscribeToScreen(listener: () => void) {
  const query = window.matchMedia(SMALL_SCREEN);
  query.addEventListener("change", listener);
  return () => query.removeEventListener("change", listener);
}

function useSmallScreen(): boolean {
  return useSyncExternalStore(
    subscribeToScreen,
    () => window.matchMedia(SMALL_SCREEN).matches,
    () => false,
  );
}

/**
 * Where the sticky header ends (it shrinks once the page scrolls): wide screens show toasts just
 * below it, top right, where they cover none of its controls. Over the cart button, a toast also
 * stopped the click it was in the way of, and paused itself while the pointer rested on it.
 */
function useHeaderBottom(): number {
  const [bottom, setBottom] = useState(0);
  useEffect(() => {
    const header = document.querySelector("[data-site-header]");
    if (!header) return;
    const observer = new ResizeObserver(() => setBottom(header.getBoundingClientRect().bottom));
    observer.observe(header);
    return () => observer.disconnect();
  }, []);
  return bottom;
}

/**
 * A toast with one button that takes back what it reports ("Cart cleared. Undo"). The button
 * runs `onUndo` once and closes the toast.
 */
export function undoToast(
  message: string,
  { label, onUndo, ...options }: ToastOptions & { label: string; onUndo: () => void },
): void {
  toast(
    (shown) => (
      <span className="flex items-center gap-3">
        <span>{message}</span>
        <button
          type="button"
          onClick={() => {
            toast.dismiss(shown.id);
            onUndo();
          }}
          className="inline-flex min-h-9 shrink-0 items-center rounded-full border border-line px-3 text-sm font-semibold text-accent transition-colors hover:bg-surface-muted"
        >
          {label}
        </button>
      </span>
    ),
    options,
  );
}

/**
 * Where toasts show: top right on wide screens (below the sticky header), with the spec's
 * durations and the shop's colours; at the bottom, above the browser's own bar, on small ones.
 */
export function ShopToaster() {
  const small = useSmallScreen();
  const headerBottom = useHeaderBottom();
  return (
    <Toaster
      position={small ? "bottom-center" : "top-right"}
      containerStyle={
        small ? { bottom: "max(1rem, env(safe-area-inset-bottom))" } : { top: Math.max(16, headerBottom + 8) }
      }
      // The spec's durations; loading toasts keep the library's default of no timeout.
      toastOptions={{
        blank: { duration: TOAST_DURATIONS.blank },
        error: { duration: TOAST_DURATIONS.error },
        custom: { duration: TOAST_DURATIONS.custom },
        success: { duration: TOAST_DURATIONS.success },
        style: {
          background: "var(--surface-raised)",
          color: "var(--ink)",
          border: "1px solid var(--line)",
        },
      }}
    />
  );
}

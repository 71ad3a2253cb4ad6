import { toast, Toaster } from "react-hot-toast";
import { TOAST_DURATIONS } from "./toast-ids";

/** react-hot-toast, loaded with the first toast (`./toast`). */
export { toast };

/** Where toasts show: top right, with the spec's durations and the shop's colours. */
export function ShopToaster() {
  return (
    <Toaster
      position="top-right"
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

import { toast, Toaster } from "react-hot-toast";

/** react-hot-toast, loaded with the first toast (`./toast`). */
export { toast };

/** Where toasts show: top right, with the spec's durations and the shop's colours. */
export function ShopToaster() {
  return (
    <Toaster
      position="top-right"
      // The spec's durations; loading toasts keep the library's default of no timeout.
      toastOptions={{
        blank: { duration: 4000 },
        error: { duration: 4000 },
        custom: { duration: 4000 },
        success: { duration: 2000 },
        style: {
          background: "var(--surface-raised)",
          color: "var(--ink)",
          border: "1px solid var(--line)",
        },
      }}
    />
  );
}

import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";

/** The row of a ConfirmDialog's buttons: stacked on a phone (the action first), in a row beside. */
export const confirmActionsClassName = "mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end";

/**
 * The page's own "Are you sure?" (role `alertdialog`, never the browser's confirm()): a title, a
 * line, and the actions given as children, inside `confirmActionsClassName` (a form's, when the
 * action posts). Radix traps focus inside and closes on Escape; the first button (Dialog.Close,
 * "Keep …") has the first focus, so a stray Enter destroys nothing.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  onCloseAutoFocus,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  onCloseAutoFocus?: (event: Event) => void;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <Dialog.Content
          role="alertdialog"
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-line bg-surface-raised p-6 text-ink shadow-2xl"
        >
          <Dialog.Title className="font-display text-xl font-semibold">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-ink-muted">{description}</Dialog.Description>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

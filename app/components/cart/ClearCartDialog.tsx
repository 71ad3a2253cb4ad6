import * as Dialog from "@radix-ui/react-dialog";
import { SpriteIcon } from "~/components/icons/SpriteIcon";
import { useTranslation } from "~/i18n/react";

/**
 * "Clear your cart?": the cart page's Clear Cart asks first, in the page's own alert dialog (not
 * the browser's confirm()). Radix traps focus inside and closes on Escape; "Keep my items" has
 * the first focus, so a stray Enter clears nothing. Loaded when first wanted (CartPageView).
 */
export function ClearCartDialog({
  open,
  onOpenChange,
  itemCount,
  onConfirm,
  onCloseAutoFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  itemCount: number;
  onConfirm: () => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <Dialog.Content
          role="alertdialog"
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-line bg-surface-raised p-6 text-ink shadow-2xl"
        >
          <Dialog.Title className="font-display text-xl font-semibold">
            {t("shoppingCart.clear.title")}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-ink-muted">
            {t("shoppingCart.clear.text", { count: itemCount })}
          </Dialog.Description>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-end">
            <Dialog.Close type="button" className="button-secondary">
              {t("shoppingCart.clear.cancel")}
            </Dialog.Close>
            <button type="button" onClick={onConfirm} className="button-danger">
              <SpriteIcon name="trash" className="size-5" />
              {t("shoppingCart.clearCart")}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

import * as Dialog from "@radix-ui/react-dialog";
import { SpriteIcon } from "~/components/icons/SpriteIcon";
import { ConfirmDialog, confirmActionsClassName } from "~/components/ui/ConfirmDialog";
import { useCartTranslation } from "~/i18n/parts/cart";

/**
 * "Clear your cart?": the cart page's Clear Cart asks first; "Keep my items" has the first focus.
 * Loaded when first wanted (CartPageView).
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
  const { t } = useCartTranslation();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("shoppingCart.clear.title")}
      description={t("shoppingCart.clear.text", { count: itemCount })}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <div className={confirmActionsClassName}>
        <Dialog.Close type="button" className="button-secondary">
          {t("shoppingCart.clear.cancel")}
        </Dialog.Close>
        <button type="button" onClick={onConfirm} className="button-danger">
          <SpriteIcon name="trash" className="size-5" />
          {t("shoppingCart.clearCart")}
        </button>
      </div>
    </ConfirmDialog>
  );
}

import * as Dialog from "@radix-ui/react-dialog";
import { SpriteIcon } from "~/components/icons/SpriteIcon";
import { useTranslation } from "~/i18n/react";
import { NotifyMeForm } from "./NotifyMeForm";

/**
 * The "Notify me" form in a dialog, over the card or the product page it was opened from. Radix
 * keeps the focus inside, closes on Escape and gives the focus back to the button that opened it.
 */
export function NotifyMeDialog({
  product,
  open,
  onOpenChange,
}: {
  product: { id: string; name: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-line bg-surface-raised p-6 text-ink shadow-2xl">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="font-display text-xl font-semibold">
              {t("product.stockAlert.title")}
            </Dialog.Title>
            <Dialog.Close
              className="-mt-1 -mr-2 inline-flex size-10 shrink-0 items-center justify-center rounded-full text-ink-muted hover:bg-surface-muted hover:text-ink"
              aria-label={t("product.stockAlert.close")}
            >
              <SpriteIcon name="x" className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-2 mb-5 text-ink-muted">
            {t("product.stockAlert.text", { name: product.name })}
          </Dialog.Description>
          <NotifyMeForm product={product} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

import clsx from "clsx";
import { useState } from "react";
import { SpriteIcon } from "~/components/icons/SpriteIcon";
import { onDemand, prefetch, useOnDemand } from "~/components/ui/on-demand";
import { useTranslation } from "~/i18n/react";

const dialogCode = onDemand(() => import("./NotifyMeDialog"));

/**
 * "Notify me", beside a sold-out product's disabled "Out of Stock" button (issue 27 item 3). A
 * link to /notify-me, the form's own page, which it is without JavaScript; with it, a click opens
 * the same form in a dialog over the page (its code loaded on the first hover, focus or click).
 * `compact`: a card's, which shows its icon alone when the card is narrow.
 */
export function NotifyMe({
  product,
  compact = false,
}: {
  product: { id: string; name: string };
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const dialog = useOnDemand(dialogCode, wanted);
  const warm = () => prefetch(dialogCode);
  return (
    <>
      <a
        href={`/notify-me?product=${product.id}`}
        aria-label={t("product.stockAlert.notifyMeLabel", { name: product.name })}
        aria-haspopup="dialog"
        onPointerEnter={warm}
        onFocus={warm}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          setWanted(true);
          setOpen(true);
        }}
        className={clsx(compact ? "notify-me notify-me-compact" : "notify-me")}
      >
        <SpriteIcon name="mail" className="size-4 shrink-0" />
        <span>{t("product.stockAlert.notifyMe")}</span>
      </a>
      {dialog && <dialog.NotifyMeDialog product={product} open={open} onOpenChange={setOpen} />}
    </>
  );
}

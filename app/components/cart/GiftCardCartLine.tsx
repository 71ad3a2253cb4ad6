import clsx from "clsx";
import { SpriteIcon } from "~/components/icons/SpriteIcon";
import { useCartTranslation } from "~/i18n/parts/cart";
import { formatPrice } from "~/lib/money";
import type { GiftCardLine } from "~/modules/gift-cards/cart-line";
import { useCartStore } from "./cart-store";
import { RemoveLineButton } from "./RemoveLineButton";

/** A little gift card drawn where a product shows its picture (decision 085). */
export function GiftCardTile({ amountCents, className }: { amountCents: number; className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={clsx(
        "flex shrink-0 flex-col justify-between overflow-hidden rounded-xl bg-linear-to-br from-pink-500 via-fuchsia-500 to-amber-400 p-1.5 text-white shadow-sm",
        className,
      )}
    >
      <SpriteIcon name="gift" className="size-4" />
      <span className="text-right text-xs font-bold tabular-nums">{formatPrice(amountCents)}</span>
    </div>
  );
}

/** A gift card in the cart: for whom, to which address and when; its amount; Remove. */
export function GiftCardCartLine({ card, compact = false }: { card: GiftCardLine; compact?: boolean }) {
  const { t, language } = useCartTranslation();
  const removeGiftCard = useCartStore((state) => state.removeGiftCard);
  const date = new Date(`${card.deliverOn}T00:00:00Z`).toLocaleDateString(language, {
    timeZone: "UTC",
    dateStyle: "medium",
  });
  return (
    <li className="flex gap-3 py-4 sm:gap-4">
      <GiftCardTile amountCents={card.amountCents} className={compact ? "size-16" : "size-20 sm:size-24"} />
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <p className="font-semibold break-words">
              {t("shoppingCart.giftCard.name", { name: card.recipientName })}
            </p>
            <p className="text-sm break-all text-ink-muted">
              {t("shoppingCart.giftCard.detail", { email: card.recipientEmail, date })}
            </p>
          </div>
          {!compact && <p className="shrink-0 font-semibold tabular-nums">{formatPrice(card.amountCents)}</p>}
        </div>
        <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
          {compact ? (
            <span className="font-semibold tabular-nums">{formatPrice(card.amountCents)}</span>
          ) : (
            <span />
          )}
          <RemoveLineButton
            label={t("shoppingCart.giftCard.remove", { name: card.recipientName })}
            compact={compact}
            onRemove={() => removeGiftCard(card.id)}
          />
        </div>
      </div>
    </li>
  );
}

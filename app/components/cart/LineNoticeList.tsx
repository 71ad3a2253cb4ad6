import { SpriteIcon } from "~/components/icons/SpriteIcon";
import type { ReactNode } from "react";
import { useCartTranslation } from "~/i18n/parts/cart";
import { formatPrice } from "~/lib/money";
import type { LineNotice } from "~/modules/cart/quote";

const UNAVAILABLE_TEXT = {
  inactive: "shoppingCart.notice.inactive",
  gone: "shoppingCart.notice.gone",
  "sold-out": "shoppingCart.notice.soldOut",
} as const;

const TONE_CLASS = {
  danger: "text-cherry-ink dark:text-red-300",
  warning: "text-amber-ink dark:text-amber-300",
  info: "text-accent",
} as const;

function Note({ tone, children }: { tone: keyof typeof TONE_CLASS; children: ReactNode }) {
  return (
    <li className={`flex items-start gap-1.5 ${TONE_CLASS[tone]}`}>
      <SpriteIcon
        name={tone === "info" ? "info" : "triangle-exclamation-point"}
        className="mt-0.5 size-4 shrink-0"
      />
      <span>{children}</span>
    </li>
  );
}

/**
 * What a refresh from the server found about one line, said plainly: a new price, a quantity
 * lowered to the stock or the per-order limit, or a product that can no longer be bought.
 */
export function LineNoticeList({ notice, lowStock }: { notice: LineNotice | undefined; lowStock?: number }) {
  const { t } = useCartTranslation();
  const { priceChange, quantityLowered, unavailable } = notice ?? {};
  if (!priceChange && !quantityLowered && !unavailable && lowStock === undefined) return null;

  return (
    <ul className="mt-1.5 space-y-1 text-sm font-medium">
      {unavailable && (
        <Note tone="danger">
          {t(UNAVAILABLE_TEXT[unavailable])} {t("shoppingCart.notice.notCounted")}
        </Note>
      )}
      {priceChange && (
        <Note tone="info">
          {t("shoppingCart.notice.priceChanged", {
            from: formatPrice(priceChange.fromCents),
            to: formatPrice(priceChange.toCents),
          })}
        </Note>
      )}
      {lowStock !== undefined && (
        <Note tone="warning">{t("shoppingCart.line.lowStock", { count: lowStock })}</Note>
      )}
      {quantityLowered && (
        <Note tone="info">
          {t(
            quantityLowered.byLimit
              ? "shoppingCart.notice.quantityLimited"
              : "shoppingCart.notice.quantityLowered",
            { from: quantityLowered.from, to: quantityLowered.to },
          )}
        </Note>
      )}
    </ul>
  );
}

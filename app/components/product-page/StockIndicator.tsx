import clsx from "clsx";
import { SpriteIcon } from "~/components/icons/SpriteIcon";
import { useTranslation } from "~/i18n/react";
import { stockIndicator } from "~/modules/catalog/stock";

// Green, amber and red (spec section 9), in text shades that keep AA contrast on both themes.
const styles = {
  "in-stock": { icon: "circle-check", className: "text-mint-ink dark:text-green-400" },
  "few-left": { icon: "circle-exclamation-point", className: "text-amber-ink dark:text-amber-300" },
  "out-of-stock": { icon: "circle-x", className: "text-cherry-ink dark:text-red-400" },
} as const;

/** The product page's stock line: In Stock above 10, "Only n left" from 1 to 10, Out of Stock at 0. */
export function StockIndicator({ stock }: { stock: number }) {
  const { t } = useTranslation();
  const indicator = stockIndicator(stock);
  const { icon, className } = styles[indicator.level];
  const text =
    indicator.level === "in-stock"
      ? t("product.stock.inStock")
      : indicator.level === "few-left"
        ? t("product.stock.fewLeft", { count: indicator.count })
        : t("product.stock.outOfStock");
  return (
    <p className={clsx("flex items-center gap-2 font-semibold", className)}>
      <SpriteIcon name={icon} className="size-5 shrink-0" />
      {text}
    </p>
  );
}

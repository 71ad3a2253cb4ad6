import clsx from "clsx";
import { useCartTranslation } from "~/i18n/parts/cart";
import { QuantityButtons } from "~/components/ui/QuantityButtons";
import { Link } from "~/components/ui/Link";
import { formatPrice } from "~/lib/money";
import { PLACEHOLDER_IMAGE, PRODUCT_IMAGE_SIZE } from "~/lib/product-images";
import type { CartItem } from "~/modules/cart/cart-line";
import { useCartStore } from "./cart-store";
import { RemoveLineButton } from "./RemoveLineButton";
import type { LineNotice } from "~/modules/cart/quote";
import { LOW_STOCK_BADGE_MAX } from "~/modules/catalog/stock";
import { LineNoticeList } from "./LineNoticeList";
import { DEFAULT_MAX_PER_ORDER, buyableQuantity } from "~/modules/cart/order-limit";

/**
 * One line of the cart, in the panel (compact) or on the cart page: image and name linking to
 * the product, unit price, what a refresh found, the stepper, the line total and Remove. A line
 * that can no longer be bought is dimmed and keeps only Remove.
 */
export function CartLine({
  item,
  notice,
  compact = false,
  onNavigate,
}: {
  item: CartItem;
  notice: LineNotice | undefined;
  compact?: boolean;
  /** Called when the product link is followed (the panel closes itself then). */
  onNavigate?: () => void;
}) {
  const { t } = useCartTranslation();
  const updateQuantity = useCartStore((state) => state.updateQuantity);
  const removeItem = useCartStore((state) => state.removeItem);
  const unavailable = Boolean(notice?.unavailable);
  const lowStock = !unavailable && item.stockQuantity <= LOW_STOCK_BADGE_MAX ? item.stockQuantity : undefined;
  const imageSize = compact ? "size-16" : "size-20 sm:size-24";

  return (
    <li className="flex gap-3 py-4 sm:gap-4">
      <Link
        to={`/product/${item.slug}`}
        onClick={onNavigate}
        tabIndex={-1}
        aria-hidden="true"
        className={clsx(
          "shrink-0 overflow-hidden rounded-xl bg-surface-muted",
          imageSize,
          unavailable && "opacity-50",
        )}
      >
        <img
          src={item.imageUrl ?? PLACEHOLDER_IMAGE}
          alt=""
          width={PRODUCT_IMAGE_SIZE}
          height={PRODUCT_IMAGE_SIZE}
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
        />
      </Link>

      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <Link
              to={`/product/${item.slug}`}
              onClick={onNavigate}
              className={clsx(
                "font-semibold break-words hover:text-accent hover:underline",
                unavailable && "text-ink-muted line-through",
              )}
            >
              {item.name}
            </Link>
            <p className="text-sm text-ink-muted tabular-nums">
              {t("shoppingCart.line.each", { price: formatPrice(item.priceCents) })}
            </p>
            {!unavailable && (
              <p className="text-sm text-ink-muted">
                {t("shopping.limitPerOrder", { count: item.maxPerOrder ?? DEFAULT_MAX_PER_ORDER })}
              </p>
            )}
          </div>
          {!compact && !unavailable && (
            <p className="shrink-0 font-semibold tabular-nums">
              {formatPrice(item.priceCents * item.quantity)}
            </p>
          )}
        </div>

        <LineNoticeList notice={notice} lowStock={lowStock} />

        <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
          {unavailable ? (
            <span />
          ) : (
            <QuantityButtons
              size="sm"
              aria-label={t("shoppingCart.line.quantityOf", { name: item.name })}
              value={item.quantity}
              max={buyableQuantity(item.stockQuantity, item.maxPerOrder)}
              onChange={(quantity) => updateQuantity(item.productId, quantity)}
            />
          )}
          <RemoveLineButton
            label={t("shoppingCart.line.removeNamed", { name: item.name })}
            compact={compact}
            onRemove={() => removeItem(item.productId)}
          />
        </div>
      </div>
    </li>
  );
}

import { useTranslation } from "react-i18next";
import { formatPrice } from "~/lib/money";
import { PLACEHOLDER_IMAGE } from "~/lib/product-images";
import type { CartItem } from "~/modules/cart/cart-store";

/** Checkout's list of what is being bought: image, name, "Qty: n" and the line total. */
export function OrderSummary({ items }: { items: readonly CartItem[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="checkout-summary-heading">
      <h2 id="checkout-summary-heading" className="text-xl font-semibold">
        {t("checkout.summary.heading")}
      </h2>
      <ul className="mt-4 divide-y divide-line">
        {items.map((item) => (
          <li key={item.productId} className="flex items-center gap-3 py-3">
            <img
              src={item.imageUrl ?? PLACEHOLDER_IMAGE}
              alt=""
              width={56}
              height={56}
              className="size-14 shrink-0 rounded-lg border border-line bg-surface-muted object-cover"
            />
            <div className="min-w-0 flex-1">
              <p className="font-medium break-words">{item.name}</p>
              <p className="text-sm text-ink-muted">
                {t("checkout.summary.quantity", { count: item.quantity })}
              </p>
            </div>
            <p className="font-semibold tabular-nums">{formatPrice(item.priceCents * item.quantity)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

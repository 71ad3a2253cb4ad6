import { useEffect, useState } from "react";
import { SpriteIcon } from "~/components/icons/SpriteIcon";
import { Link } from "~/components/ui/Link";
import { useTranslation } from "~/i18n/react";
import { LANGUAGE_PARAM } from "~/lib/language";
import { formatPrice } from "~/lib/money";
import { PLACEHOLDER_IMAGE } from "~/lib/product-images";
import type { CartProduct } from "~/modules/cart/cart-line";
import { useCartStore } from "./cart-store";
import { useAddToCart } from "./use-add-to-cart";

interface Suggestion {
  id: string;
  slug: string;
  name: string;
  priceCents: number;
  imageUrl: string | null;
  stockQuantity: number;
  maxPerOrder: number;
}

/**
 * Under the free-shipping hint (issue 28): one or two products that pair with the cart's and would
 * get it there, asked of /api/cart/suggestions with the cart's product ids alone, by the browser.
 */
export function CartSuggestions({ missingCents }: { missingCents: number }) {
  const { t, language } = useTranslation();
  const productIds = useCartStore((state) => state.items.map((item) => item.productId).join(","));
  const addToCart = useAddToCart();
  const [answer, setAnswer] = useState<{ key: string; products: Suggestion[] } | null>(null);
  const key = `${productIds}|${missingCents}|${language}`;

  useEffect(() => {
    if (!productIds || missingCents <= 0) return;
    const query = new URLSearchParams({ missing: String(missingCents), [LANGUAGE_PARAM]: language });
    for (const id of productIds.split(",")) query.append("product", id);
    const controller = new AbortController();
    fetch(`/api/cart/suggestions?${query}`, { signal: controller.signal })
      .then((response) => (response.ok ? response.json() : { products: [] }))
      .then((body: { products: Suggestion[] }) => setAnswer({ key, products: body.products }))
      .catch(() => {
        // Offline or aborted: no suggestions, the cart works as before.
      });
    return () => controller.abort();
  }, [key, productIds, missingCents, language]);

  const products = answer?.key === key && missingCents > 0 ? answer.products : [];
  if (products.length === 0) return null;
  return (
    <div className="space-y-2" data-testid="cart-suggestions">
      <p className="text-sm text-ink-muted">{t("pairs.cartHint")}</p>
      <ul className="space-y-2">
        {products.map((product) => {
          const line: CartProduct = {
            productId: product.id,
            slug: product.slug,
            name: product.name,
            priceCents: product.priceCents,
            imageUrl: product.imageUrl,
            stockQuantity: product.stockQuantity,
            maxPerOrder: product.maxPerOrder,
          };
          return (
            <li
              key={product.id}
              className="flex items-center gap-3 rounded-xl border border-line bg-surface p-2"
            >
              <img
                src={product.imageUrl ?? PLACEHOLDER_IMAGE}
                alt=""
                width={48}
                height={48}
                className="size-12 shrink-0 rounded-lg bg-surface-muted object-contain"
              />
              <div className="min-w-0 flex-1">
                <Link
                  to={`/product/${encodeURIComponent(product.slug)}`}
                  className="line-clamp-1 text-sm font-semibold hover:underline"
                >
                  {product.name}
                </Link>
                <p className="text-sm text-ink-muted tabular-nums">{formatPrice(product.priceCents)}</p>
              </div>
              <button
                type="button"
                onClick={() => addToCart(line)}
                aria-label={`${t("shopping.addToCart")}: ${product.name}`}
                className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-grape text-white transition-colors hover:bg-grape/90 motion-reduce:transition-none"
              >
                <SpriteIcon name="plus" className="size-4" />
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

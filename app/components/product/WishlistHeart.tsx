import clsx from "clsx";
import { useTranslation } from "~/i18n/react";
import { SpriteIcon } from "~/components/icons/SpriteIcon";
import { useWishlistToggle } from "~/components/wishlist/use-wishlist";

/**
 * The heart that saves a product in the wishlist, on cards and on the product page. Signed in,
 * it is a toggle button: filled and `aria-pressed` when the product is saved. Its name stays
 * "Add to wishlist" whatever the state — a toggle whose label flips would read "Remove from
 * wishlist, pressed" (WAI-ARIA APG, button pattern); the toast announces each change. Signed
 * out it has no state and says "Please sign in to add to wishlist".
 */
export function WishlistHeart({
  product,
  size = "card",
}: {
  product: { id: string; name: string };
  /** `card`: beside a card's Add to cart; `page`: beside the product page's. */
  size?: "card" | "page";
}) {
  const { t } = useTranslation();
  const { signedIn, saved, toggle } = useWishlistToggle(product);
  return (
    <button
      type="button"
      aria-label={t("shopping.addToWishlist")}
      aria-pressed={signedIn ? saved : undefined}
      onClick={toggle}
      className={clsx(
        "heart-button",
        size === "card" ? "size-10" : "size-12 bg-surface-raised",
        saved
          ? "border-candy-pink text-candy-pink dark:border-pink-400 dark:text-pink-400"
          : clsx("border-line", size === "card" ? "text-ink-muted" : "text-ink"),
      )}
    >
      <SpriteIcon name="heart" className={clsx("size-5", saved && "fill-current")} />
    </button>
  );
}

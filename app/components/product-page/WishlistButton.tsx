import { Heart } from "lucide-react";
import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";

/**
 * The heart shown to signed-in visitors (spec sections 2 and 6). The spec's wishlist saves
 * nothing and answers with its success toast; the saved wishlist arrives with accounts.
 */
export function WishlistButton({ productName }: { productName: string }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      aria-label={t("shopping.addToWishlist")}
      onClick={() => toast.success(t("shopping.wishlistAdded", { name: productName }), { duration: 4000 })}
      className="flex size-12 shrink-0 items-center justify-center rounded-full border border-line bg-surface-raised text-ink transition-colors hover:border-candy-pink hover:text-candy-pink"
    >
      <Heart className="size-5" aria-hidden="true" />
    </button>
  );
}

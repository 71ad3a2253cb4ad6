import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";
import { useRootData } from "~/components/layout/use-root-data";

/** The spec's cards show their toasts for 4 s. */
const TOAST_MS = 4000;

/**
 * The card's heart (spec sections 5 and 8): signed out, "Please sign in to add to wishlist".
 * Signed in, the spec's wishlist saves nothing and answers with its success toast; the saved
 * wishlist arrives with accounts.
 */
export function useAddToWishlist(): (productName: string) => void {
  const { t } = useTranslation();
  const { user } = useRootData();
  return (productName) => {
    if (!user) toast.error(t("shopping.wishlistSignIn"), { duration: TOAST_MS });
    else toast.success(t("shopping.wishlistAdded", { name: productName }), { duration: TOAST_MS });
  };
}

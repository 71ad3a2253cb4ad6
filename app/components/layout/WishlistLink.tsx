import { SpriteIcon } from "~/components/icons/SpriteIcon";
import { useTranslation } from "~/i18n/react";
import { Link } from "~/components/ui/Link";

/** Shown to signed-in shoppers only. */
export function WishlistLink() {
  const { t } = useTranslation();
  return (
    <Link to="/wishlist" aria-label={t("nav.wishlist")} className="frame-icon-button">
      <SpriteIcon name="heart" className="size-5" />
    </Link>
  );
}

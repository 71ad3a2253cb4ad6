import { SpriteIcon } from "~/components/icons/SpriteIcon";
import { useTranslation } from "~/i18n/react";
import { Link } from "react-router";

/** Shown to signed-in shoppers only. */
export function WishlistLink() {
  const { t } = useTranslation();
  return (
    <Link to="/wishlist" aria-label={t("nav.wishlist")} className="frame-icon-button">
      <SpriteIcon name="heart" className="size-5" />
    </Link>
  );
}

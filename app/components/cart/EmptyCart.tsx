import { SpriteIcon } from "~/components/icons/SpriteIcon";
import { useCartTranslation } from "~/i18n/parts/cart";
import { Link } from "~/components/ui/Link";

/** The cart page with nothing in it (spec section 2). */
export function EmptyCart() {
  const { t } = useCartTranslation();
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-12 text-center">
      <span className="flex size-20 items-center justify-center rounded-full bg-surface-muted">
        <SpriteIcon name="shopping-bag" className="size-10 text-accent" />
      </span>
      <h1 className="text-3xl font-bold">{t("shoppingCart.empty")}</h1>
      <p className="text-lg text-ink-muted">{t("shoppingCart.emptyMessage")}</p>
      <Link to="/products" className="button-primary mt-2">
        {t("shoppingCart.startShopping")}
      </Link>
    </div>
  );
}

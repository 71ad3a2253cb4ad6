import { SpriteIcon } from "~/components/icons/SpriteIcon";
import { useTranslation } from "~/i18n/react";
import { Link } from "~/components/ui/Link";

/** Spec: Home (/), Products (/products), then the product's name as the current page. */
export function Breadcrumb({ productName }: { productName: string }) {
  const { t } = useTranslation();
  const separator = <SpriteIcon name="chevron-right" className="size-4 shrink-0 text-ink-muted" />;
  return (
    <nav aria-label={t("product.breadcrumb")}>
      <ol className="flex min-w-0 items-center gap-1.5 text-sm text-ink-muted">
        <li className="flex items-center gap-1.5">
          <Link to="/" className="rounded transition-colors hover:text-accent">
            {t("nav.home")}
          </Link>
          {separator}
        </li>
        <li className="flex items-center gap-1.5">
          <Link to="/products" className="rounded transition-colors hover:text-accent">
            {t("nav.products")}
          </Link>
          {separator}
        </li>
        <li aria-current="page" className="min-w-0 truncate font-medium text-ink">
          {productName}
        </li>
      </ol>
    </nav>
  );
}

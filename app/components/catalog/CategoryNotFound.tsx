import { SpriteIcon } from "~/components/icons/SpriteIcon";
import { useTranslation } from "~/i18n/react";
import { Link } from "~/components/ui/Link";

/** Spec section 2: a missing category shows "Category Not Found" (with status 404). */
export function CategoryNotFound() {
  const { t } = useTranslation();
  return (
    <section className="page-container flex flex-col items-center py-16 text-center sm:py-24">
      <h1 className="text-3xl font-semibold sm:text-4xl">{t("catalog.category.notFoundTitle")}</h1>
      <p className="mt-4 max-w-xl text-lg text-ink-muted">{t("catalog.category.notFoundMessage")}</p>
      <Link to="/categories" className="button-primary mt-8">
        <SpriteIcon name="layout-grid" className="size-5" />
        {t("catalog.category.allCategories")}
      </Link>
    </section>
  );
}

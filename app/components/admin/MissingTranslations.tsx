import { Languages } from "lucide-react";
import { Link } from "~/components/ui/Link";
import type { MissingTranslations as Missing } from "~/modules/admin/missing-translations.server";
import { useAdminTranslation } from "./use-admin-translation";

const link = "min-w-0 font-medium break-words hover:text-accent hover:underline";

/**
 * The dashboard's "Missing Spanish": the first few categories and products whose Spanish pages
 * show English, each linking to its form, with how many there are in all; or that none is left.
 */
export function MissingTranslations({ missing, className }: { missing: Missing; className?: string }) {
  const { t } = useAdminTranslation();
  const total = missing.categories.total + missing.products.total;
  const more = (list: { items: unknown[]; total: number }) =>
    list.total > list.items.length && (
      <p className="mt-2 text-sm text-ink-muted">
        {t("dashboard.missingTranslations.more", { count: list.total - list.items.length })}
      </p>
    );

  return (
    <section aria-labelledby="missing-translations" className={className}>
      <h2 id="missing-translations" className="flex items-center gap-2 text-xl font-bold">
        <Languages className="size-5 text-accent" aria-hidden="true" />
        {t("dashboard.missingTranslations.title")}
      </h2>
      {total === 0 ? (
        <p className="mt-4 text-ink-muted">{t("dashboard.missingTranslations.empty")}</p>
      ) : (
        <>
          <p className="mt-1.5 text-ink-muted">
            {t("dashboard.missingTranslations.summary", { count: total })}
          </p>
          <div className="mt-4 grid gap-6 md:grid-cols-2">
            {missing.categories.total > 0 && (
              <div>
                <h3 className="font-semibold">
                  {t("dashboard.missingTranslations.categories", { count: missing.categories.total })}
                </h3>
                <ul className="mt-2 divide-y divide-line">
                  {missing.categories.items.map((category) => (
                    <li
                      key={category.id}
                      className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 py-2.5"
                    >
                      <Link to={`/admin/categories/${category.id}`} className={link}>
                        {category.name}
                      </Link>
                      <span className="shrink-0 text-sm font-semibold text-amber-ink dark:text-amber-300">
                        {t(
                          category.nameMissing && category.descriptionMissing
                            ? "dashboard.missingTranslations.bothMissing"
                            : category.nameMissing
                              ? "dashboard.missingTranslations.nameMissing"
                              : "dashboard.missingTranslations.descriptionMissing",
                        )}
                      </span>
                    </li>
                  ))}
                </ul>
                {more(missing.categories)}
              </div>
            )}
            {missing.products.total > 0 && (
              <div>
                <h3 className="font-semibold">
                  {t("dashboard.missingTranslations.products", { count: missing.products.total })}
                </h3>
                <p className="text-sm text-ink-muted">{t("dashboard.missingTranslations.productsNote")}</p>
                <ul className="mt-2 divide-y divide-line">
                  {missing.products.items.map((product) => (
                    <li key={product.id} className="py-2.5">
                      <Link to={`/admin/products/${product.id}`} className={link}>
                        {product.name}
                      </Link>
                    </li>
                  ))}
                </ul>
                {more(missing.products)}
              </div>
            )}
          </div>
        </>
      )}
    </section>
  );
}

import { Link } from "~/components/ui/Link";
import { useRootData } from "~/components/layout/use-root-data";
import { wholeNumber } from "~/lib/formats";
import type { AdminCategoryRow } from "~/modules/admin/categories/categories.server";
import { CardFact, EmptyList, ListCard, ListCards, ListTable, ResultCount } from "../AdminList";
import { AdminPageHeader } from "../AdminShell";
import { useAdminTranslation } from "../use-admin-translation";
import { SpanishStateBadge } from "./SpanishState";

/** /admin/categories: every category with its products and its Spanish, a table (cards on phones). */
export function CategoriesPage({ categories }: { categories: AdminCategoryRow[] }) {
  const { t } = useAdminTranslation();
  const { language } = useRootData();
  const number = wholeNumber(language);
  const productsText = (category: AdminCategoryRow) =>
    t("categories.products", {
      count: number.format(category.productCount),
      active: number.format(category.activeProductCount),
    });
  const spanishName = (category: AdminCategoryRow) =>
    category.nameMissing ? (
      <span className="text-ink-muted italic">{t("categories.notTranslated")}</span>
    ) : (
      <span lang="es">{category.nameEs}</span>
    );

  return (
    <>
      <AdminPageHeader title={t("categories.title")} subtitle={t("categories.subtitle")} />
      <ResultCount>{t("categories.count", { count: categories.length })}</ResultCount>

      {categories.length === 0 ? (
        <EmptyList filtered={false} empty={t("categories.empty")} />
      ) : (
        <>
          <ListCards>
            {categories.map((category) => (
              <ListCard key={category.id}>
                <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
                  <Link
                    to={`/admin/categories/${category.id}`}
                    aria-label={t("categories.editName", { name: category.name })}
                    className="text-lg font-bold hover:text-accent hover:underline"
                  >
                    {category.name}
                  </Link>
                  <SpanishStateBadge missing={category} />
                </div>
                <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
                  <div className="min-w-0">
                    <dt className="text-ink-muted">{t("categories.columns.nameEs")}</dt>
                    <dd className="font-medium">{spanishName(category)}</dd>
                  </div>
                  <CardFact label={t("categories.columns.products")} value={productsText(category)} />
                </dl>
              </ListCard>
            ))}
          </ListCards>

          <ListTable
            columns={[
              { label: t("categories.columns.name") },
              { label: t("categories.columns.nameEs") },
              { label: t("categories.columns.products") },
              { label: t("categories.columns.spanish") },
              { label: t("categories.columns.actions"), hidden: true },
            ]}
          >
            {categories.map((category) => (
              <tr key={category.id}>
                <th scope="row" className="px-4 py-3 font-bold">
                  {category.name}
                  <span className="block font-mono text-xs font-normal text-ink-muted">{category.slug}</span>
                </th>
                <td className="px-4 py-3">{spanishName(category)}</td>
                <td className="px-4 py-3 tabular-nums">{productsText(category)}</td>
                <td className="px-4 py-3">
                  <SpanishStateBadge missing={category} />
                </td>
                <td className="px-4 py-3 text-right">
                  <Link
                    to={`/admin/categories/${category.id}`}
                    aria-label={t("categories.editName", { name: category.name })}
                    className="font-semibold text-accent hover:underline"
                  >
                    {t("categories.edit")}
                  </Link>
                </td>
              </tr>
            ))}
          </ListTable>
        </>
      )}
    </>
  );
}

import { Pencil, Plus } from "lucide-react";
import { Link } from "~/components/ui/Link";
import { Pagination } from "~/components/catalog/Pagination";
import { PLACEHOLDER_IMAGE } from "~/lib/product-images";
import { formatPrice } from "~/lib/money";
import { thumbnailUrl } from "~/modules/admin/products/image-urls";
import { adminProductSearch, type AdminProductQuery } from "~/modules/admin/products/list-params";
import type { AdminProductPage, AdminProductRow } from "~/modules/admin/products/list.server";
import { AdminPageHeader } from "../AdminShell";
import { useAdminTranslation } from "../use-admin-translation";
import { ProductFilters } from "./ProductFilters";
import { ProductStatus, StockCount } from "./ProductStatus";

interface ProductsPageProps {
  query: AdminProductQuery;
  page: AdminProductPage;
  categories: { id: string; slug: string; name: string }[];
}

/** /admin/products: filters above a table (cards on phones), then the pages. */
export function ProductsPage({ query, page, categories }: ProductsPageProps) {
  const { t } = useAdminTranslation();
  return (
    <>
      <AdminPageHeader
        title={t("products.title")}
        subtitle={t("products.subtitle", { count: page.total })}
        actions={
          <Link to="/admin/products/new" className="button-primary">
            <Plus className="size-5" aria-hidden="true" />
            {t("products.new")}
          </Link>
        }
      />
      <ProductFilters query={query} categories={categories} />
      {page.rows.length === 0 ? (
        <p className="mt-8 rounded-2xl border border-dashed border-line p-8 text-center text-ink-muted">
          {t("frame.noResults")}
        </p>
      ) : (
        <>
          <ProductTable page={page} />
          <ProductCards rows={page.rows} />
        </>
      )}
      <Pagination
        page={page.page}
        pageCount={page.pageCount}
        href={(number) => `/admin/products${adminProductSearch({ ...query, page: number })}`}
      />
    </>
  );
}

function Thumbnail({ row }: { row: AdminProductRow }) {
  return (
    <img
      src={row.imageUrl ? thumbnailUrl(row.imageUrl) : PLACEHOLDER_IMAGE}
      alt=""
      width={48}
      height={48}
      loading="lazy"
      decoding="async"
      className="size-12 shrink-0 rounded-lg bg-surface-muted object-cover"
    />
  );
}

function ProductTable({ page }: { page: AdminProductPage }) {
  const { t } = useAdminTranslation();
  const head = "px-4 py-3 text-left text-xs font-semibold tracking-wide text-ink-muted uppercase";
  return (
    <div className="mt-6 hidden overflow-x-auto rounded-2xl border border-line bg-surface-raised shadow-sm md:block">
      <table className="w-full text-sm">
        <caption className="sr-only">
          {t("products.table.caption", { page: page.page, pages: page.pageCount })}
        </caption>
        <thead className="border-b border-line">
          <tr>
            <th scope="col" className={head}>
              {t("products.table.product")}
            </th>
            <th scope="col" className={head}>
              {t("products.table.category")}
            </th>
            <th scope="col" className={`${head} text-right`}>
              {t("products.table.price")}
            </th>
            <th scope="col" className={`${head} text-right`}>
              {t("products.table.stock")}
            </th>
            <th scope="col" className={`${head} text-right`}>
              <abbr title={t("products.table.waitingHint")} className="no-underline">
                {t("products.table.waiting")}
              </abbr>
            </th>
            <th scope="col" className={head}>
              {t("products.table.status")}
            </th>
            <th scope="col" className={head}>
              <span className="sr-only">{t("products.table.actions")}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {page.rows.map((row) => (
            <tr key={row.id} className="hover:bg-surface-muted/60">
              <td className="px-4 py-3">
                <div className="flex items-center gap-3">
                  <Thumbnail row={row} />
                  <div className="min-w-0">
                    <Link
                      to={`/admin/products/${row.id}`}
                      className="font-semibold hover:text-accent hover:underline"
                    >
                      {row.name}
                    </Link>
                    <p className="text-ink-muted">{row.brand}</p>
                  </div>
                </div>
              </td>
              <td className="px-4 py-3">{row.categoryName}</td>
              <td className="px-4 py-3 text-right tabular-nums">{formatPrice(row.priceCents)}</td>
              <td className="px-4 py-3 text-right">
                <StockCount stock={row.stockQuantity} />
              </td>
              <td className="px-4 py-3 text-right tabular-nums">{row.waiting > 0 ? row.waiting : "–"}</td>
              <td className="px-4 py-3">
                <ProductStatus isActive={row.isActive} featured={row.featured} />
              </td>
              <td className="px-4 py-3 text-right">
                <Link
                  to={`/admin/products/${row.id}`}
                  aria-label={t("products.table.editNamed", { name: row.name })}
                  className="inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 font-semibold text-accent hover:bg-accent/10"
                >
                  <Pencil className="size-4" aria-hidden="true" />
                  {t("products.table.edit")}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Phones: one card per product instead of a table wider than the screen. */
function ProductCards({ rows }: { rows: AdminProductRow[] }) {
  const { t } = useAdminTranslation();
  return (
    <ul className="mt-6 space-y-3 md:hidden">
      {rows.map((row) => (
        <li key={row.id} className="rounded-2xl border border-line bg-surface-raised p-4 shadow-sm">
          <div className="flex items-start gap-3">
            <Thumbnail row={row} />
            <div className="min-w-0 flex-1">
              <Link
                to={`/admin/products/${row.id}`}
                className="font-semibold hover:text-accent hover:underline"
              >
                {row.name}
              </Link>
              <p className="text-sm text-ink-muted">
                {row.brand} · {row.categoryName}
              </p>
            </div>
          </div>
          <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
            <div>
              <dt className="text-ink-muted">{t("products.table.price")}</dt>
              <dd className="font-semibold tabular-nums">{formatPrice(row.priceCents)}</dd>
            </div>
            <div>
              <dt className="text-ink-muted">{t("products.table.stock")}</dt>
              <dd>
                <StockCount stock={row.stockQuantity} />
              </dd>
            </div>
            {row.waiting > 0 && (
              <div>
                <dt className="text-ink-muted">{t("products.table.waiting")}</dt>
                <dd className="font-semibold tabular-nums">{row.waiting}</dd>
              </div>
            )}
          </dl>
          <div className="mt-3">
            <ProductStatus isActive={row.isActive} featured={row.featured} />
          </div>
        </li>
      ))}
    </ul>
  );
}

import { ArrowLeft, ExternalLink } from "lucide-react";
import { useEffect } from "react";
import { toast } from "~/components/ui/toast";
import { useFetcher, useSearchParams } from "react-router";
import { Link } from "~/components/ui/Link";
import type { ProductActionResult } from "~/modules/admin/products/action-results";
import type { AdminProduct } from "~/modules/admin/products/editor.server";
import type { StockMovementView } from "~/modules/admin/products/stock-ledger.server";
import { AdminPageHeader } from "../AdminShell";
import { useAdminTranslation } from "../use-admin-translation";
import { DeleteProduct } from "./DeleteProduct";
import { ProductForm } from "./ProductForm";
import { ProductImages } from "./ProductImages";
import { StockHistory } from "./StockHistory";

interface ProductEditorProps {
  /** Null on /admin/products/new. */
  product: AdminProduct | null;
  categories: { id: string; name: string }[];
  countries: string[];
  movements?: StockMovementView[];
}

/**
 * The fields the form shows, as one string: when they change on the server (a save, a checkout
 * taking stock), the form starts again from them, so the stock it sends as "before" is the one
 * it shows.
 */
const formVersion = ({ imageUrls: _images, updatedAt: _updated, ...shown }: AdminProduct) =>
  JSON.stringify(shown);

/** A new product's form, or an existing one's with its images, stock history and removal beside it. */
export function ProductEditor({ product, categories, countries, movements = [] }: ProductEditorProps) {
  const { t } = useAdminTranslation();
  const fetcher = useFetcher<ProductActionResult>({ key: "product-save" });
  const [searchParams, setSearchParams] = useSearchParams();

  // Arriving from "Create product": say so once, and drop the mark from the address.
  const created = searchParams.get("created") === "1";
  useEffect(() => {
    if (!created) return;
    toast.success(t("products.form.created"), { id: "product-save" });
    setSearchParams({}, { replace: true, preventScrollReset: true });
  }, [created, setSearchParams, t]);

  useEffect(() => {
    if (fetcher.data?.intent === "save" && fetcher.data.status === "saved") {
      toast.success(t("products.form.saved"), { id: "product-save" });
    }
  }, [fetcher.data, t]);

  return (
    <>
      <Link
        to="/admin/products"
        className="mb-3 inline-flex items-center gap-1.5 text-sm font-semibold text-accent hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t("products.form.back")}
      </Link>
      <AdminPageHeader
        title={product ? product.name : t("products.form.newTitle")}
        subtitle={product ? t("products.form.editSubtitle") : t("products.form.newSubtitle")}
        actions={
          product?.isActive && (
            <Link to={`/product/${product.slug}`} className="button-secondary" target="_blank" rel="noopener">
              <ExternalLink className="size-5" aria-hidden="true" />
              {t("products.form.viewInShop")}
            </Link>
          )
        }
      />
      {/* The form's texts span the grid; its other fields sit beside the images. */}
      <div className="grid gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <ProductForm
          key={product ? formVersion(product) : "new"}
          fetcher={fetcher}
          product={product}
          categories={categories}
          countries={countries}
        />
        {product && (
          <div className="space-y-6">
            <ProductImages imageUrls={product.imageUrls} />
            <StockHistory movements={movements} />
            <DeleteProduct name={product.name} />
          </div>
        )}
      </div>
    </>
  );
}

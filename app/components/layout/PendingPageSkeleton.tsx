import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import { useLocation, useNavigation } from "react-router";
import { ProductGrid } from "~/components/product/ProductGrid";
import { ProductPageSkeleton } from "~/components/product-page/ProductPageSkeleton";

type PageKind = "product" | "list" | "category" | "search" | "other";

function pageKind(pathname: string): PageKind {
  if (pathname.startsWith("/product/")) return "product";
  if (pathname.startsWith("/category/")) return "category";
  if (pathname === "/search") return "search";
  if (pathname === "/products" || pathname === "/featured" || pathname === "/new-arrivals") return "list";
  return "other";
}

/**
 * While a client-side navigation loads a catalogue page, the page being left is replaced by the
 * skeleton of the one coming (spec: product page and lists show skeletons while loading).
 * Within one kind of page (another list filter, another category) the page shows its own
 * loading state instead, so only a change of kind is handled here — except products, whose
 * page is replaced whole by the next one.
 */
export function usePendingPageSkeleton(): ReactNode {
  const navigation = useNavigation();
  const location = useLocation();
  if (navigation.state !== "loading") return null;
  const target = navigation.location.pathname;
  const targetKind = pageKind(target);
  if (targetKind === "product") return target === location.pathname ? null : <ProductPageSkeleton />;
  if (targetKind === "other" || targetKind === pageKind(location.pathname)) return null;
  return <ListPageSkeleton />;
}

function ListPageSkeleton() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" className="page-container space-y-8 py-8 sm:py-10">
      <p role="status" className="sr-only">
        {t("catalog.list.loading")}
      </p>
      <div aria-hidden="true" className="space-y-3">
        <div className="h-10 w-72 max-w-full animate-pulse rounded-lg bg-line/70" />
        <div className="h-5 w-40 animate-pulse rounded-lg bg-line/70" />
      </div>
      <ProductGrid products={[]} loading />
    </div>
  );
}

import { Suspense } from "react";
import { lazySection } from "~/components/ui/lazy-section";
import { SpriteIcon } from "~/components/icons/SpriteIcon";
import { useTranslation } from "~/i18n/react";
import { countryName } from "~/lib/countries";
import { formatPrice } from "~/lib/money";
import type { ProductDetail, ProductSummary } from "~/modules/catalog/types";
import { PairsWellWith } from "./PairsWellWith";
import { PurchasePanel } from "./PurchasePanel";
import { RatingSummary } from "./RatingSummary";

// Below the purchase controls, drawn by the server: its module and the reviews' texts load after
// the page's first scripts, and the list hydrates then (decision 029).
const ReviewList = lazySection(() => import("./ReviewList").then((module) => module.VisitorReviewList));
// Parts with nothing to press but links, and the gallery (its thumbnails choose the picture shown):
// drawn by the server, hydrated once their module has loaded after the page's first scripts
// (decision 097).
const ProductGallery = lazySection(() => import("./page-later").then((module) => module.ProductGallery));
const Breadcrumb = lazySection(() => import("./page-later").then((module) => module.Breadcrumb));
const StockIndicator = lazySection(() => import("./page-later").then((module) => module.StockIndicator));
const HeatNotice = lazySection(() => import("./page-later").then((module) => module.HeatNotice));
const ReassuranceList = lazySection(() => import("./page-later").then((module) => module.ReassuranceList));
const ProductFactsSection = lazySection(() =>
  import("./page-later").then((module) => module.ProductFactsSection),
);
// Drawn from this browser's storage after hydration, never by the server (decision 073): its
// module loads after the page's first scripts (decision 097).
const RecentlyViewed = lazySection(() =>
  import("~/components/product/RecentlyViewed").then((module) => module.RecentlyViewed),
);

/**
 * The product page (spec section 2, "Product detail"): gallery beside the facts and the
 * purchase controls, reviews below. The order of the facts follows the spec.
 */
export function ProductPage({ product, pairs = [] }: { product: ProductDetail; pairs?: ProductSummary[] }) {
  const { t, language } = useTranslation();
  const country = countryName(product.originCountry, language);
  return (
    <div className="page-container space-y-8 py-8 sm:py-10">
      <Suspense>
        <Breadcrumb productName={product.name} />
      </Suspense>

      <div className="grid gap-8 md:grid-cols-2 lg:gap-14">
        {/* Keyed by product: another product starts at its first image (spec section 4). */}
        <Suspense>
          <ProductGallery key={product.slug} name={product.name} imageUrls={product.imageUrls} />
        </Suspense>

        <div className="flex flex-col gap-5">
          <div className="space-y-2">
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
              <span className="font-semibold tracking-wide text-accent uppercase">{product.brand}</span>
              <span className="inline-flex items-center gap-1 text-ink-muted">
                <SpriteIcon name="map-pin" className="size-4" />
                {t("product.origin", { country })}
              </span>
            </p>
            <h1 className="text-3xl leading-tight font-semibold sm:text-4xl">{product.name}</h1>
            <RatingSummary average={product.ratingAverage} count={product.reviewCount} />
          </div>

          <p className="flex items-baseline gap-3">
            <span className="text-3xl font-bold tabular-nums">{formatPrice(product.priceCents)}</span>
            {product.weightGrams !== null && (
              <span className="text-ink-muted tabular-nums">
                {t("product.weight", { grams: product.weightGrams })}
              </span>
            )}
          </p>

          <p className="leading-relaxed text-ink-muted">{product.description}</p>

          <Suspense>
            <StockIndicator stock={product.stockQuantity} />
          </Suspense>
          {/* Keyed by product: the quantity starts at 1 again on another product. */}
          <PurchasePanel key={product.slug} product={product} />
          <Suspense>
            {product.heatSensitive && <HeatNotice />}
            <ReassuranceList />
          </Suspense>
        </div>
      </div>

      <Suspense>
        <ProductFactsSection facts={product.facts} />
      </Suspense>

      <PairsWellWith products={pairs} />
      <Suspense>
        <RecentlyViewed
          current={{
            slug: product.slug,
            name: product.name,
            imageUrl: product.imageUrls[0] ?? null,
            priceCents: product.priceCents,
          }}
        />
      </Suspense>

      <Suspense>
        <ReviewList reviews={product.reviews} ratingAverage={product.ratingAverage} slug={product.slug} />
      </Suspense>
    </div>
  );
}

import { SpriteIcon } from "~/components/icons/SpriteIcon";
import { useHomeTranslation } from "~/i18n/parts/home";
import { Link } from "~/components/ui/Link";
import { ProductGrid } from "~/components/product/ProductGrid";
import type { ProductSummary } from "~/modules/catalog/types";
import { HomeSection } from "./HomeSection";

/** Featured Products: up to 8 cards, the spec's empty message, and the way to all products. */
export function FeaturedProducts({ products }: { products: ProductSummary[] }) {
  const { t } = useHomeTranslation();
  return (
    <HomeSection title={t("home.featured.heading")} text={t("home.featured.text")}>
      <ProductGrid products={products} emptyTitle={t("home.featured.empty")} eagerCards={0} />
      <div className="mt-10 flex justify-center">
        <Link to="/products" className="button-primary">
          {t("home.featured.viewAll")}
          <SpriteIcon name="arrow-right" className="size-5" />
        </Link>
      </div>
    </HomeSection>
  );
}

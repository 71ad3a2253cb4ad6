import { data } from "react-router";
import { ProductPage } from "~/components/product-page/ProductPage";
import { productMeta } from "~/components/product-page/product-seo";
import { translator } from "~/i18n/setup";
import { passLoaderHeaders, PUBLIC_PAGE_CACHE } from "~/lib/http-cache";
import { parseLanguage } from "~/lib/language";
import { productBySlug } from "~/modules/catalog/product-detail.server";
import { slugSchema } from "~/modules/catalog/slug";
import type { Route } from "./+types/product";

export async function loader({ params, context }: Route.LoaderArgs) {
  const slug = slugSchema.safeParse(params.slug);
  const product = slug.success ? await productBySlug(context.db, slug.data) : null;
  // Unknown or inactive: the root error boundary shows the not-found page with a real 404
  // (decision 004), where the original redirected to /404.
  if (!product) throw data(null, { status: 404 });
  // Nothing personal on the page: anonymous visitors may get it from a shared cache.
  return data({ product, publicUrl: context.env.PUBLIC_URL }, { headers: PUBLIC_PAGE_CACHE });
}

export const headers = passLoaderHeaders;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const t = translator(parseLanguage(matches[0]?.loaderData?.language));
  const { product, publicUrl } = loaderData;
  return productMeta({ product, publicUrl, title: t("product.metaTitle", { name: product.name }) });
}

// While another product loads, the root shows ProductPageSkeleton (usePendingPageSkeleton).
export default function Product({ loaderData }: Route.ComponentProps) {
  return <ProductPage product={loaderData.product} />;
}

import { data } from "react-router";
import { noindexPageMeta } from "~/lib/noindex-page-meta";
import { WishlistPage } from "~/components/wishlist/WishlistPage";
import { translator } from "~/i18n/setup";
import { PRIVATE_NO_STORE } from "~/lib/http-cache";
import { parseLanguage, requestLanguage } from "~/lib/language";
import { requireUser } from "~/modules/accounts/session.server";
import { listWishlist } from "~/modules/wishlist/wishlist.server";
import type { Route } from "./+types/wishlist";

/** /wishlist: the signed-in shopper's saved products (signed out: to /login). */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const user = await requireUser({ request, url, context });
  const products = await listWishlist(context.db, user.id, requestLanguage(request));
  return data({ products }, { headers: PRIVATE_NO_STORE });
}

export function headers() {
  return PRIVATE_NO_STORE;
}

export function meta({ matches }: Route.MetaArgs) {
  const t = translator(parseLanguage(matches[0]?.loaderData?.language));
  return noindexPageMeta(t("wishlist.metaTitle"));
}

export default function Wishlist({ loaderData }: Route.ComponentProps) {
  return <WishlistPage products={loaderData.products} />;
}

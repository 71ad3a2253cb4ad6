import { useEffect, useMemo, useSyncExternalStore } from "react";
import { useTranslation } from "~/i18n/react";
import { Link } from "~/components/ui/Link";
import { formatPrice } from "~/lib/money";
import { PLACEHOLDER_IMAGE } from "~/lib/product-images";
import {
  parseViewed,
  readViewed,
  storedViewed,
  storeViewed,
  subscribeViewed,
  withViewed,
  type ViewedProduct,
} from "./recently-viewed";

/**
 * "Recently viewed" (decision 073): read from this browser's storage after hydration, never from
 * the server, so the page around it stays shared. On a product page (`current`) the product is
 * recorded and left out of the row it shows.
 */
export function RecentlyViewed({ current }: { current?: ViewedProduct }) {
  const { t } = useTranslation();
  const stored = useSyncExternalStore(subscribeViewed, storedViewed, () => null);
  const slug = current?.slug;
  const viewed = useMemo(() => parseViewed(stored).filter((item) => item.slug !== slug), [stored, slug]);
  const entry = current && {
    slug: current.slug,
    name: current.name,
    imageUrl: current.imageUrl ?? null,
    priceCents: current.priceCents,
  };
  const entryKey = entry ? JSON.stringify(entry) : "";

  useEffect(() => {
    if (entryKey) storeViewed(withViewed(readViewed(), JSON.parse(entryKey) as ViewedProduct));
  }, [entryKey]);

  if (viewed.length === 0) return null;
  return (
    <section aria-labelledby="recently-viewed-heading" data-testid="recently-viewed">
      <h2 id="recently-viewed-heading" className="text-2xl font-semibold">
        {t("recentlyViewed.heading")}
      </h2>
      <ul className="mt-4 flex snap-x gap-4 overflow-x-auto pb-2">
        {viewed.map((item) => (
          <li key={item.slug} className="w-32 shrink-0 snap-start sm:w-36">
            <Link to={`/product/${encodeURIComponent(item.slug)}`} className="group block rounded-xl focus-visible:outline-2">
              <img
                src={item.imageUrl ?? PLACEHOLDER_IMAGE}
                alt=""
                width={144}
                height={144}
                loading="lazy"
                className="aspect-square w-full rounded-xl border border-line bg-surface-muted object-contain p-2 transition-transform group-hover:scale-[1.02] motion-reduce:transition-none"
              />
              <span className="mt-2 line-clamp-2 text-sm font-medium group-hover:underline">{item.name}</span>
              <span className="text-sm text-ink-muted tabular-nums">{formatPrice(item.priceCents)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

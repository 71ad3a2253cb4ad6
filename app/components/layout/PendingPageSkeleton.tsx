import { useEffect, type ReactNode } from "react";
import { useLocation, useNavigation } from "react-router";
import { onDemand } from "~/components/ui/on-demand";

type PageKind = "product" | "list" | "category" | "search" | "other";

function pageKind(pathname: string): PageKind {
  if (pathname.startsWith("/product/")) return "product";
  if (pathname.startsWith("/category/")) return "category";
  if (pathname === "/search") return "search";
  if (pathname === "/products" || pathname === "/featured" || pathname === "/new-arrivals") return "list";
  return "other";
}

/**
 * The skeletons' module: only a client-side navigation shows one, so it is not part of a page's
 * first load but loaded right after hydration (decision 097), in time for the first navigation.
 * Should it not be there yet (offline), the page being left stays until the next one arrives.
 */
const skeletons = onDemand(() => import("./page-skeletons"));
let loaded: Awaited<ReturnType<typeof skeletons.load>> | undefined;

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
  // After hydration, and again at a navigation should it have failed.
  useEffect(() => {
    if (!loaded)
      skeletons.load().then(
        (module) => (loaded = module),
        () => {},
      );
  }, [navigation.state]);
  if (navigation.state !== "loading" || !loaded) return null;
  const target = navigation.location.pathname;
  const targetKind = pageKind(target);
  if (targetKind === "product") return target === location.pathname ? null : <loaded.ProductPageSkeleton />;
  if (targetKind === "other" || targetKind === pageKind(location.pathname)) return null;
  return <loaded.ListPageSkeleton />;
}

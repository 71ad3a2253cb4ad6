import type { ReactNode } from "react";
import { CartPanelOnDemand } from "~/components/cart/CartPanelOnDemand";
import { lazyHydrated } from "~/components/ui/lazy-section";
import { Header } from "./Header";
import { SkipLink } from "./SkipLink";
import { useRouteFocus } from "./use-route-focus";

// Below every page: drawn by the server, hydrated once its module has loaded after the page's
// first scripts (decision 097). Its links work before.
const Footer = lazyHydrated(() => import("./frame-later").then((module) => module.Footer));

/**
 * What every page shares: skip link, header, the page's own content, footer. After a client-side
 * navigation focus moves to the new page's heading and the page is announced.
 */
export function SiteFrame({ children }: { children: ReactNode }) {
  const liveRegion = useRouteFocus();
  return (
    <>
      <SkipLink />
      {/* Says which page a client-side navigation opened (useRouteFocus). */}
      <p ref={liveRegion} role="status" aria-live="polite" aria-atomic="true" className="sr-only" />
      <Header />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <Footer />
      <CartPanelOnDemand />
    </>
  );
}

import type { ReactNode } from "react";
import { CartPanelOnDemand } from "~/components/cart/CartPanelOnDemand";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { SkipLink } from "./SkipLink";

/** What every page shares: skip link, header, the page's own content, footer. */
export function SiteFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <Header />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <Footer />
      <CartPanelOnDemand />
    </>
  );
}

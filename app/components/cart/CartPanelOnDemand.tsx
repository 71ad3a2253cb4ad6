import { Suspense } from "react";
import { onDemand, useOnDemand } from "~/components/ui/on-demand";
import { loadTexts } from "~/i18n/setup";
import { parseLanguage } from "~/lib/language";
import { useCartStore } from "./cart-store";

/**
 * The cart panel's code (Radix's dialog, the lines, the totals) loads when the cart is first
 * opened, or earlier as the cart button is hovered or focused (`cartPanel`, CartButton): a closed
 * panel draws nothing, so no page needs it to show. Once loaded the panel stays mounted, to play
 * its closing animation and give the focus back. The cart's texts are a part of their own, which
 * the panel's module starts loading (decision 097): the panel shows once they are in too.
 */
export const cartPanel = onDemand(() =>
  import("./CartPanel").then(async (module) => {
    await loadTexts(parseLanguage(document.documentElement.lang), "cart");
    return module;
  }),
);

export function CartPanelOnDemand() {
  const isOpen = useCartStore((state) => state.isOpen);
  const panel = useOnDemand(cartPanel, isOpen);
  return panel ? (
    <Suspense>
      <panel.CartPanel />
    </Suspense>
  ) : null;
}

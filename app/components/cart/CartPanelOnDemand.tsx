import { onDemand, useOnDemand } from "~/components/ui/on-demand";
import { useCartStore } from "./cart-store";

/**
 * The cart panel's code (Radix's dialog, the lines, the totals) loads when the cart is first
 * opened, or earlier as the cart button is hovered or focused (`cartPanel`, CartButton): a closed
 * panel draws nothing, so no page needs it to show. Once loaded the panel stays mounted, to play
 * its closing animation and give the focus back.
 */
export const cartPanel = onDemand(() => import("./CartPanel"));

export function CartPanelOnDemand() {
  const isOpen = useCartStore((state) => state.isOpen);
  const panel = useOnDemand(cartPanel, isOpen);
  return panel ? <panel.CartPanel /> : null;
}

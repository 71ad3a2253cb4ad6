import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { useCartStore } from "~/components/cart/cart-store";
import { SpriteIcon } from "~/components/icons/SpriteIcon";
import { toast } from "~/components/ui/toast";
import { useAccountAreaTranslation } from "~/i18n/parts/account-area";
import type { BuyAgainAnswer } from "~/modules/cart/buy-again.server";
import { buyableQuantity } from "~/modules/cart/order-limit";

interface Outcome {
  added: number;
  outOfStock: string[];
  withdrawn: string[];
  fewer: string[];
}

/**
 * "Buy again" (issue 30, item 3; decision 081): asks the order's page which of its lines are still
 * sold, at today's prices, and puts them into the cart — which lives in this browser for guests
 * and shoppers alike — on top of what it holds, never past the stock or the per-order limit. Then
 * the cart panel opens, and the page names what could not be added.
 */
export function BuyAgainButton() {
  const { t } = useAccountAreaTranslation();
  const fetcher = useFetcher<BuyAgainAnswer | { error: string }>({ key: "buy-again" });
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const handled = useRef<unknown>(null);
  const busy = fetcher.state !== "idle";

  useEffect(() => {
    const answer = fetcher.data;
    if (!answer || handled.current === answer || fetcher.state !== "idle") return;
    handled.current = answer;
    if (!("status" in answer)) {
      setOutcome(null);
      toast.error(t("afterSale.buyAgain.failed"));
      return;
    }
    const { items, addItem, setCartOpen } = useCartStore.getState();
    const fewer = [...answer.fewer];
    let added = 0;
    for (const line of answer.lines) {
      const already = items.find((item) => item.productId === line.productId)?.quantity ?? 0;
      const room = buyableQuantity(line.stockQuantity, line.maxPerOrder) - already;
      const quantity = Math.min(line.quantity, room);
      if (quantity < line.quantity && !fewer.includes(line.name)) fewer.push(line.name);
      if (quantity <= 0) continue;
      const { quantity: _bought, ...product } = line;
      addItem(product, quantity);
      added += quantity;
    }
    setOutcome({ added, outOfStock: answer.outOfStock, withdrawn: answer.withdrawn, fewer });
    if (added > 0) setCartOpen(true);
  }, [fetcher.data, fetcher.state, t]);

  return (
    <div>
      <fetcher.Form method="post">
        <input type="hidden" name="intent" value="buy-again" />
        <button type="submit" disabled={busy} className="button-primary disabled:cursor-wait disabled:opacity-80">
          <SpriteIcon name={busy ? "loader-circle" : "rotate-ccw"} className={busy ? "size-5 animate-spin" : "size-5"} />
          {busy ? t("afterSale.buyAgain.busy") : t("afterSale.buyAgain.button")}
        </button>
      </fetcher.Form>
      <div role="status" aria-live="polite">
        {outcome && (
          <div
            data-testid="buy-again-outcome"
            className="mt-4 rounded-xl border border-line bg-surface-muted p-4 text-sm"
          >
            <p className="font-semibold">
              {outcome.added > 0
                ? t("afterSale.buyAgain.added", { count: outcome.added })
                : t("afterSale.buyAgain.noneAdded")}
            </p>
            {outcome.outOfStock.length > 0 && (
              <p className="mt-1 text-ink-muted">
                {t("afterSale.buyAgain.outOfStock", { names: outcome.outOfStock.join(", ") })}
              </p>
            )}
            {outcome.withdrawn.length > 0 && (
              <p className="mt-1 text-ink-muted">
                {t("afterSale.buyAgain.withdrawn", { names: outcome.withdrawn.join(", ") })}
              </p>
            )}
            {outcome.fewer.length > 0 && (
              <p className="mt-1 text-ink-muted">
                {t("afterSale.buyAgain.fewer", { names: outcome.fewer.join(", ") })}
              </p>
            )}
          </div>
        )}
      </div>
    </div>
  );
}

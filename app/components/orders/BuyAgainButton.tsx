import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { useCartStore } from "~/components/cart/cart-store";
import { SpriteIcon } from "~/components/icons/SpriteIcon";
import { toast } from "~/components/ui/toast";
import { useAccountAreaTranslation } from "~/i18n/parts/account-area";
import type { BuyAgainAnswer } from "~/modules/cart/buy-again.server";
import { planBuyAgain, type BuyAgainPlan } from "~/modules/cart/buy-again-plan";

/**
 * "Buy again" (issue 30, item 3; decision 081): asks the order's page which of its lines are still
 * sold, at today's prices, and puts them into the cart — which lives in this browser for guests
 * and shoppers alike — on top of what it holds, never past the stock or the per-order limit. Then
 * the cart panel opens, and the page names what could not be added.
 */
export function BuyAgainButton({
  children,
  centered = false,
}: {
  children?: React.ReactNode;
  /** In a centred page (the guest's order page): the button and what it says, centred. */
  centered?: boolean;
}) {
  const { t } = useAccountAreaTranslation();
  const fetcher = useFetcher<BuyAgainAnswer | { error: string }>({ key: "buy-again" });
  const busy = fetcher.state !== "idle";

  // Each new answer is laid on the cart as it is now (React's pattern for state that follows a
  // prop); an answer from before this page was shown is not applied again.
  const [seen, setSeen] = useState(fetcher.data);
  const [plan, setPlan] = useState<BuyAgainPlan | null>(null);
  if (fetcher.state === "idle" && fetcher.data !== seen) {
    setSeen(fetcher.data);
    setPlan(
      fetcher.data && "status" in fetcher.data
        ? planBuyAgain(fetcher.data, useCartStore.getState().items)
        : null,
    );
  }

  // The cart (a store outside React) takes the plan once; a refusal is said in a toast.
  const applied = useRef<BuyAgainPlan | null>(null);
  useEffect(() => {
    if (!plan || applied.current === plan) return;
    applied.current = plan;
    const { addItem, setCartOpen } = useCartStore.getState();
    for (const { product, quantity } of plan.adds) addItem(product, quantity);
    if (plan.added > 0) setCartOpen(true);
  }, [plan]);
  const failed = seen !== undefined && !(seen && "status" in seen);
  useEffect(() => {
    if (failed) toast.error(t("afterSale.buyAgain.failed"), { id: "buy-again-failed" });
  }, [failed, seen, t]);
  const outcome = plan;

  return (
    <div>
      <div className={`flex flex-wrap items-center gap-3 ${centered ? "justify-center" : ""}`}>
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value="buy-again" />
          <button
            type="submit"
            disabled={busy}
            className="button-primary disabled:cursor-wait disabled:opacity-80"
          >
            <SpriteIcon
              name={busy ? "loader-circle" : "rotate-ccw"}
              className={busy ? "size-5 animate-spin" : "size-5"}
            />
            {busy ? t("afterSale.buyAgain.busy") : t("afterSale.buyAgain.button")}
          </button>
        </fetcher.Form>
        {children}
      </div>
      <div role="status" aria-live="polite">
        {outcome && (
          <div
            data-testid="buy-again-outcome"
            className={`mt-4 max-w-xl rounded-xl border border-line bg-surface-muted p-4 text-sm ${
              centered ? "mx-auto" : ""
            }`}
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

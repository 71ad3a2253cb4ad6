import { useEffect, useRef, useState } from "react";
import { toast } from "~/components/ui/toast";
import { useAccountAreaTranslation } from "~/i18n/parts/account-area";
import { formatPrice } from "~/lib/money";
import type { CartItem } from "~/modules/cart/cart-line";
import { checkCoupon, type CouponAnswer } from "./checkout-api";
import { couponProblemMessage, type CouponMessage } from "~/modules/checkout/messages";

export interface AppliedCoupon {
  code: string;
  discountCents: number;
}

export interface CouponState {
  applied: AppliedCoupon | null;
  /** The last attempt's problem, as a text key. */
  problem: CouponMessage | null;
  checking: boolean;
  apply: (code: string) => void;
  remove: () => void;
}

function linesOf(items: readonly CartItem[]) {
  return items.map(({ productId, quantity }) => ({ productId, quantity }));
}

/**
 * The checkout's coupon: the server checks it against the cart (spec section 5) and says what
 * it takes off. Applying again recomputes; so does any change to the cart, silently, so the
 * discount shown is always the one for the cart shown.
 */
export function useCoupon(items: readonly CartItem[]): CouponState {
  const { t } = useAccountAreaTranslation();
  const [applied, setApplied] = useState<AppliedCoupon | null>(null);
  const [problem, setProblem] = useState<CouponMessage | null>(null);
  const [checking, setChecking] = useState(false);
  const attempt = useRef(0);

  function settle(answer: CouponAnswer, announce: boolean) {
    setChecking(false);
    if (answer.ok) {
      setApplied({ code: answer.code, discountCents: answer.discountCents });
      setProblem(null);
      if (announce) toast.success(t("checkout.coupon.saved", { amount: formatPrice(answer.discountCents) }));
    } else {
      setApplied(null);
      setProblem(couponProblemMessage(answer.problem, answer.minimumOrderCents));
    }
  }

  // Each check is numbered: a newer attempt (or a removal) wins over an older answer.
  function check(code: string, announce: boolean) {
    const mine = ++attempt.current;
    void checkCoupon(code, linesOf(items)).then((answer) => {
      if (mine === attempt.current) settle(answer, announce);
    });
  }

  const cartKey = items.map((item) => `${item.productId}:${item.quantity}:${item.priceCents}`).join(",");
  const appliedCode = applied?.code;
  useEffect(() => {
    if (appliedCode) check(appliedCode, false);
    // Only a changed cart re-checks; `check` is rebuilt every render on purpose.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cartKey]);

  return {
    applied,
    problem,
    checking,
    apply: (code) => {
      setChecking(true);
      check(code, true);
    },
    remove: () => {
      attempt.current++;
      setChecking(false);
      setApplied(null);
      setProblem(null);
    },
  };
}

import { useRef, useState } from "react";
import { toast } from "~/components/ui/toast";
import { useAccountAreaTranslation } from "~/i18n/parts/account-area";
import { formatPrice } from "~/lib/money";
import { normalizeGiftCardCode } from "~/modules/gift-cards/rules";
import { checkGiftCard } from "./checkout-api";

export interface AppliedGiftCard {
  code: string;
  last4: string;
  availableCents: number;
}

export type GiftCardProblem = "blank" | "none" | "tooMany" | "failed";

export interface GiftCardState {
  applied: AppliedGiftCard | null;
  problem: GiftCardProblem | null;
  checking: boolean;
  apply: (code: string) => void;
  remove: () => void;
}

/**
 * The checkout's gift card (decision 085): the server says what the card can pay now; the page
 * then shows how much of the total it pays. Prepare Payment checks it again under lock.
 */
export function useGiftCard(): GiftCardState {
  const { t } = useAccountAreaTranslation();
  const [applied, setApplied] = useState<AppliedGiftCard | null>(null);
  const [problem, setProblem] = useState<GiftCardProblem | null>(null);
  const [checking, setChecking] = useState(false);
  const attempt = useRef(0);

  return {
    applied,
    problem,
    checking,
    apply: (typed) => {
      const code = normalizeGiftCardCode(typed);
      if (!code) {
        setProblem("blank");
        return;
      }
      const mine = ++attempt.current;
      setChecking(true);
      void checkGiftCard(code).then((answer) => {
        if (mine !== attempt.current) return;
        setChecking(false);
        if (answer.ok) {
          setApplied({ code, last4: answer.last4, availableCents: answer.availableCents });
          setProblem(null);
          toast.success(
            t("giftCards.checkout.applied", {
              last4: answer.last4,
              amount: formatPrice(answer.availableCents),
            }),
          );
        } else {
          setApplied(null);
          setProblem(answer.problem);
        }
      });
    },
    remove: () => {
      attempt.current++;
      setChecking(false);
      setApplied(null);
      setProblem(null);
    },
  };
}

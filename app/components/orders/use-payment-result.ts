import { useEffect, useState } from "react";
import { fetchOrderStatus } from "~/components/checkout/checkout-api";
import { paymentResultOf, POLL_INTERVAL_MS, POLL_TIMEOUT_MS, type PaymentResult } from "./payment-result";

/**
 * Asks the server for the order's status about once a second until the payment is decided, or
 * gives up after about thirty seconds ("timeout"): the server's payment event decides, never
 * the browser.
 */
export function usePaymentResult(orderNumber: string): PaymentResult | "timeout" {
  const [result, setResult] = useState<PaymentResult | "timeout">("waiting");

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = Date.now() + POLL_TIMEOUT_MS;

    async function poll() {
      const answer = await fetchOrderStatus(orderNumber);
      if (stopped) return;
      const next = answer === "unknown" ? "waiting" : paymentResultOf(answer.status, answer.paymentError);
      if (next !== "waiting") return setResult(next);
      if (Date.now() >= deadline) return setResult("timeout");
      timer = setTimeout(() => void poll(), POLL_INTERVAL_MS);
    }

    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [orderNumber]);

  return result;
}

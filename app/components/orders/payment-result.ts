/** How the /payment-success page reads an order's status while it waits for the payment's result. */
export type PaymentResult = "waiting" | "paid" | "failed";

/** Polling: about once a second, for about thirty seconds. */
export const POLL_INTERVAL_MS = 1000;
export const POLL_TIMEOUT_MS = 30_000;

const PAID = new Set(["paid", "processing", "shipped", "delivered"]);
const FAILED = new Set(["cancelled", "refunded", "failed"]);

/**
 * An order past payment is paid; a cancelled one, or one whose last payment attempt the
 * provider refused, failed; anything else (pending, unknown) waits.
 */
export function paymentResultOf(status: string | null, paymentError: string | null = null): PaymentResult {
  if (status && PAID.has(status)) return "paid";
  if (status && FAILED.has(status)) return "failed";
  if (status === "pending_payment" && paymentError) return "failed";
  return "waiting";
}

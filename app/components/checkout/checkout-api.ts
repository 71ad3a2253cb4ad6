import type { CheckoutRequestInput, PaymentIntentResponse } from "~/modules/checkout/checkout-schema";
import type { CouponProblem } from "~/modules/checkout/messages";

/**
 * The browser's calls to the shop's checkout API (DESIGN section 4). Each answer becomes a
 * small result the UI can switch on; a network failure or an unexpected answer is `error`
 * with no message of its own, so the caller shows the spec's fallback text.
 */

async function postJson(url: string, body: unknown): Promise<{ status: number; json: unknown } | null> {
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    return { status: response.status, json: await response.json().catch(() => null) };
  } catch {
    return null;
  }
}

function errorText(json: unknown): string | undefined {
  const error = (json as { error?: unknown } | null)?.error;
  return typeof error === "string" && error ? error : undefined;
}

export type CouponAnswer =
  | { ok: true; code: string; discountCents: number }
  | { ok: false; problem: CouponProblem; minimumOrderCents?: number };

export async function checkCoupon(
  code: string,
  cartItems: { productId: string; quantity: number }[],
): Promise<CouponAnswer> {
  const answer = await postJson("/api/coupons/check", { code, cartItems });
  const json = answer?.json as Partial<CouponAnswer & { problem: string }> | null | undefined;
  if (answer?.status === 200 && json?.ok === true && typeof json.code === "string") {
    return { ok: true, code: json.code, discountCents: Number(json.discountCents) || 0 };
  }
  const known = ["blank", "invalid", "expired", "limit", "minimum", "tooMany"] as const;
  const problem = known.find((name) => name === json?.problem);
  if (json?.ok === false && problem) {
    return { ok: false, problem, minimumOrderCents: json.minimumOrderCents };
  }
  return { ok: false, problem: "failed" };
}

export type GiftCardAnswer =
  { ok: true; last4: string; availableCents: number } | { ok: false; problem: "none" | "tooMany" | "failed" };

/** What a gift card can pay now (decision 085). */
export async function checkGiftCard(code: string): Promise<GiftCardAnswer> {
  const answer = await postJson("/api/gift-cards/check", { code });
  const json = answer?.json as {
    ok?: boolean;
    last4?: unknown;
    availableCents?: unknown;
    problem?: unknown;
  } | null;
  if (answer?.status === 200 && json?.ok === true && typeof json.last4 === "string") {
    return { ok: true, last4: json.last4, availableCents: Number(json.availableCents) || 0 };
  }
  if (json?.problem === "none" || json?.problem === "tooMany") return { ok: false, problem: json.problem };
  return { ok: false, problem: "failed" };
}

export type PrepareAnswer =
  | ({ outcome: "ready"; giftCardCents?: number; paid?: boolean } & PaymentIntentResponse)
  /** The server's total differs from what the page showed. */
  | { outcome: "stale"; amount: number; message?: string }
  | { outcome: "error"; message?: string };

export async function createPaymentIntent(body: CheckoutRequestInput): Promise<PrepareAnswer> {
  const answer = await postJson("/api/create-payment-intent", body);
  if (!answer) return { outcome: "error" };
  const json = answer.json as Partial<PaymentIntentResponse> | null;
  if (
    answer.status === 200 &&
    (json?.clientSecret || json?.paid === true) &&
    json.orderNumber &&
    typeof json.amount === "number"
  ) {
    return {
      outcome: "ready",
      clientSecret: json.clientSecret ?? "",
      orderNumber: json.orderNumber,
      amount: json.amount,
      giftCardCents: typeof json.giftCardCents === "number" ? json.giftCardCents : 0,
      paid: json.paid === true,
    };
  }
  if (answer.status === 409 && typeof json?.amount === "number") {
    return { outcome: "stale", amount: json.amount, message: errorText(json) };
  }
  return { outcome: "error", message: errorText(answer.json) };
}

/** What came of a card payment, whichever provider took it. */
export type PaymentOutcome =
  | { status: "succeeded" }
  | { status: "failed"; message?: string }
  /** The provider needs the shopper elsewhere first (authentication), then comes back. */
  | { status: "redirect"; url: string };

/**
 * Confirms the payment with whatever the shopper entered; given by the provider's fields once
 * ready. Here, below the payment forms, so that they need not import each other.
 */
export type ConfirmPayment = () => Promise<PaymentOutcome>;

export interface SandboxCard {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export async function confirmSandboxPayment(
  clientSecret: string,
  card: SandboxCard,
): Promise<PaymentOutcome> {
  const answer = await postJson("/api/payments/sandbox/confirm", { clientSecret, card });
  const json = answer?.json as { status?: string; redirectUrl?: string } | null | undefined;
  if (json?.status === "succeeded") return { status: "succeeded" };
  if (json?.status === "requires_action" && json.redirectUrl)
    return { status: "redirect", url: json.redirectUrl };
  return { status: "failed", message: errorText(json) };
}

export type OrderStatusAnswer = { status: string; paymentError: string | null } | "unknown";

export async function fetchOrderStatus(orderNumber: string): Promise<OrderStatusAnswer> {
  try {
    const response = await fetch(`/api/orders/${encodeURIComponent(orderNumber)}/status`, {
      headers: { Accept: "application/json" },
    });
    const json = (await response.json().catch(() => null)) as {
      status?: unknown;
      paymentError?: unknown;
    } | null;
    if (!response.ok || typeof json?.status !== "string") return "unknown";
    return {
      status: json.status,
      paymentError: typeof json.paymentError === "string" ? json.paymentError : null,
    };
  } catch {
    return "unknown";
  }
}

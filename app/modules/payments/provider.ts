/**
 * The card-payment provider behind an interface (DESIGN section 2): `sandbox` (built in, the
 * default, test cards only) or `stripe` (when its keys are set). Checkout creates a payment
 * through it; the provider's events come back through one handler (orders/fulfilment), whether
 * they arrive as Stripe webhooks or from the sandbox.
 */

export type PaymentProviderName = "sandbox" | "stripe";

/**
 * The least a card payment may take, in cents: Stripe refuses less than $0.50 in US dollars, and
 * the sandbox stands in for it, so checkout refuses a smaller total (a 100% coupon on an order
 * that ships free) before any order or payment is made.
 */
export const MIN_CARD_PAYMENT_CENTS = 50;

export interface CreatePaymentInput {
  orderId: string;
  orderNumber: string;
  amountCents: number;
  currency: "usd";
  email: string;
  /** Same key for the same order attempt: a retried create never makes a second payment. */
  idempotencyKey: string;
}

export interface CreatedPayment {
  /** The provider's id of the payment (a Stripe PaymentIntent id; `sbx_pi_…` in the sandbox). */
  paymentId: string;
  /** Handed to the browser to confirm the payment; never enough to read the order. */
  clientSecret: string;
}

export interface RefundInput {
  /** The provider's id of the payment to give back. */
  paymentId: string;
  /** A part of it, in cents (a return's lines, decision 091); unset: the whole payment. */
  amountCents?: number;
  orderId: string;
  orderNumber: string;
  /**
   * Derived from the order (`refund:<order id>`): two admins refunding at once, a retry after a
   * timeout, or a cancel racing a refund all reach one refund at the provider.
   */
  idempotencyKey: string;
}

export interface Refund {
  /** The provider's id of the refund (a Stripe Refund id; `sbx_re_…` in the sandbox). */
  refundId: string;
}

/** What the shop acts on; everything else a provider sends is ignored. */
export type PaymentEventType =
  | "payment.succeeded"
  | "payment.failed"
  | "payment.canceled"
  | "payment.refunded"
  /** The card that paid, said apart from the payment (Stripe's `charge.succeeded`). */
  | "payment.card";

export interface PaymentEvent {
  /** The provider's event id: each event takes effect once. */
  id: string;
  /** `gift_card`: an order its gift card paid whole, with no provider (decision 085). */
  provider: PaymentProviderName | "gift_card";
  type: PaymentEventType;
  paymentId: string;
  /** The provider's message for a failure, when it gives one. */
  failureMessage?: string;
  /** For `payment.refunded`: the provider's refund id, when it says which. */
  refundId?: string;
  /** For `payment.succeeded`: what was paid, in cents and currency (lower case, e.g. `usd`). */
  amount?: { cents: number; currency: string };
  /** For `payment.succeeded` and `payment.card`: the last four digits of the card that paid. */
  cardLast4?: string;
}

/**
 * What the provider says of a payment: taken (with what was paid), still being decided (ask
 * again later), or not taken — waiting for the shopper, failed or cancelled. After
 * `cancelPayment` a payment that was not taken never will be.
 */
export type PaymentState =
  | { status: "succeeded"; amount: { cents: number; currency: string } }
  | { status: "processing" }
  | { status: "unpaid" };

/**
 * The provider could not be reached (a refused connection, a timeout): nothing was decided there,
 * and asking again later may work. Checkout answers 503 with Retry-After rather than a 500.
 */
export class PaymentProviderUnavailable extends Error {
  override name = "PaymentProviderUnavailable";
}

export interface PaymentProvider {
  name: PaymentProviderName;
  /**
   * Whether `createPayment` only computes a payment (no call out, nothing stored, nothing to undo
   * if it is never used): Prepare Payment then makes it inside its transaction and writes the
   * order with its payment, one statement fewer (decision 099). The sandbox does; a provider that
   * calls out (Stripe) is called after the order is committed.
   */
  paymentsMadeLocally?: boolean;
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  /**
   * Called when an unpaid order is replaced or expires; safe to call twice, and harmless on a
   * payment that already succeeded (it stays succeeded).
   */
  cancelPayment(paymentId: string): Promise<void>;
  /**
   * The provider's own answer on a payment, whatever the shop has heard of it: how the sweeper
   * finds a payment whose event never took effect (a lost webhook, a process that died).
   */
  paymentStatus(paymentId: string): Promise<PaymentState>;
  /**
   * Gives a succeeded payment back, in full or the part `amountCents`; the same idempotency key
   * always means the same refund.
   */
  refundPayment(input: RefundInput): Promise<Refund>;
}

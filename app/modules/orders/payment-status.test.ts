import { describe, expect, it } from "vitest";
import { paymentStatusOf } from "./payment-status";

describe("paymentStatusOf", () => {
  const paidAt = "2025-03-01T10:05:00.000Z";
  it("tells paid, awaiting, unpaid and refunded apart", () => {
    expect(paymentStatusOf("pending_payment", null)).toBe("awaiting");
    expect(paymentStatusOf("paid", paidAt)).toBe("paid");
    expect(paymentStatusOf("shipped", paidAt)).toBe("paid");
    expect(paymentStatusOf("cancelled", null)).toBe("unpaid");
    // Paid after its cancellation: the shopper was charged (and an operator refunds it).
    expect(paymentStatusOf("cancelled", paidAt)).toBe("paid");
    expect(paymentStatusOf("refunded", paidAt)).toBe("refunded");
  });
});

import { expect, it } from "vitest";
import { paymentResultOf } from "./payment-result";

it("reads paid, failed or still waiting from an order's status", () => {
  for (const status of ["paid", "processing", "shipped", "delivered"])
    expect(paymentResultOf(status)).toBe("paid");
  for (const status of ["cancelled", "refunded"]) expect(paymentResultOf(status)).toBe("failed");
  expect(paymentResultOf("pending_payment")).toBe("waiting");
  expect(paymentResultOf(null)).toBe("waiting");
  expect(paymentResultOf("pending_payment", "Authentication failed.")).toBe("failed");
});

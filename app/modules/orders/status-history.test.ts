import { describe, expect, it } from "vitest";
import { statusHistory } from "./status-history";

const placed = new Date("2025-03-01T10:00:00Z");
const paid = new Date("2025-03-01T10:05:00Z");
const later = new Date("2025-03-03T09:00:00Z");

describe("statusHistory", () => {
  it("is only the placing while the order awaits payment", () => {
    expect(
      statusHistory({
        status: "pending_payment",
        createdAt: placed,
        paidAt: null,
        cancelledAt: null,
        updatedAt: placed,
      }),
    ).toEqual([{ status: "pending_payment", at: placed.toISOString() }]);
  });

  it("adds the payment, then a later status at the time the order last changed", () => {
    expect(
      statusHistory({ status: "paid", createdAt: placed, paidAt: paid, cancelledAt: null, updatedAt: paid }),
    ).toEqual([
      { status: "pending_payment", at: placed.toISOString() },
      { status: "paid", at: paid.toISOString() },
    ]);
    expect(
      statusHistory({
        status: "shipped",
        createdAt: placed,
        paidAt: paid,
        cancelledAt: null,
        updatedAt: later,
      }),
    ).toEqual([
      { status: "pending_payment", at: placed.toISOString() },
      { status: "paid", at: paid.toISOString() },
      { status: "shipped", at: later.toISOString() },
    ]);
  });

  it("shows a cancellation, and a payment that came after it, in the order they happened", () => {
    expect(
      statusHistory({
        status: "cancelled",
        createdAt: placed,
        paidAt: later,
        cancelledAt: paid,
        updatedAt: later,
      }).map((event) => event.status),
    ).toEqual(["pending_payment", "cancelled", "paid"]);
  });
});

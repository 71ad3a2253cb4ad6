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

describe("statusHistory with the log of status changes", () => {
  const order = {
    status: "shipped",
    createdAt: placed,
    paidAt: paid,
    cancelledAt: null,
    updatedAt: later,
  } as const;
  const processing = new Date("2025-03-02T08:00:00Z");

  it("shows every logged step after the payment, the ones in between too", () => {
    expect(
      statusHistory(order, [
        { toStatus: "processing", createdAt: processing },
        { toStatus: "shipped", createdAt: later },
      ]),
    ).toEqual([
      { status: "pending_payment", at: placed.toISOString() },
      { status: "paid", at: paid.toISOString() },
      { status: "processing", at: processing.toISOString() },
      { status: "shipped", at: later.toISOString() },
    ]);
  });

  it("keeps a logged step's details and takes a cancellation from the log, not twice", () => {
    const events = statusHistory({ ...order, status: "cancelled", cancelledAt: later }, [
      { toStatus: "cancelled", createdAt: later, details: { note: "Out of stock" } },
    ]);
    expect(events.map((event) => event.status)).toEqual(["pending_payment", "paid", "cancelled"]);
    expect(events[2]!.details).toEqual({ note: "Out of stock" });
    expect("details" in events[0]!).toBe(false);
  });

  it("takes a payment the log has (a replacement made paid by an admin) from the log, not twice", () => {
    const events = statusHistory(
      { status: "paid", createdAt: placed, paidAt: placed, cancelledAt: null, updatedAt: placed },
      [{ toStatus: "paid", createdAt: placed, details: { note: "Replacement for ST-AAAAAAAA" } }],
    );
    expect(events.map((event) => event.status)).toEqual(["pending_payment", "paid"]);
    expect(events[1]!.details).toEqual({ note: "Replacement for ST-AAAAAAAA" });
  });
});

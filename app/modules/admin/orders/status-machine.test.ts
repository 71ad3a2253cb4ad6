import { describe, expect, it } from "vitest";
import { orderStatuses, type OrderStatus } from "~/db/schema";
import { canTransition, givesMoneyBack, nextStatuses, nextStatusesOf } from "./status-machine";

// The edges, written out once more by hand so that a change to the table shows here.
const allowed = new Set([
  "paid>processing",
  "processing>shipped",
  "shipped>delivered",
  "paid>cancelled",
  "processing>cancelled",
  "paid>refunded",
  "processing>refunded",
]);

describe("the admin's order status machine", () => {
  const pairs = orderStatuses.flatMap((from) => orderStatuses.map((to) => [from, to] as const));

  it.each(pairs)("%s → %s is allowed only if it is one of the issue's edges", (from, to) => {
    expect(canTransition(from, to)).toBe(allowed.has(`${from}>${to}`));
  });

  it("lets nothing leave pending, delivered, cancelled or refunded", () => {
    for (const status of ["pending_payment", "delivered", "cancelled", "refunded"] as OrderStatus[]) {
      expect(nextStatuses(status)).toEqual([]);
    }
  });

  it("never skips a step forward nor goes back", () => {
    expect(canTransition("paid", "shipped")).toBe(false);
    expect(canTransition("paid", "delivered")).toBe(false);
    expect(canTransition("shipped", "processing")).toBe(false);
    expect(canTransition("shipped", "refunded")).toBe(false);
    expect(canTransition("paid", "paid")).toBe(false);
  });

  it("gives money back only when cancelling or refunding", () => {
    expect(orderStatuses.filter(givesMoneyBack)).toEqual(["cancelled", "refunded"]);
  });
});

describe("a replacement's steps (decision 096)", () => {
  it("may be cancelled but never refunded: nothing was paid for it", () => {
    expect(nextStatusesOf({ status: "paid", paymentProvider: "replacement" })).toEqual([
      "processing",
      "cancelled",
    ]);
    expect(nextStatusesOf({ status: "processing", paymentProvider: "replacement" })).toEqual([
      "shipped",
      "cancelled",
    ]);
    expect(nextStatusesOf({ status: "paid", paymentProvider: "sandbox" })).toEqual(nextStatuses("paid"));
    expect(nextStatusesOf({ status: "paid", paymentProvider: "replacement" }, "processing")).toEqual([
      "shipped",
      "cancelled",
    ]);
  });
});

import { describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { sandboxProvider } from "./sandbox.server";

// A refund in the sandbox moves no money and reads nothing: no database is needed.
const noDatabase = {} as Database;

describe("the sandbox's refunds", () => {
  const secret = "s".repeat(40);
  const refund = (idempotencyKey: string, authSecret = secret) =>
    sandboxProvider({ authSecret, db: noDatabase }).refundPayment({
      paymentId: "sbx_pi_1",
      orderId: "o",
      orderNumber: "ST-7K3M9Q2X",
      idempotencyKey,
    });

  it("answers the same refund for the same key, and another for another key or shop", async () => {
    const first = await refund("refund:a");
    expect(first.refundId).toMatch(/^sbx_re_[A-Za-z0-9]{10,}$/);
    expect(await refund("refund:a")).toEqual(first);
    expect((await refund("refund:b")).refundId).not.toBe(first.refundId);
    expect((await refund("refund:a", "t".repeat(40))).refundId).not.toBe(first.refundId);
  });
});

import { describe, expect, it } from "vitest";
import { emailLogFields } from "./outbox.server";

const receipt = {
  dedupeKey: "receipt:1",
  to: "ana@example.com",
  subject: "Your Sweet Trip order ST-7K3M9Q2X",
  text: "Your order: https://shop.example/order-confirmation/ST-7K3M9Q2X?token=secret",
};

describe("emailLogFields", () => {
  it("logs the whole e-mail without SMTP: the log is where it is read", () => {
    expect(emailLogFields("e1", receipt, false)).toEqual({
      id: "e1",
      to: receipt.to,
      subject: receipt.subject,
      text: receipt.text,
    });
  });

  it("logs only the id when SMTP sends it: no address, no link, no token", () => {
    const logged = JSON.stringify(emailLogFields("e1", receipt, true));
    expect(logged).toBe('{"id":"e1"}');
  });
});

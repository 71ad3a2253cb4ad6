import { describe, expect, it } from "vitest";
import { emailLogFields, logsWholeEmails } from "./outbox.server";

const receipt = {
  dedupeKey: "receipt:1",
  to: "ana@example.com",
  subject: "Your Sweet Trip order ST-7K3M9Q2X",
  text: "Your order: https://shop.example/order-confirmation/ST-7K3M9Q2X?token=secret",
};

describe("emailLogFields", () => {
  it("logs the whole e-mail in a local demo: the log is where it is read", () => {
    expect(emailLogFields("e1", receipt, true)).toEqual({
      id: "e1",
      to: receipt.to,
      subject: receipt.subject,
      text: receipt.text,
    });
  });

  it("logs only the id, the kind and the recipient's domain otherwise: no address, no link, no token", () => {
    const logged = JSON.stringify(emailLogFields("e1", receipt, false));
    expect(logged).toBe('{"id":"e1","kind":"receipt","toDomain":"example.com"}');
  });
});

describe("logsWholeEmails", () => {
  it("only without SMTP on a loopback PUBLIC_URL", () => {
    expect(logsWholeEmails({ SMTP_URL: undefined, PUBLIC_URL: "http://localhost:3000" })).toBe(true);
    expect(logsWholeEmails({ SMTP_URL: undefined, PUBLIC_URL: "http://127.0.0.1:3000" })).toBe(true);
    expect(logsWholeEmails({ SMTP_URL: undefined, PUBLIC_URL: "https://shop.example" })).toBe(false);
    expect(logsWholeEmails({ SMTP_URL: undefined, PUBLIC_URL: "http://10.0.0.5:3000" })).toBe(false);
    expect(logsWholeEmails({ SMTP_URL: "smtp://mail:25", PUBLIC_URL: "http://localhost:3000" })).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { confirmationEmail, confirmationLink } from "./confirmation-email";

describe("the newsletter confirmation e-mail", () => {
  it("links to the confirmation page on the public origin, with the token", () => {
    expect(confirmationLink("https://shop.example", "abc-_123")).toBe(
      "https://shop.example/newsletter/confirm?token=abc-_123",
    );
  });

  it("is written in the page's language, with the link on a line of its own", () => {
    const link = "https://shop.example/newsletter/confirm?token=t0k3n";
    const en = confirmationEmail("en", link);
    expect(en.subject).toBe("Confirm your Sweet Trip newsletter subscription");
    expect(en.text).toContain(`\n\n${link}\n\n`);
    expect(en.text).toContain("Confirm subscription");
    const es = confirmationEmail("es", link);
    expect(es.subject).toBe("Confirma tu suscripción al boletín de Sweet Trip");
    expect(es.text).toContain(`\n\n${link}\n\n`);
    expect(es.text).toContain("Confirmar suscripción");
  });
});

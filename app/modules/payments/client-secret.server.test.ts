import { describe, expect, it } from "vitest";
import { clientSecretFor, paymentIdOfClientSecret, sandboxId } from "./client-secret.server";

const SECRET = "a-test-secret-of-at-least-32-characters!";

describe("sandbox client secrets", () => {
  it("makes distinct, prefixed ids", () => {
    const ids = new Set(Array.from({ length: 50 }, () => sandboxId("sbx_pi")));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^sbx_pi_[A-Za-z0-9]{8,}$/);
    expect(sandboxId("sbx_evt")).toMatch(/^sbx_evt_/);
  });

  it("verifies a secret it made and names its payment", () => {
    const paymentId = sandboxId("sbx_pi");
    const clientSecret = clientSecretFor(SECRET, paymentId);
    expect(clientSecret.startsWith(`${paymentId}_secret_`)).toBe(true);
    expect(paymentIdOfClientSecret(SECRET, clientSecret)).toBe(paymentId);
  });

  it("refuses forged, altered or foreign secrets", () => {
    const paymentId = sandboxId("sbx_pi");
    const clientSecret = clientSecretFor(SECRET, paymentId);
    expect(paymentIdOfClientSecret("another-secret-of-at-least-32-characters", clientSecret)).toBeNull();
    expect(paymentIdOfClientSecret(SECRET, clientSecretFor(SECRET, "sbx_pi_other"))).toBe("sbx_pi_other");
    expect(paymentIdOfClientSecret(SECRET, clientSecret.replace(paymentId, "sbx_pi_other"))).toBeNull();
    const flipped = clientSecret.endsWith("0") ? "1" : "0";
    expect(paymentIdOfClientSecret(SECRET, `${clientSecret.slice(0, -1)}${flipped}`)).toBeNull();
    expect(paymentIdOfClientSecret(SECRET, `${paymentId}_secret_`)).toBeNull();
    expect(paymentIdOfClientSecret(SECRET, "pi_123_secret_abc")).toBeNull();
    expect(paymentIdOfClientSecret(SECRET, "")).toBeNull();
  });
});

import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * A sandbox payment's client secret is `<paymentId>_secret_<signature>`: the confirm API checks
 * it with the shop's secret instead of storing it, and nobody can make one for a payment id
 * they merely guessed or read.
 */

const SEPARATOR = "_secret_";

function signature(secret: string, paymentId: string): string {
  return createHmac("sha256", secret).update(`sandbox-payment:${paymentId}`).digest("hex");
}

/** A new, unguessable sandbox id with its prefix, e.g. `sbx_pi_…` or `sbx_evt_…`. */
export function sandboxId(prefix: "sbx_pi" | "sbx_evt"): string {
  return `${prefix}_${randomBytes(12).toString("base64url").replace(/[-_]/g, "")}`;
}

export function clientSecretFor(secret: string, paymentId: string): string {
  return `${paymentId}${SEPARATOR}${signature(secret, paymentId)}`;
}

/** The payment id a client secret was made for, or null when it is not one of ours. */
export function paymentIdOfClientSecret(secret: string, clientSecret: string): string | null {
  const at = clientSecret.indexOf(SEPARATOR);
  if (at <= 0) return null;
  const paymentId = clientSecret.slice(0, at);
  if (!paymentId.startsWith("sbx_pi_")) return null;
  const given = Buffer.from(clientSecret.slice(at + SEPARATOR.length));
  const expected = Buffer.from(signature(secret, paymentId));
  return given.length === expected.length && timingSafeEqual(given, expected) ? paymentId : null;
}

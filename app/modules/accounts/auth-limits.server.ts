import { createHash } from "node:crypto";
import type { AppLoadContext } from "react-router";
import {
  hitRateLimit,
  type RateLimitResult,
  type RateLimitRule,
} from "~/modules/rate-limits/rate-limit.server";

/**
 * What a visitor may try, how often, per client address and per e-mail address. Signing in is
 * throttled otherwise (`sign-in-throttle.server.ts`, decision 040): by e-mail address alone,
 * anyone could lock an owner out.
 */
export type AuthAction = "password-check" | "sign-up" | "reset" | "resend";

const MINUTE = 60_000;

export const AUTH_LIMITS: Record<AuthAction, { ip: RateLimitRule; email: RateLimitRule }> = {
  // The current password asked by a signed-in session (changing the password or the e-mail
  // address): only the account's own sessions can spend the account's budget.
  "password-check": {
    ip: { limit: 30, windowMs: 15 * MINUTE },
    email: { limit: 10, windowMs: 15 * MINUTE },
  },
  "sign-up": { ip: { limit: 10, windowMs: 60 * MINUTE }, email: { limit: 3, windowMs: 60 * MINUTE } },
  reset: { ip: { limit: 10, windowMs: 60 * MINUTE }, email: { limit: 3, windowMs: 60 * MINUTE } },
  resend: { ip: { limit: 10, windowMs: 60 * MINUTE }, email: { limit: 3, windowMs: 60 * MINUTE } },
};

/**
 * Counts one attempt of `action` for the client and the e-mail address; limited when either is
 * over its limit (the longer wait wins). RATE_LIMITS=off lets everything through.
 */
export async function hitAuthLimit(
  context: Pick<AppLoadContext, "db" | "env" | "clientIp">,
  action: AuthAction,
  email: string | null,
): Promise<RateLimitResult> {
  if (!context.env.RATE_LIMITS) return { limited: false };
  const rules = AUTH_LIMITS[action];
  const results = await Promise.all([
    hitRateLimit(context.db, `${action}:ip:${context.clientIp}`, rules.ip),
    email ? hitRateLimit(context.db, `${action}:email:${emailKey(email)}`, rules.email) : null,
  ]);
  const waits = results.flatMap((result) => (result?.limited ? [result.retryAfterMs] : []));
  return waits.length ? { limited: true, retryAfterMs: Math.max(...waits) } : { limited: false };
}

/**
 * An e-mail address as a rate-limit key: a digest of it, trimmed and lower-cased. A form may send
 * anything (PostgreSQL refuses NUL in text), and the table need not hold addresses.
 */
export function emailKey(email: string): string {
  return createHash("sha256").update(email.trim().toLowerCase()).digest("base64url");
}

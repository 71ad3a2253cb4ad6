import { randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";

/**
 * Security headers on every answer (pages, API, static files), and a Content-Security-Policy
 * whose scripts must carry this answer's nonce: a fresh one per response, kept in
 * `res.locals.cspNonce` for the render (entry.server.tsx, root.tsx) and for the page cache, which
 * writes it into a stored page again (decision 015). No 'unsafe-inline' or 'unsafe-eval' for
 * scripts. Styles may be inline: React style attributes and the toast library's <style>.
 */
export interface SecuritySettings {
  /** PUBLIC_URL is https: browsers are told to keep to https (HSTS). */
  https: boolean;
  /** Stripe takes the payments: its script, frames and API are allowed, nothing of it otherwise. */
  stripe: boolean;
  /** The development server (Vite's inline scripts and hot reload): no CSP there. */
  development: boolean;
}

const STRIPE = {
  script: ["https://js.stripe.com"],
  frame: ["https://js.stripe.com", "https://hooks.stripe.com"],
  connect: ["https://api.stripe.com", "https://m.stripe.network", "https://q.stripe.com"],
  img: ["https://*.stripe.com"],
};

export function contentSecurityPolicy(nonce: string, stripe: boolean): string {
  const add = (sources: string[]) => (stripe ? sources : []);
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", `'nonce-${nonce}'`, ...add(STRIPE.script)],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", ...add(STRIPE.img)],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...add(STRIPE.connect)],
    "frame-src": stripe ? STRIPE.frame : ["'none'"],
    "media-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    // Nobody frames the shop: checkout and payment pages least of all (clickjacking).
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ");
}

export function securityHeaders(settings: () => SecuritySettings) {
  // Settings are read once, at the first answer; the policy is built once around its nonce.
  let fixed: { headers: [string, string][]; policy: [string, string] | null } | undefined;
  const prepare = () => {
    const { https, stripe, development } = settings();
    const [before, after] = contentSecurityPolicy("\0", stripe).split("\0") as [string, string];
    const headers: [string, string][] = [
      ["X-Content-Type-Options", "nosniff"],
      ["X-Frame-Options", "DENY"],
      ["Referrer-Policy", "strict-origin-when-cross-origin"],
      [
        "Permissions-Policy",
        `camera=(), microphone=(), geolocation=(), usb=(), payment=(self${stripe ? ' "https://js.stripe.com"' : ""})`,
      ],
      ["Cross-Origin-Opener-Policy", "same-origin"],
    ];
    if (https) headers.push(["Strict-Transport-Security", "max-age=31536000; includeSubDomains"]);
    return { headers, policy: development ? null : ([before, after] as [string, string]) };
  };
  return (_req: Request, res: Response, next: NextFunction) => {
    fixed ??= prepare();
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    if (fixed.policy) res.setHeader("Content-Security-Policy", fixed.policy[0] + nonce + fixed.policy[1]);
    for (const [name, value] of fixed.headers) res.setHeader(name, value);
    next();
  };
}

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
  return (_req: Request, res: Response, next: NextFunction) => {
    const { https, stripe, development } = settings();
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    if (!development) res.setHeader("Content-Security-Policy", contentSecurityPolicy(nonce, stripe));
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader(
      "Permissions-Policy",
      `camera=(), microphone=(), geolocation=(), usb=(), payment=(self${stripe ? ' "https://js.stripe.com"' : ""})`,
    );
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    if (https) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    next();
  };
}

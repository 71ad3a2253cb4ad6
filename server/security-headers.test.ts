import type { AddressInfo } from "node:net";
import express from "express";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, securityHeaders, type SecuritySettings } from "./security-headers";

type Answer = { headers: Headers; body: string };
const defaults: SecuritySettings = { https: false, stripe: false, development: false };

/** One answer of an app with the headers under `settings`, and (by default) a second one. */
async function answers(settings: Partial<SecuritySettings> = {}, count = 2) {
  const app = express();
  app.use(securityHeaders(() => ({ ...defaults, ...settings })));
  app.get("/", (_req, res) => res.send(`<script nonce="${String(res.locals.cspNonce)}"></script>`));
  const server = await new Promise<ReturnType<express.Express["listen"]>>((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  try {
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const results = [];
    for (let index = 0; index < count; index += 1) {
      const response = await fetch(base);
      results.push({ headers: response.headers, body: await response.text() });
    }
    return results;
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe("securityHeaders", () => {
  it("sends a strict policy whose scripts need this answer's nonce, fresh each time", async () => {
    const [first, second] = (await answers()) as [Answer, Answer];
    const policy = first.headers.get("content-security-policy")!;
    const nonce = /'nonce-([^']+)'/.exec(policy)![1]!;
    expect(first.body).toBe(`<script nonce="${nonce}"></script>`);
    expect(second.headers.get("content-security-policy")).not.toContain(nonce);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'self'");
    const scripts = policy.split("; ").find((directive) => directive.startsWith("script-src"))!;
    expect(scripts).not.toContain("unsafe-inline");
    expect(scripts).not.toContain("unsafe-eval");
    expect(policy).not.toContain("stripe");
  });

  it("sends nosniff, no framing, a referrer policy and a permissions policy; HSTS only on https", async () => {
    const [{ headers }] = (await answers({}, 1)) as [Answer];
    expect(headers.get("x-content-type-options")).toBe("nosniff");
    expect(headers.get("x-frame-options")).toBe("DENY");
    expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(headers.get("permissions-policy")).toContain("camera=()");
    expect(headers.get("strict-transport-security")).toBeNull();
    const [secure] = (await answers({ https: true }, 1)) as [Answer];
    expect(secure.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
  });

  it("leaves the policy to Vite in development", async () => {
    const [development] = (await answers({ development: true }, 1)) as [Answer];
    expect(development.headers.get("content-security-policy")).toBeNull();
  });
});

describe("contentSecurityPolicy", () => {
  it("allows Stripe's script, frames and API only when Stripe takes the payments", () => {
    const withStripe = contentSecurityPolicy("n", true);
    expect(withStripe).toContain("script-src 'self' 'nonce-n' https://js.stripe.com");
    expect(withStripe).toContain("frame-src https://js.stripe.com https://hooks.stripe.com");
    expect(withStripe).toContain("connect-src 'self' https://api.stripe.com");
    expect(contentSecurityPolicy("n", false)).toContain("frame-src 'none'");
  });
});

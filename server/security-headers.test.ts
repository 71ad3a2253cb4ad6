import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentSecurityPolicy, securityHeaders, type SecuritySettings } from "./security-headers";

let base: string;
let server: ReturnType<express.Express["listen"]>;
let settings: SecuritySettings = { https: false, stripe: false, development: false };

beforeAll(async () => {
  const app = express();
  app.use(securityHeaders(() => settings));
  app.get("/", (_req, res) => res.send(`<script nonce="${String(res.locals.cspNonce)}"></script>`));
  await new Promise<void>((resolve) => {
    server = app.listen(0, "127.0.0.1", () => resolve());
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const get = async () => {
  const response = await fetch(base);
  return { headers: response.headers, body: await response.text() };
};

describe("securityHeaders", () => {
  it("sends a strict policy whose scripts need this answer's nonce, fresh each time", async () => {
    const first = await get();
    const second = await get();
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
    const { headers } = await get();
    expect(headers.get("x-content-type-options")).toBe("nosniff");
    expect(headers.get("x-frame-options")).toBe("DENY");
    expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(headers.get("permissions-policy")).toContain("camera=()");
    expect(headers.get("strict-transport-security")).toBeNull();
    settings = { https: true, stripe: false, development: false };
    expect((await get()).headers.get("strict-transport-security")).toBe(
      "max-age=31536000; includeSubDomains",
    );
  });

  it("leaves the policy to Vite in development", async () => {
    settings = { https: false, stripe: false, development: true };
    expect((await get()).headers.get("content-security-policy")).toBeNull();
    settings = { https: false, stripe: false, development: false };
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

import { beforeEach, describe, expect, it, vi } from "vitest";
import { emailsTo, linkInEmail, postForm, testContext } from "~tests/support/accounts";
import { testDatabase } from "~tests/support/database";
import { callRoute } from "~tests/support/routes";
import type { Database } from "~/db/client.server";
import { newsletterSubscribers, outboxEmails, rateLimits } from "~/db/schema";
import { CLIENT_LIMITS } from "~/modules/rate-limits/client-limits.server";
import { action } from "./api.newsletter";

const handle = testDatabase();

beforeEach(async () => {
  await handle.db.delete(newsletterSubscribers);
  await handle.db.delete(outboxEmails);
  await handle.db.delete(rateLimits);
});

interface PostOptions {
  language?: string;
  accept?: string;
  origin?: string;
  db?: Database;
  rateLimits?: boolean;
  clientIp?: string;
}

/** Posts the form to the action as the home page's fetcher does (or a plain form, by `accept`). */
async function post(fields: Record<string, string>, options: PostOptions = {}) {
  const headers: Record<string, string> = {
    Cookie: `site-lang=${options.language ?? "en"}`,
    Accept: options.accept ?? "*/*",
  };
  if (options.origin) headers.Origin = options.origin;
  const context = testContext(handle, {
    settings: { RATE_LIMITS: options.rateLimits ? "on" : "off" },
    clientIp: options.clientIp,
  });
  const logger = { error: vi.fn(), warn: vi.fn(), info: vi.fn(), debug: vi.fn() };
  const answer = await callRoute(action, postForm("/api/newsletter", fields, { headers }), {
    ...context,
    db: options.db ?? context.db,
    logger: logger as unknown as typeof context.logger,
  });
  return { ...answer, cacheControl: answer.headers.get("Cache-Control"), logger };
}

const stored = () =>
  handle.db
    .select({
      email: newsletterSubscribers.email,
      language: newsletterSubscribers.language,
      confirmed: newsletterSubscribers.confirmedAt,
    })
    .from(newsletterSubscribers);

describe("POST /api/newsletter", () => {
  it("stores the address unconfirmed with the page's language, e-mails the link and answers { ok: true }", async () => {
    const answer = await post({ email: " Fan@Example.com" }, { language: "es" });
    expect(answer).toMatchObject({ data: { ok: true }, status: 200, cacheControl: "no-store" });
    expect(await stored()).toEqual([{ email: "fan@example.com", language: "es", confirmed: null }]);
    const emails = await emailsTo(handle, "fan@example.com");
    expect(emails.map((email) => email.subject)).toEqual([
      "Confirma tu suscripción al boletín de Sweet Trip",
    ]);
    expect(await linkInEmail(handle, "fan@example.com", "/newsletter/confirm")).toBeDefined();
  });

  it("answers a confirmed address the same success and e-mails it nothing", async () => {
    await handle.db
      .insert(newsletterSubscribers)
      .values({ email: "fan@example.com", language: "en", confirmedAt: new Date() });
    const answer = await post({ email: "FAN@example.com" });
    expect(answer).toMatchObject({ data: { ok: true }, status: 200, cacheControl: "no-store" });
    expect(await emailsTo(handle, "fan@example.com")).toEqual([]);
    expect(await stored()).toHaveLength(1);
  });

  it("refuses a post from another site's page with 403, storing and sending nothing", async () => {
    for (const accept of ["*/*", "text/html"]) {
      const answer = await post({ email: "victim@example.com" }, { origin: "https://evil.example", accept });
      expect(answer.status).toBe(403);
      expect(answer.cacheControl).toBe("private, no-store");
    }
    expect(await stored()).toEqual([]);
    expect(await handle.db.select().from(outboxEmails)).toEqual([]);
  });

  it("takes a post from the shop's own origin", async () => {
    const answer = await post({ email: "fan@example.com" }, { origin: "http://shop.test" });
    expect(answer.status).toBe(200);
  });

  it("refuses an invalid address with 400 and a message in the page's language, storing nothing", async () => {
    expect(await post({ email: "fan@" })).toMatchObject({
      data: { error: "Please enter a valid email address" },
      status: 400,
      cacheControl: "no-store",
    });
    expect(await post({}, { language: "es" })).toMatchObject({
      data: { error: "Introduce tu correo electrónico" },
      status: 400,
    });
    expect(await stored()).toEqual([]);
  });

  it(`answers 429 past ${CLIENT_LIMITS.newsletter.limit} sign-ups an hour from one client, in the page's language`, async () => {
    const client = { rateLimits: true, clientIp: "198.51.100.9" };
    for (let i = 0; i < CLIENT_LIMITS.newsletter.limit; i++) {
      expect((await post({ email: `fan${i}@example.com` }, client)).status).toBe(200);
    }
    const limited = await post({ email: "late@example.com" }, client);
    expect(limited).toMatchObject({
      status: 429,
      data: { error: "Too many attempts. Please try again in 60 minutes." },
      cacheControl: "no-store",
    });
    expect(limited.headers.get("Retry-After")).toBe("3600");
    expect(await post({ email: "late@example.com" }, { ...client, language: "es" })).toMatchObject({
      status: 429,
      data: { error: "Demasiados intentos. Vuelve a intentarlo dentro de 60 minutos." },
    });
    expect(await emailsTo(handle, "late@example.com")).toEqual([]);

    // A browser without JavaScript is sent back to the home page, which shows the same words.
    const page = await post({ email: "late@example.com" }, { ...client, accept: "text/html" });
    expect(page).toMatchObject({ status: 303, location: "/?newsletter=limited&wait=60#newsletter" });
  });

  it("lets every sign-up through with RATE_LIMITS=off", async () => {
    for (let i = 0; i < CLIENT_LIMITS.newsletter.limit + 2; i++) {
      expect((await post({ email: `fan${i}@example.com` }, { clientIp: "198.51.100.9" })).status).toBe(200);
    }
    expect(await stored()).toHaveLength(CLIENT_LIMITS.newsletter.limit + 2);
  });

  it("answers a database failure with 500 and a message, and logs it", async () => {
    const broken = new Proxy({} as Database, {
      get() {
        throw new Error("connection refused");
      },
    });
    const answer = await post({ email: "fan@example.com" }, { db: broken });
    expect(answer).toMatchObject({
      data: { error: "Failed to subscribe. Please try again." },
      status: 500,
      cacheControl: "no-store",
    });
    expect(answer.logger.error).toHaveBeenCalledOnce();
  });

  it("sends a browser without JavaScript back to the home page with the outcome", async () => {
    const submit = async (email: string) => {
      const answer = await post({ email }, { accept: "text/html,application/xhtml+xml" });
      return { status: answer.status, location: answer.location };
    };
    expect(await submit("not-an-email")).toEqual({
      status: 303,
      location: "/?newsletter=invalid#newsletter",
    });
    expect(await submit("  ")).toEqual({ status: 303, location: "/?newsletter=required#newsletter" });
    expect(await stored()).toEqual([]);
    expect(await submit("Fan@Example.com")).toEqual({
      status: 303,
      location: "/?newsletter=subscribed#newsletter",
    });
    expect(await stored()).toEqual([{ email: "fan@example.com", language: "en", confirmed: null }]);
  });
});

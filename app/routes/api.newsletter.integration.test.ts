import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestDatabase } from "../../tests/support/database";
import type { Database, DatabaseHandle } from "~/db/client.server";
import { newsletterSubscribers } from "~/db/schema";
import type { Logger } from "~/lib/logger.server";
import type { Route } from "./+types/api.newsletter";
import { action } from "./api.newsletter";

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());
beforeEach(async () => {
  await handle.db.delete(newsletterSubscribers);
});

function call(
  fields: Record<string, string>,
  { language = "en", db = handle.db as Database, accept = "*/*" },
) {
  const logger = { error: vi.fn() };
  const request = new Request("http://shop.test/api/newsletter", {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { Cookie: `site-lang=${language}`, Accept: accept },
  });
  const args = { request, params: {}, context: { db, logger: logger as unknown as Logger } };
  return { logger, answer: action(args as unknown as Route.ActionArgs) };
}

/** Posts the form to the action as the home page's fetcher does. */
async function post(fields: Record<string, string>, options: { language?: string; db?: Database } = {}) {
  const { logger, answer } = call(fields, options);
  const result = await answer;
  if (result instanceof Response) throw new Error(`unexpected response ${result.status}`);
  const { data, init } = result;
  const headers = new Headers(init?.headers);
  return { data, status: init?.status ?? 200, cacheControl: headers.get("Cache-Control"), logger };
}

const stored = () =>
  handle.db
    .select({ email: newsletterSubscribers.email, language: newsletterSubscribers.language })
    .from(newsletterSubscribers);

describe("POST /api/newsletter", () => {
  it("subscribes with the page's language and answers { ok: true }, never cached", async () => {
    const answer = await post({ email: " Fan@Example.com" }, { language: "es" });
    expect(answer).toMatchObject({ data: { ok: true }, status: 200, cacheControl: "no-store" });
    expect(await stored()).toEqual([{ email: "fan@example.com", language: "es" }]);
  });

  it("answers the same success to a second sign-up and keeps one row", async () => {
    await post({ email: "fan@example.com" });
    expect((await post({ email: "FAN@example.com" })).data).toEqual({ ok: true });
    expect(await stored()).toHaveLength(1);
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
      const answer = await call({ email }, { accept: "text/html,application/xhtml+xml" }).answer;
      if (!(answer instanceof Response)) throw new Error("expected a redirect");
      return { status: answer.status, location: answer.headers.get("Location") };
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
    expect(await stored()).toEqual([{ email: "fan@example.com", language: "en" }]);
  });
});

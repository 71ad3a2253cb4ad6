import { beforeAll, describe, expect, it, vi } from "vitest";
import { testDatabase } from "~tests/support/database";
import type { Env } from "~/config/env.server";
import type { Logger } from "~/lib/logger.server";
import { queueEmail } from "~/modules/mail/outbox.server";
import type { Route } from "./+types/dev.mailbox";
import { loader } from "./dev.mailbox";

const handle = testDatabase();
const logger = { info: vi.fn() } as unknown as Logger;

beforeAll(async () => {
  for (const key of ["older", "newer"]) {
    await queueEmail(handle.db, logger, {
      dedupeKey: key,
      to: `${key}@example.com`,
      subject: `The ${key} one`,
      text: "Reset: http://localhost:3000/reset?token=secret",
    });
  }
});

function load(settings: Partial<Env>, peerIp = "127.0.0.1", headers: Record<string, string> = {}) {
  const env = { isDevelopment: false, DEV_MAILBOX: false, ...settings } as Env;
  const request = new Request("http://shop.test/dev/mailbox", { headers });
  return loader({
    request,
    params: {},
    context: { env, db: handle.db, logger, peerIp },
  } as unknown as Route.LoaderArgs);
}

async function statusOf(answer: Promise<unknown>) {
  try {
    await answer;
    return 200;
  } catch (thrown) {
    return (thrown as { init?: { status?: number } }).init?.status;
  }
}

describe("/dev/mailbox", () => {
  it("refuses any request that came through a proxy, though the proxy's connection is loopback", async () => {
    const proxied: Record<string, string>[] = [
      { "X-Forwarded-For": "203.0.113.7" },
      { Forwarded: "for=203.0.113.7" },
      { "X-Real-IP": "203.0.113.7" },
      { "X-Forwarded-Proto": "https" },
      { Via: "1.1 proxy" },
    ];
    for (const headers of proxied) {
      expect(await statusOf(load({ DEV_MAILBOX: true }, "127.0.0.1", headers)), JSON.stringify(headers)).toBe(
        404,
      );
      expect(await statusOf(load({ isDevelopment: true }, "::1", headers)), JSON.stringify(headers)).toBe(
        404,
      );
    }
  });

  it("lists the outbox newest first, with the whole text, in development", async () => {
    const result = await load({ isDevelopment: true });
    expect(result.data.emails.map((email) => email.subject)).toEqual(["The newer one", "The older one"]);
    expect(result.data.emails[0]).toMatchObject({
      to: "newer@example.com",
      text: "Reset: http://localhost:3000/reset?token=secret",
      sent: false,
    });
    expect(new Headers(result.init?.headers).get("Cache-Control")).toBe("private, no-store");
  });

  it("is shown in production only with DEV_MAILBOX on", async () => {
    expect(await statusOf(load({ NODE_ENV: "production", DEV_MAILBOX: true }))).toBe(200);
  });

  it("is the not-found page otherwise: it would leak reset links", async () => {
    expect(await statusOf(load({ NODE_ENV: "production" }))).toBe(404);
    expect(await statusOf(load({ NODE_ENV: "test" }))).toBe(404);
  });

  it("answers only to this machine, whatever X-Forwarded-For says, and is never stored", async () => {
    expect(await statusOf(load({ DEV_MAILBOX: true }, "::1"))).toBe(200);
    expect(await statusOf(load({ DEV_MAILBOX: true }, "::ffff:127.0.0.1"))).toBe(200);
    expect(await statusOf(load({ DEV_MAILBOX: true }, "203.0.113.7"))).toBe(404);
    expect(await statusOf(load({ isDevelopment: true }, "::ffff:192.168.1.20"))).toBe(404);
    expect((await load({ DEV_MAILBOX: true })).init?.headers).toEqual({
      "Cache-Control": "private, no-store",
    });
  });
});

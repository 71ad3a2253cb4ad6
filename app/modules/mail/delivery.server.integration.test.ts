import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { testDatabase } from "~tests/support/database";
import { outboxEmails } from "~/db/schema";
import type { Logger } from "~/lib/logger.server";
import {
  CLAIM_MS,
  deliverPending,
  mailFor,
  MAX_ATTEMPTS,
  retryDelayMs,
  startMailDeliverer,
  type DeliveryOptions,
  type Mailer,
} from "./delivery.server";
import { queueEmail } from "./outbox.server";

const handle = testDatabase();
const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() } as unknown as Logger;
const env = { SMTP_URL: "smtp://mail.test:25", MAIL_FROM: "Sweet Trip <hello@sweettrip.test>" };

beforeEach(async () => {
  await handle.db.delete(outboxEmails);
  vi.clearAllMocks();
});

const queue = (key: string) =>
  queueEmail(handle.db, logger, {
    dedupeKey: key,
    to: `${key}@example.com`,
    subject: `About ${key}`,
    text: `Hello ${key}: http://localhost:3000/order-confirmation/ST-1`,
  });

describe("mailFor", () => {
  it("maps an outbox e-mail to an SMTP message from MAIL_FROM", () => {
    const row = { id: "abc", to: "fan@example.com", subject: "Receipt", text: "Thanks", html: null };
    expect(mailFor(row, "Shop <a@b.c>")).toEqual({
      from: "Shop <a@b.c>",
      to: "fan@example.com",
      subject: "Receipt",
      text: "Thanks",
      messageId: "<abc@sweettrip.outbox>",
    });
    expect(mailFor({ ...row, html: "<p>Thanks</p>" }, "Shop <a@b.c>")).toMatchObject({
      html: "<p>Thanks</p>",
    });
  });
});

const MINUTE = 60_000;
const start = new Date("2030-01-01T12:00:00Z");
const at = (ms: number) => () => new Date(start.getTime() + ms);
const deliver = (transport: Mailer, options: Omit<DeliveryOptions, "transport"> = {}) =>
  deliverPending(handle.db, env, logger, { now: at(0), ...options, transport });
const accepting = () => vi.fn<Mailer["sendMail"]>().mockResolvedValue({});
const recipients = (sendMail: ReturnType<typeof accepting>) => sendMail.mock.calls.map(([mail]) => mail.to);
const rowFor = async (key: string) =>
  (await handle.db.select().from(outboxEmails).where(eq(outboxEmails.dedupeKey, key)))[0]!;

describe("retryDelayMs", () => {
  it("doubles from a minute and stops at an hour", () => {
    expect([1, 2, 3, 4, 7, 8, 20].map(retryDelayMs)).toEqual(
      [1, 2, 4, 8, 60, 60, 60].map((minutes) => minutes * MINUTE),
    );
  });
});

describe("deliverPending", () => {
  it("does nothing without SMTP_URL: the outbox is the delivery", async () => {
    await queue("one");
    expect(await deliverPending(handle.db, { SMTP_URL: undefined, MAIL_FROM: env.MAIL_FROM }, logger)).toBe(
      0,
    );
    const [row] = await handle.db.select().from(outboxEmails);
    expect(row!.sentAt).toBeNull();
  });

  it("sends each unsent e-mail once, oldest first, and marks it sent", async () => {
    await queue("first");
    await queue("second");
    const sendMail = accepting();
    expect(await deliver({ sendMail })).toBe(2);
    expect(recipients(sendMail)).toEqual(["first@example.com", "second@example.com"]);
    expect(sendMail.mock.calls[0]![0]).toMatchObject({ from: env.MAIL_FROM, subject: "About first" });
    expect(await deliver({ sendMail }, { now: at(10 * MINUTE) })).toBe(0);
    expect(sendMail).toHaveBeenCalledTimes(2);
    const rows = await handle.db.select().from(outboxEmails);
    expect(rows.map((row) => [row.sentAt, row.claimedUntil, row.attempts])).toEqual([
      [start, null, 0],
      [start, null, 0],
    ]);
  });

  it("marks an e-mail sent only once the server has accepted it; until then it is claimed", async () => {
    await queue("pending");
    const seen: unknown[] = [];
    const sendMail = vi.fn<Mailer["sendMail"]>(async () => {
      const row = await rowFor("pending");
      seen.push({ sentAt: row.sentAt, claimedUntil: row.claimedUntil });
      return {};
    });
    expect(await deliver({ sendMail })).toBe(1);
    expect(seen).toEqual([{ sentAt: null, claimedUntil: new Date(start.getTime() + CLAIM_MS) }]);
    expect((await rowFor("pending")).sentAt).toEqual(start);
  });

  it("sends an e-mail whose deliverer died after claiming it, once the claim runs out", async () => {
    await queue("orphan");
    // The first deliverer claims the e-mail and never comes back (a crash before the answer).
    const hanging = vi.fn<Mailer["sendMail"]>(() => new Promise(() => {}));
    void deliver({ sendMail: hanging });
    await vi.waitFor(() => expect(hanging).toHaveBeenCalledOnce());

    const sendMail = accepting();
    expect(await deliver({ sendMail }, { now: at(CLAIM_MS - 1_000) })).toBe(0);
    expect(sendMail).not.toHaveBeenCalled();
    expect(await deliver({ sendMail }, { now: at(CLAIM_MS + 1_000) })).toBe(1);
    expect(recipients(sendMail)).toEqual(["orphan@example.com"]);
    expect((await rowFor("orphan")).sentAt).not.toBeNull();
  });

  it("counts a refused e-mail, waits before its next try, and sends the others meanwhile", async () => {
    await queue("before");
    await queue("refused");
    await queue("after");
    const sendMail = vi.fn<Mailer["sendMail"]>(async (mail) => {
      if (mail.to === "refused@example.com") {
        throw Object.assign(new Error("550 <refused@example.com>: mailbox unavailable"), {
          code: "EENVELOPE",
          responseCode: 550,
        });
      }
      return {};
    });
    expect(await deliver({ sendMail })).toBe(2);
    // All three tried in one run (in any order: queued in the same millisecond, they tie on
    // created_at and the random id decides).
    expect(recipients(sendMail).sort()).toEqual([
      "after@example.com",
      "before@example.com",
      "refused@example.com",
    ]);
    const refused = await rowFor("refused");
    expect(refused).toMatchObject({
      sentAt: null,
      claimedUntil: null,
      attempts: 1,
      nextAttemptAt: new Date(start.getTime() + MINUTE),
    });
    expect(logger.warn).toHaveBeenCalledOnce();
    expect(vi.mocked(logger.warn).mock.calls[0]![0]).toMatchObject({
      email: refused.id,
      attempts: 1,
      code: "EENVELOPE",
      responseCode: 550,
    });
    // The log names the e-mail by id: never its address, subject or text.
    const logged = JSON.stringify(vi.mocked(logger.warn).mock.calls);
    expect(logged).not.toMatch(/example\.com|About|Hello/);
    expect(logger.error).not.toHaveBeenCalled();

    sendMail.mockClear();
    expect(await deliver({ sendMail }, { now: at(MINUTE - 1_000) })).toBe(0);
    expect(sendMail).not.toHaveBeenCalled();

    sendMail.mockImplementation(async () => ({}));
    expect(await deliver({ sendMail }, { now: at(MINUTE) })).toBe(1);
    expect(recipients(sendMail)).toEqual(["refused@example.com"]);
    expect(await rowFor("refused")).toMatchObject({
      attempts: 1,
      sentAt: new Date(start.getTime() + MINUTE),
    });
  });

  it(`gives an e-mail up after ${MAX_ATTEMPTS} failed sends, with one error in the log`, async () => {
    await queue("doomed");
    const refusing = vi.fn<Mailer["sendMail"]>().mockRejectedValue(new Error("connection refused"));
    let clock = 0;
    for (let run = 0; run < MAX_ATTEMPTS + 3; run += 1) {
      await deliver({ sendMail: refusing }, { now: at(clock) });
      clock += 2 * 60 * MINUTE; // past any backoff
    }
    expect(refusing).toHaveBeenCalledTimes(MAX_ATTEMPTS);
    expect(logger.warn).toHaveBeenCalledTimes(MAX_ATTEMPTS - 1);
    expect(logger.error).toHaveBeenCalledOnce();
    expect(vi.mocked(logger.error).mock.calls[0]![0]).toMatchObject({ attempts: MAX_ATTEMPTS });
    expect(await rowFor("doomed")).toMatchObject({
      sentAt: null,
      claimedUntil: null,
      attempts: MAX_ATTEMPTS,
    });
  });

  it("never sends one e-mail twice when deliverers run at once", async () => {
    const keys = Array.from({ length: 12 }, (_, index) => `race${index}`);
    for (const key of keys) await queue(key);
    // A send that yields, so that the deliverers' claims interleave.
    const sendMail = vi.fn<Mailer["sendMail"]>(async () => {
      await new Promise((resolve) => setImmediate(resolve));
      return {};
    });
    const counts = await Promise.all(Array.from({ length: 4 }, () => deliver({ sendMail })));
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(keys.length);
    expect(recipients(sendMail).toSorted()).toEqual(keys.map((key) => `${key}@example.com`).toSorted());
    const rows = await handle.db.select().from(outboxEmails);
    expect(rows.every((row) => row.sentAt !== null)).toBe(true);
  });

  it("ends the run after the e-mail in hand once its signal is aborted", async () => {
    await queue("now");
    await queue("later");
    const stopping = new AbortController();
    const sendMail = vi.fn<Mailer["sendMail"]>(async () => {
      stopping.abort();
      return {};
    });
    expect(await deliver({ sendMail }, { signal: stopping.signal })).toBe(1);
    expect(sendMail).toHaveBeenCalledTimes(1);
    // Queued in the same millisecond, the two tie on created_at and either may go first: one
    // is sent, the other waits for the next run.
    const unsent = [await rowFor("now"), await rowFor("later")].filter((row) => row.sentAt === null);
    expect(unsent).toHaveLength(1);
  });
});

describe("startMailDeliverer", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("delivers the outbox on its timer, and stops after the run in flight", async () => {
    // Only the interval is faked: the database keeps its own timers.
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    await queue("timed");
    let accept!: () => void;
    const sendMail = vi.fn<Mailer["sendMail"]>(() => new Promise((resolve) => (accept = () => resolve({}))));
    const stop = startMailDeliverer(handle.db, env, logger, {
      transport: { sendMail },
      now: at(0),
      everyMs: 15_000,
    });

    vi.advanceTimersByTime(14_999);
    await new Promise((resolve) => setImmediate(resolve));
    expect(sendMail).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    await vi.waitFor(() => expect(sendMail).toHaveBeenCalledOnce());

    let stopped = false;
    const stopping = stop().then(() => (stopped = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).toBe(false);
    accept();
    await stopping;
    expect((await rowFor("timed")).sentAt).toEqual(start);
  });
});

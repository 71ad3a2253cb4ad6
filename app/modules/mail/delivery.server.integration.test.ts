import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestDatabase } from "../../../tests/support/database";
import type { DatabaseHandle } from "~/db/client.server";
import { outboxEmails } from "~/db/schema";
import type { Logger } from "~/lib/logger.server";
import { deliverPending, mailFor } from "./delivery.server";
import { queueEmail } from "./outbox.server";

let handle: DatabaseHandle;
const logger = { info: vi.fn(), error: vi.fn() } as unknown as Logger;
const env = { SMTP_URL: "smtp://mail.test:25", MAIL_FROM: "Sweet Trip <hello@sweettrip.test>" };

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());
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
    const sendMail = vi.fn().mockResolvedValue({});
    expect(await deliverPending(handle.db, env, logger, { sendMail })).toBe(2);
    expect(sendMail.mock.calls.map(([mail]) => (mail as { to: string }).to)).toEqual([
      "first@example.com",
      "second@example.com",
    ]);
    expect(sendMail.mock.calls[0]![0]).toMatchObject({ from: env.MAIL_FROM, subject: "About first" });
    expect(await deliverPending(handle.db, env, logger, { sendMail })).toBe(0);
    expect(sendMail).toHaveBeenCalledTimes(2);
    const rows = await handle.db.select().from(outboxEmails);
    expect(rows.every((row) => row.sentAt !== null)).toBe(true);
  });

  it("keeps an e-mail unsent when the server refuses it, logs it, and sends it next time", async () => {
    await queue("retry");
    const refusing = vi.fn().mockRejectedValue(new Error("connection refused"));
    expect(await deliverPending(handle.db, env, logger, { sendMail: refusing })).toBe(0);
    expect(logger.error).toHaveBeenCalledOnce();
    const [row] = await handle.db.select().from(outboxEmails);
    expect(row!.sentAt).toBeNull();

    const sendMail = vi.fn().mockResolvedValue({});
    expect(await deliverPending(handle.db, env, logger, { sendMail })).toBe(1);
  });
});

import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { testDatabase } from "~tests/support/database";
import { contactMessages } from "~/db/schema";
import { HONEYPOT_FIELD } from "./contact-message";
import { receiveContactMessage } from "./contact-messages.server";

const handle = testDatabase();

beforeEach(async () => {
  await handle.db.delete(contactMessages);
});

const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return form;
};

/** A client with limits off unless asked. */
const client = (clientIp = "198.51.100.1", limits = false) => ({
  db: handle.db,
  env: { RATE_LIMITS: limits },
  clientIp,
});

const valid = {
  name: " Lucía Pérez ",
  email: "lucia@example.com ",
  subject: "Pedido al por mayor",
  message: "¿Hacéis envíos de 50 cajas de Pocky para una boda? 🍫",
};

describe("receiveContactMessage", () => {
  it("stores a valid message trimmed, with the page's language", async () => {
    const result = await receiveContactMessage(client(), formOf(valid), "es");
    expect(result.outcome).toBe("stored");
    const id = result.outcome === "stored" ? result.id : "";
    const rows = await handle.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(rows).toEqual([
      expect.objectContaining({
        name: "Lucía Pérez",
        email: "lucia@example.com",
        subject: "Pedido al por mayor",
        message: valid.message,
        language: "es",
        createdAt: expect.any(Date),
      }),
    ]);
  });

  it("rejects invalid input with each field's problem and stores nothing", async () => {
    const result = await receiveContactMessage(
      client(),
      formOf({ name: "", email: "not-an-address", subject: "x".repeat(151), message: "Hi" }),
      "en",
    );
    expect(result).toEqual({
      outcome: "invalid",
      errors: {
        name: "nameRequired",
        email: "emailInvalid",
        subject: "subjectTooLong",
        message: "messageTooShort",
      },
    });
    expect(await handle.db.select().from(contactMessages)).toEqual([]);
  });

  it("stores nothing when one field alone is wrong", async () => {
    const result = await receiveContactMessage(
      client(),
      formOf({ ...valid, message: "x".repeat(5001) }),
      "en",
    );
    expect(result).toEqual({ outcome: "invalid", errors: { message: "messageTooLong" } });
    expect(await handle.db.select().from(contactMessages)).toEqual([]);
  });

  it("quietly drops a message whose honeypot is filled in", async () => {
    const result = await receiveContactMessage(
      client(),
      formOf({ ...valid, [HONEYPOT_FIELD]: "https://spam.example" }),
      "en",
    );
    expect(result).toEqual({ outcome: "ignored" });
    expect(await handle.db.select().from(contactMessages)).toEqual([]);
  });

  it("keeps markup and SQL-looking text as plain text", async () => {
    const message = "<script>alert(1)</script>'); DROP TABLE contact_messages; --";
    const result = await receiveContactMessage(client(), formOf({ ...valid, message }), "en");
    expect(result.outcome).toBe("stored");
    const rows = await handle.db.select({ message: contactMessages.message }).from(contactMessages);
    expect(rows).toEqual([{ message }]);
  });

  it("stores 5 messages an hour from one client and refuses the next, keeping nothing; mistakes do not count", async () => {
    const limited = () => client("198.51.100.7", true);
    await receiveContactMessage(limited(), formOf({ ...valid, email: "" }), "en");
    for (let i = 0; i < 5; i++) {
      expect((await receiveContactMessage(limited(), formOf(valid), "en")).outcome).toBe("stored");
    }
    expect(await receiveContactMessage(limited(), formOf(valid), "en")).toEqual({
      outcome: "limited",
      minutes: 60,
    });
    expect(await handle.db.select().from(contactMessages)).toHaveLength(5);
    expect((await receiveContactMessage(client("198.51.100.8", true), formOf(valid), "en")).outcome).toBe(
      "stored",
    );
  });
});

import { beforeEach, describe, expect, it } from "vitest";
import { linkInEmail, testContext } from "~tests/support/accounts";
import { testDatabase } from "~tests/support/database";
import { newsletterSubscribers, outboxEmails } from "~/db/schema";
import { confirmSubscription, linkState } from "./confirm.server";
import { subscribe } from "./subscribe.server";

const handle = testDatabase();

beforeEach(async () => {
  await handle.db.delete(newsletterSubscribers);
  await handle.db.delete(outboxEmails);
});

/** Signs `email` up and returns the token of the link e-mailed to it. */
async function signedUp(email: string): Promise<string> {
  await subscribe(testContext(handle), { email, language: "en" });
  const link = await linkInEmail(handle, email, "/newsletter/confirm");
  return new URL(link!).searchParams.get("token")!;
}

const confirmedAt = async () =>
  (
    await handle.db.select({ confirmedAt: newsletterSubscribers.confirmedAt }).from(newsletterSubscribers)
  ).map((row) => row.confirmedAt);

describe("confirming a newsletter subscription", () => {
  it("reads a link's state without changing it (mail scanners open links)", async () => {
    const token = await signedUp("ana@example.com");
    expect(await linkState(handle.db, token)).toBe("pending");
    expect(await linkState(handle.db, token)).toBe("pending");
    expect(await confirmedAt()).toEqual([null]);
  });

  it("confirms the address of the link, and stays confirmed when the link is used again", async () => {
    const token = await signedUp("ana@example.com");
    expect(await confirmSubscription(handle.db, token)).toBe("confirmed");
    const [first] = await confirmedAt();
    expect(first).toBeInstanceOf(Date);
    expect(await linkState(handle.db, token)).toBe("confirmed");

    expect(await confirmSubscription(handle.db, token)).toBe("confirmed");
    // The first confirmation's time is kept.
    expect(await confirmedAt()).toEqual([first]);
  });

  it("refuses an unknown, malformed or missing token and changes nothing", async () => {
    const token = await signedUp("ana@example.com");
    const unknown = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    for (const bad of [unknown, "", "short", "x".repeat(5000), "not a token!", null]) {
      expect(await linkState(handle.db, bad), String(bad)).toBe("unknown");
      expect(await confirmSubscription(handle.db, bad), String(bad)).toBe("unknown");
    }
    expect(await confirmedAt()).toEqual([null]);
  });
});

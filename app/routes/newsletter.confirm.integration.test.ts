import { beforeEach, describe, expect, it } from "vitest";
import { linkInEmail, pathOf, postForm, requestAs, testContext } from "~tests/support/accounts";
import { testDatabase } from "~tests/support/database";
import { callRoute } from "~tests/support/routes";
import { newsletterSubscribers, outboxEmails } from "~/db/schema";
import * as newsletterApi from "./api.newsletter";
import * as confirmPage from "./newsletter.confirm";

const handle = testDatabase();

beforeEach(async () => {
  await handle.db.delete(newsletterSubscribers);
  await handle.db.delete(outboxEmails);
});

/** Signs up through the home page's endpoint and returns the e-mailed link's path and token. */
async function signUp(email: string) {
  const answer = await callRoute(
    newsletterApi.action,
    postForm("/api/newsletter", { email }),
    testContext(handle),
  );
  expect(answer.status).toBe(200);
  const path = pathOf((await linkInEmail(handle, email, "/newsletter/confirm"))!);
  return { path, token: new URL(path, "http://shop.test").searchParams.get("token")! };
}

const open = (path: string) => callRoute(confirmPage.loader, requestAs(null, path), testContext(handle));
const press = (token: string, headers: Record<string, string> = {}) =>
  callRoute(confirmPage.action, postForm("/newsletter/confirm", { token }, { headers }), testContext(handle));
const confirmedAt = async () =>
  (await handle.db.select({ at: newsletterSubscribers.confirmedAt }).from(newsletterSubscribers)).map(
    (row) => row.at,
  );

describe("/newsletter/confirm", () => {
  it("shows the e-mailed link's button without confirming anything, never cached", async () => {
    const { path, token } = await signUp("fan@example.com");
    const page = await open(path);
    expect(page).toMatchObject({ status: 200, data: { state: "pending", token } });
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
    expect(confirmPage.headers()).toEqual({ "Cache-Control": "private, no-store" });
    expect(await confirmedAt()).toEqual([null]);
  });

  it("confirms the address when the button is pressed, and says so again for the same link", async () => {
    const { path, token } = await signUp("fan@example.com");
    const pressed = await press(token);
    expect(pressed).toMatchObject({ status: 200, data: { state: "confirmed" }, thrown: false });
    expect(pressed.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await confirmedAt()).toEqual([expect.any(Date)]);

    expect(await open(path)).toMatchObject({ status: 200, data: { state: "confirmed", token: null } });
    expect(await press(token)).toMatchObject({ status: 200, data: { state: "confirmed" } });
  });

  it("answers an unknown link with 410 and its page, changing nothing", async () => {
    await signUp("fan@example.com");
    for (const path of ["/newsletter/confirm?token=unknown-token-0123456789abcdef", "/newsletter/confirm"]) {
      expect(await open(path)).toMatchObject({
        status: 410,
        data: { state: "unknown", token: null },
        thrown: false,
      });
    }
    expect(await press("unknown-token-0123456789abcdef")).toMatchObject({
      status: 410,
      data: { state: "unknown" },
      thrown: false,
    });
    expect(await confirmedAt()).toEqual([null]);
  });

  it("refuses a press from another site's page with 403 and confirms nothing", async () => {
    const { token } = await signUp("fan@example.com");
    const refused = await press(token, { Origin: "https://evil.example" });
    expect(refused).toMatchObject({ status: 403, thrown: true });
    expect(await confirmedAt()).toEqual([null]);
  });

  it("is kept out of search engines", () => {
    const tags = confirmPage.meta({ matches: [{ loaderData: { language: "es" } }] } as never);
    expect(tags).toEqual([
      { title: "Confirma tu suscripción | Sweet Trip" },
      { name: "robots", content: "noindex" },
    ]);
  });
});

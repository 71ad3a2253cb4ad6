import { describe, expect, it } from "vitest";
import { createShopper, postForm, requestAs, testContext } from "~tests/support/accounts";
import { testDatabase } from "~tests/support/database";
import { callRoute } from "~tests/support/routes";
import { sessionUser } from "~/modules/accounts/session.server";
import { action, loader } from "./logout";

const handle = testDatabase();

const signedIn = async (cookie: string) =>
  (await sessionUser(requestAs(cookie, "/"), testContext(handle))) !== null;

describe("/logout", () => {
  it("answers the account menu with JSON: the session ends and its cookie is cleared", async () => {
    const shopper = await createShopper(handle);
    const answer = await callRoute(
      action,
      postForm("/logout", { enhanced: "1" }, { cookie: shopper.cookie }),
      testContext(handle),
    );
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({ ok: true });
    expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
    expect(answer.headers.getSetCookie().join("\n")).toMatch(/better-auth\.session_token=;.*Max-Age=0/);
    expect(await signedIn(shopper.cookie)).toBe(false);
  });

  it("redirects a plain form post home", async () => {
    const shopper = await createShopper(handle);
    const answer = await callRoute(
      action,
      postForm("/logout", {}, { cookie: shopper.cookie }),
      testContext(handle),
    );
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/");
    expect(await signedIn(shopper.cookie)).toBe(false);
  });

  it("is fine without a session, and a GET signs nobody out", async () => {
    const anonymous = await callRoute(action, postForm("/logout", { enhanced: "1" }), testContext(handle));
    expect(anonymous.data).toEqual({ ok: true });

    const shopper = await createShopper(handle);
    const get = await callRoute(loader, requestAs(shopper.cookie, "/logout"), testContext(handle));
    expect(get.location).toBe("/");
    expect(await signedIn(shopper.cookie)).toBe(true);
  });
});

import { describe, expect, it } from "vitest";
import { createShopper, requestAs, testContext } from "~tests/support/accounts";
import { testDatabase } from "~tests/support/database";
import { requireUser, sessionUser } from "./session.server";

const handle = testDatabase();

describe("sessions", () => {
  it("reads the signed-in shopper from the session cookie, and nobody from a forged one", async () => {
    const shopper = await createShopper(handle, { firstName: "Ada", lastName: "Lovelace" });
    const user = await sessionUser(requestAs(shopper.cookie, "/account"), testContext(handle));
    expect(user).toMatchObject({ id: shopper.id, email: shopper.email, firstName: "Ada", isAdmin: false });

    const forged = "better-auth.session_token=not-a-real-token.signature";
    expect(await sessionUser(requestAs(forged, "/account"), testContext(handle))).toBeNull();
    expect(await sessionUser(requestAs(null, "/account"), testContext(handle))).toBeNull();
  });

  it("sends an anonymous visitor to /login with the page to come back to", async () => {
    // A navigation in the browser asks for the page's data: React Router's request carries
    // `.data` and its own parameter, its `url` the page (decision 031).
    const thrown = await requireUser({
      request: requestAs(null, "/orders.data?page=2&_routes=routes%2Forders"),
      url: new URL("/orders?page=2", "http://shop.test"),
      context: testContext(handle),
    }).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(
      `/login?redirectTo=${encodeURIComponent("/orders?page=2")}`,
    );
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
  });
});

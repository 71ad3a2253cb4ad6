import { describe, expect, it } from "vitest";
import { LIMITED_MESSAGE, outcomeMessage, outcomeOfError, outcomeUrl } from "./outcome";
import { SIGNUP_ERRORS } from "./signup-errors";

/** The query string of a home page address that reports an outcome. */
const paramsOf = (url: string) => new URL(url, "http://shop.test").searchParams;

describe("the newsletter outcome in the home page's address", () => {
  it("names each outcome and points at the newsletter box", () => {
    expect(outcomeUrl("subscribed")).toBe("/?newsletter=subscribed#newsletter");
    expect(outcomeUrl("limited", 42)).toBe("/?newsletter=limited&wait=42#newsletter");
    expect(outcomeOfError(SIGNUP_ERRORS.required)).toBe("required");
    expect(outcomeOfError(SIGNUP_ERRORS.invalid)).toBe("invalid");
  });

  it("reads back as the message to show", () => {
    expect(outcomeMessage(paramsOf(outcomeUrl("subscribed")))).toEqual({
      success: true,
      message: "home.newsletter.subscribed",
    });
    expect(outcomeMessage(paramsOf(outcomeUrl("invalid")))).toEqual({
      success: false,
      message: SIGNUP_ERRORS.invalid,
    });
    expect(outcomeMessage(paramsOf(outcomeUrl("required")))).toEqual({
      success: false,
      message: SIGNUP_ERRORS.required,
    });
    expect(outcomeMessage(paramsOf(outcomeUrl("failed")))).toEqual({
      success: false,
      message: "home.newsletter.failed",
    });
  });

  it("says how many minutes to wait when there were too many sign-ups", () => {
    expect(outcomeMessage(paramsOf(outcomeUrl("limited", 42)))).toEqual({
      success: false,
      message: LIMITED_MESSAGE,
      count: 42,
    });
  });

  it("ignores anything else in the address", () => {
    for (const value of ["", "yes", "toString", "__proto__", "constructor"]) {
      expect(outcomeMessage(new URLSearchParams({ newsletter: value })), value).toBeNull();
    }
    expect(outcomeMessage(new URLSearchParams())).toBeNull();
    for (const wait of [null, "", "0", "-3", "1.5", "soon", "100000"]) {
      const params = new URLSearchParams({ newsletter: "limited" });
      if (wait !== null) params.set("wait", wait);
      expect(outcomeMessage(params), String(wait)).toBeNull();
    }
  });
});

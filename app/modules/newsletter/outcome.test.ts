import { describe, expect, it } from "vitest";
import { outcomeMessage, outcomeOfError, outcomeUrl } from "./outcome";
import { SIGNUP_ERRORS } from "./signup-schema";

describe("the newsletter outcome in the home page's address", () => {
  it("names each outcome and points at the newsletter box", () => {
    expect(outcomeUrl("subscribed")).toBe("/?newsletter=subscribed#newsletter");
    expect(outcomeOfError(SIGNUP_ERRORS.required)).toBe("required");
    expect(outcomeOfError(SIGNUP_ERRORS.invalid)).toBe("invalid");
  });

  it("reads back as the message to show", () => {
    expect(outcomeMessage("subscribed")).toEqual({ success: true, message: "home.newsletter.subscribed" });
    expect(outcomeMessage("invalid")).toEqual({ success: false, message: SIGNUP_ERRORS.invalid });
    expect(outcomeMessage("required")).toEqual({ success: false, message: SIGNUP_ERRORS.required });
    expect(outcomeMessage("failed")).toEqual({ success: false, message: "home.newsletter.failed" });
  });

  it("ignores anything else in the address", () => {
    for (const value of [null, "", "yes", "toString", "__proto__", "constructor"]) {
      expect(outcomeMessage(value), String(value)).toBeNull();
    }
  });
});

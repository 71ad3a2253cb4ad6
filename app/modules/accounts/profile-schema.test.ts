import { describe, expect, it } from "vitest";
import { validateEmailChange, validatePasswordChange, validateProfile } from "./profile-schema";

describe("the account page's schemas", () => {
  it("take first name, last name and an optional, plausible phone, and nothing else", () => {
    expect(
      validateProfile({ firstName: " Ada ", lastName: "King", phone: "", email: "x@y.z", isAdmin: "true" }),
    ).toEqual({ success: true, data: { firstName: "Ada", lastName: "King", phone: "" } });
    expect(validateProfile({ firstName: "", lastName: "x".repeat(101), phone: "12" })).toEqual({
      success: false,
      errors: { firstName: "required", lastName: "tooLong", phone: "phoneInvalid" },
    });
  });

  it("take a new e-mail address, lower-cased, with the current password", () => {
    expect(validateEmailChange({ newEmail: " Ada@Example.COM ", currentPassword: "secret" })).toEqual({
      success: true,
      data: { newEmail: "ada@example.com", currentPassword: "secret" },
    });
    expect(validateEmailChange({ newEmail: "ada@", currentPassword: "secret" })).toEqual({
      success: false,
      errors: { newEmail: "emailInvalid" },
    });
    expect(validateEmailChange(new FormData())).toEqual({
      success: false,
      errors: { newEmail: "required", currentPassword: "required" },
    });
  });

  it("check a new password like registration: matching first, then at least 6 characters", () => {
    const change = (newPassword: string, confirmPassword = newPassword, currentPassword = "old-secret") =>
      validatePasswordChange({ currentPassword, newPassword, confirmPassword });
    expect(change("sweet1")).toMatchObject({ success: true });
    expect(change("abc", "abd")).toEqual({ success: false, errors: { confirmPassword: "passwordMismatch" } });
    expect(change("abc")).toEqual({ success: false, errors: { newPassword: "passwordTooShort" } });
    expect(change("x".repeat(129))).toEqual({ success: false, errors: { newPassword: "passwordTooLong" } });
    expect(change("sweet1", "sweet1", "")).toEqual({
      success: false,
      errors: { currentPassword: "required" },
    });
  });
});

import { describe, expect, it } from "vitest";
import { emailSchema, newPasswordSchema, registerSchema, signInSchema, validateAuthForm } from "./auth-forms";

const filled = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "Ada@Example.com ",
  password: "secret",
  confirmPassword: "secret",
  terms: "on",
};

describe("registerSchema: one problem at a time, in the spec's order", () => {
  it.each([
    [{}, "fillAll", ["firstName", "lastName", "email", "password"]],
    [{ ...filled, firstName: " " }, "fillAll", ["firstName"]],
    [{ ...filled, email: "ada" }, "invalidEmail", ["email"]],
    [{ ...filled, firstName: "x".repeat(101) }, "nameTooLong", ["firstName"]],
    [
      { ...filled, confirmPassword: "", password: "abc", terms: undefined },
      "passwordsMismatch",
      ["confirmPassword"],
    ],
    [
      { ...filled, password: "abcde", confirmPassword: "abcde", terms: undefined },
      "passwordTooShort",
      ["password"],
    ],
    [
      { ...filled, password: "x".repeat(129), confirmPassword: "x".repeat(129) },
      "passwordTooLong",
      ["password"],
    ],
    [{ ...filled, terms: undefined }, "acceptTerms", ["terms"]],
  ])("%j → %s", (input, code, fields) => {
    expect(validateAuthForm(registerSchema, input)).toEqual({ success: false, problem: { code, fields } });
  });

  it("passes a complete form, trimmed, the address lower-cased, passwords untouched", () => {
    const result = validateAuthForm(registerSchema, {
      ...filled,
      password: " secret",
      confirmPassword: " secret",
    });
    expect(result).toEqual({
      success: true,
      data: {
        firstName: "Ada",
        lastName: "Lovelace",
        email: "ada@example.com",
        password: " secret",
        confirmPassword: " secret",
        terms: true,
      },
    });
  });

  it("reads a FormData as the browser sends it (a file or nothing counts as empty)", () => {
    const form = new FormData();
    form.set("firstName", new Blob(["x"]));
    form.set("lastName", "L");
    expect(validateAuthForm(registerSchema, form)).toMatchObject({
      problem: { code: "fillAll", fields: ["firstName", "email", "password"] },
    });
  });
});

describe("the other forms", () => {
  it("sign-in needs both fields; Remember me is the checkbox's 'on'", () => {
    expect(validateAuthForm(signInSchema, { email: "", password: "" })).toMatchObject({
      problem: { code: "fillAll", fields: ["email", "password"] },
    });
    expect(validateAuthForm(signInSchema, { email: "a@b.co", password: "x", rememberMe: "on" })).toEqual({
      success: true,
      data: { email: "a@b.co", password: "x", rememberMe: true },
    });
    expect(validateAuthForm(signInSchema, { email: "a@b.co", password: "x" })).toMatchObject({
      data: { rememberMe: false },
    });
  });

  it("an address alone: required, then well-formed", () => {
    expect(validateAuthForm(emailSchema, {})).toMatchObject({ problem: { code: "fillAll" } });
    expect(validateAuthForm(emailSchema, { email: "nope" })).toMatchObject({
      problem: { code: "invalidEmail" },
    });
    expect(validateAuthForm(emailSchema, { email: " A@B.CO" })).toEqual({
      success: true,
      data: { email: "a@b.co" },
    });
  });

  it("a new password: required, matching, then at least 6 characters", () => {
    expect(validateAuthForm(newPasswordSchema, { password: "abc" })).toMatchObject({
      problem: { code: "fillAll", fields: ["confirmPassword"] },
    });
    expect(validateAuthForm(newPasswordSchema, { password: "abc", confirmPassword: "abd" })).toMatchObject({
      problem: { code: "passwordsMismatch" },
    });
    expect(validateAuthForm(newPasswordSchema, { password: "abc", confirmPassword: "abc" })).toMatchObject({
      problem: { code: "passwordTooShort" },
    });
    expect(
      validateAuthForm(newPasswordSchema, { password: "abcdef", confirmPassword: "abcdef" }),
    ).toMatchObject({
      success: true,
    });
  });
});

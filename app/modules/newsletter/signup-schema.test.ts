import { describe, expect, it } from "vitest";
import { SIGNUP_ERRORS } from "./signup-errors";
import { EMAIL_MAX_LENGTH, parseSignup } from "./signup-schema";

const emailOfLength = (length: number) => `${"a".repeat(length - "@example.com".length)}@example.com`;

describe("the newsletter sign-up schema", () => {
  it("accepts an address, trimmed and lower-cased", () => {
    expect(parseSignup({ email: "  Ana.Lopez+Candy@Example.COM \n" })).toEqual({
      ok: true,
      signup: { email: "ana.lopez+candy@example.com" },
    });
  });

  it("asks for an address when it is missing or blank", () => {
    for (const input of [{}, { email: "" }, { email: "   " }, { email: null }]) {
      expect(parseSignup(input), JSON.stringify(input)).toEqual({ ok: false, error: SIGNUP_ERRORS.required });
    }
  });

  it("refuses what is not an e-mail address", () => {
    for (const email of ["candy", "ana@", "@example.com", "ana@example", "ana @example.com", "a@b@c.com"]) {
      expect(parseSignup({ email }), email).toEqual({ ok: false, error: SIGNUP_ERRORS.invalid });
    }
  });

  it(`takes addresses up to ${EMAIL_MAX_LENGTH} characters, after trimming`, () => {
    const longest = emailOfLength(EMAIL_MAX_LENGTH);
    expect(parseSignup({ email: `  ${longest}  ` })).toEqual({ ok: true, signup: { email: longest } });
    expect(parseSignup({ email: emailOfLength(EMAIL_MAX_LENGTH + 1) })).toEqual({
      ok: false,
      error: SIGNUP_ERRORS.invalid,
    });
  });

  it("ignores anything but the address", () => {
    expect(parseSignup({ email: "ana@example.com", admin: true })).toEqual({
      ok: true,
      signup: { email: "ana@example.com" },
    });
  });
});

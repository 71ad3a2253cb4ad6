import { describe, expect, it } from "vitest";
import {
  CONTACT_LIMITS,
  HONEYPOT_FIELD,
  isHoneypotFilled,
  validateContactField,
  validateContactMessage,
} from "./contact-message";

const valid = {
  name: "Ana García",
  email: "ana@example.com",
  subject: "Where is my Pocky?",
  message: "My order has not arrived yet. Could you check?",
};

const errorsFor = (input: Record<string, unknown>) => {
  const result = validateContactMessage(input);
  return result.success ? {} : result.errors;
};

describe("validateContactMessage", () => {
  it("accepts a complete message and trims every field", () => {
    const result = validateContactMessage({
      name: "  Ana García ",
      email: " ana@example.com\n",
      subject: "\tWhere is my Pocky? ",
      message: `  ${valid.message}  `,
    });
    expect(result).toEqual({ success: true, data: valid });
  });

  it("reads a FormData, ignoring fields it does not know", () => {
    const form = new FormData();
    for (const [key, value] of Object.entries(valid)) form.set(key, value);
    form.set("language", "es");
    expect(validateContactMessage(form)).toEqual({ success: true, data: valid });
  });

  it("names every empty or missing field with its own code", () => {
    expect(errorsFor({})).toEqual({
      name: "nameRequired",
      email: "emailRequired",
      subject: "subjectRequired",
      message: "messageTooShort",
    });
    expect(errorsFor({ name: "   ", email: " ", subject: "\n", message: "  " })).toEqual({
      name: "nameRequired",
      email: "emailRequired",
      subject: "subjectRequired",
      message: "messageTooShort",
    });
  });

  it("gives one problem per field: an empty e-mail is required, not also invalid", () => {
    expect(errorsFor({ ...valid, email: "" })).toEqual({ email: "emailRequired" });
  });

  it("refuses e-mail addresses that are not addresses", () => {
    for (const email of ["ana", "ana@", "@example.com", "ana@example", "ana @example.com", "a@b@c.com"])
      expect(errorsFor({ ...valid, email }), email).toEqual({ email: "emailInvalid" });
    expect(errorsFor({ ...valid, email: `${"a".repeat(250)}@example.com` })).toEqual({
      email: "emailInvalid",
    });
  });

  it("holds the length limits, counted after trimming", () => {
    const text = (length: number) => "x".repeat(length);
    expect(errorsFor({ ...valid, name: text(CONTACT_LIMITS.nameMax) })).toEqual({});
    expect(errorsFor({ ...valid, name: text(CONTACT_LIMITS.nameMax + 1) })).toEqual({ name: "nameTooLong" });
    expect(errorsFor({ ...valid, subject: text(150) })).toEqual({});
    expect(errorsFor({ ...valid, subject: text(151) })).toEqual({ subject: "subjectTooLong" });
    expect(errorsFor({ ...valid, message: text(9) })).toEqual({ message: "messageTooShort" });
    expect(errorsFor({ ...valid, message: `   ${text(9)}    ` })).toEqual({ message: "messageTooShort" });
    expect(errorsFor({ ...valid, message: text(10) })).toEqual({});
    expect(errorsFor({ ...valid, message: text(5000) })).toEqual({});
    expect(errorsFor({ ...valid, message: text(5001) })).toEqual({ message: "messageTooLong" });
  });

  it("treats a value that is not text (such as an uploaded file) as missing", () => {
    expect(errorsFor({ ...valid, name: new File(["x"], "x.txt"), message: 42 })).toEqual({
      name: "nameRequired",
      message: "messageTooShort",
    });
  });
});

describe("validateContactField", () => {
  it("checks one field alone, for feedback while typing", () => {
    expect(validateContactField("email", "ana@")).toBe("emailInvalid");
    expect(validateContactField("email", " ana@example.com ")).toBeNull();
    expect(validateContactField("message", "short")).toBe("messageTooShort");
  });
});

describe("isHoneypotFilled", () => {
  it("is true only when the hidden field holds something", () => {
    const form = new FormData();
    expect(isHoneypotFilled(form)).toBe(false);
    form.set(HONEYPOT_FIELD, "  ");
    expect(isHoneypotFilled(form)).toBe(false);
    form.set(HONEYPOT_FIELD, "https://spam.example");
    expect(isHoneypotFilled(form)).toBe(true);
  });
});

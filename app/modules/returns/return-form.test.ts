import { describe, expect, it } from "vitest";
import { validateRefusal, validateReturnForm } from "./return-form";
import { reasonsFor } from "./return-rules";

const form = (entries: [string, string | File][]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};
const available = { a: 2, b: 1 };
const image = (name: string, type = "image/png", size = 10) =>
  new File([new Uint8Array(size)], name, { type });

describe("the return form's check", () => {
  it("takes the chosen quantities, the reason and the note (blank is none)", () => {
    const checked = validateReturnForm(
      form([
        ["quantity:a", "2"],
        ["quantity:b", "0"],
        ["reason", "melted"],
        ["note", "  "],
        ["photos", image("a.png")],
      ]),
      available,
    );
    expect(checked).toMatchObject({
      success: true,
      data: { lines: [{ orderLineId: "a", quantity: 2 }], reason: "melted", note: null },
    });
    if (checked.success) expect(checked.data.photos).toHaveLength(1);
  });

  it("asks for an item and a reason", () => {
    expect(validateReturnForm(form([["quantity:a", "0"]]), available)).toEqual({
      success: false,
      errors: { lines: "linesRequired", reason: "reasonRequired" },
    });
  });

  it("refuses more than a line allows, a line not offered, and a quantity that is no whole number", () => {
    for (const entries of [[["quantity:a", "3"]], [["quantity:c", "1"]], [["quantity:a", "1.5"]]] as [
      string,
      string,
    ][][]) {
      expect(validateReturnForm(form([...entries, ["reason", "damaged"]]), available)).toMatchObject({
        errors: { lines: "linesTooMany" },
      });
    }
  });

  it("takes at most 3 photos of 5 MB each, images only", () => {
    const base: [string, string][] = [
      ["quantity:b", "1"],
      ["reason", "damaged"],
    ];
    const four = [1, 2, 3, 4].map((n): [string, File] => ["photos", image(`${n}.png`)]);
    expect(validateReturnForm(form([...base, ...four]), available)).toMatchObject({
      errors: { photos: "photosTooMany" },
    });
    expect(
      validateReturnForm(
        form([...base, ["photos", image("big.png", "image/png", 5 * 1024 * 1024 + 1)]]),
        available,
      ),
    ).toMatchObject({ errors: { photos: "photosTooLarge" } });
    expect(
      validateReturnForm(form([...base, ["photos", image("doc.pdf", "application/pdf")]]), available),
    ).toMatchObject({
      errors: { photos: "photosWrongType" },
    });
    expect(validateReturnForm(form([...base, ["note", "x".repeat(1001)]]), available)).toMatchObject({
      errors: { note: "noteTooLong" },
    });
  });
});

describe("the refusal's check", () => {
  it("needs a reason of at most 500 characters", () => {
    expect(validateRefusal(form([["refusalReason", " "]]))).toEqual({
      success: false,
      errors: { refusalReason: "required" },
    });
    expect(validateRefusal(form([["refusalReason", "x".repeat(501)]]))).toMatchObject({
      errors: { refusalReason: "tooLong" },
    });
    expect(validateRefusal(form([["refusalReason", " Opened box "]]))).toEqual({
      success: true,
      data: { refusalReason: "Opened box" },
    });
  });
});

describe("the reasons an order allows", () => {
  it("refuses a reason the order does not offer (a replacement's change of mind) under the reason", () => {
    const entries: [string, string][] = [
      ["quantity:a", "1"],
      ["reason", "changed_mind"],
    ];
    expect(validateReturnForm(form(entries), available, reasonsFor({ replacement: true }))).toEqual({
      success: false,
      errors: { reason: "reasonNotOffered" },
    });
    expect(validateReturnForm(form(entries), available, reasonsFor({ replacement: false })).success).toBe(
      true,
    );
  });
});

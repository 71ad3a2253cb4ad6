import { describe, expect, it } from "vitest";
import { isOrderNumber, newOrderNumber, ORDER_NUMBER_ALPHABET } from "./order-number.server";

describe("order numbers", () => {
  it("are ST- and 8 characters of an alphabet without look-alikes", () => {
    expect(ORDER_NUMBER_ALPHABET).not.toMatch(/[01ILOU]/);
    for (let index = 0; index < 200; index++) expect(isOrderNumber(newOrderNumber())).toBe(true);
  });

  it("are not guessable: 1000 draws never repeat and use the whole alphabet", () => {
    const numbers = Array.from({ length: 1000 }, newOrderNumber);
    expect(new Set(numbers).size).toBe(1000);
    expect(new Set(numbers.join("").replaceAll("ST-", "")).size).toBe(ORDER_NUMBER_ALPHABET.length);
  });

  it("rejects anything else", () => {
    for (const value of ["ST-7K3M9Q2", "st-7K3M9Q2X", "ST-7K3M9Q2O", "ST-7K3M9Q2XX", "7K3M9Q2X"]) {
      expect(isOrderNumber(value)).toBe(false);
    }
  });
});

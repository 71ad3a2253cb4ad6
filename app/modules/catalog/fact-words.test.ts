import { describe, expect, it } from "vitest";
import { factWords } from "./fact-words";

describe("factWords: the search words that are product facts", () => {
  it.each([
    ["vegan", { rest: "", diets: ["vegan"], freeFrom: [] }],
    ["Vegano", { rest: "", diets: ["vegan"], freeFrom: [] }],
    ["sin gluten", { rest: "", diets: ["gluten-free"], freeFrom: [] }],
    ["gluten free", { rest: "", diets: ["gluten-free"], freeFrom: [] }],
    ["Gluten-Free gummies", { rest: "gummies", diets: ["gluten-free"], freeFrom: [] }],
    ["peanut free", { rest: "", diets: [], freeFrom: ["peanuts"] }],
    ["peanut-free chocolate", { rest: "chocolate", diets: [], freeFrom: ["peanuts"] }],
    ["chocolate sin cacahuetes", { rest: "chocolate", diets: [], freeFrom: ["peanuts"] }],
    ["nut free", { rest: "", diets: [], freeFrom: ["tree-nuts", "peanuts"] }],
    ["dairy-free vegan sin soja", { rest: "", diets: ["vegan"], freeFrom: ["milk", "soy"] }],
    ["sin lactosa", { rest: "", diets: [], freeFrom: ["milk"] }],
    ["SIN LÁCTEOS", { rest: "", diets: [], freeFrom: ["milk"] }],
    ["Halal gummies", { rest: "gummies", diets: ["halal"], freeFrom: [] }],
    ["kosher chocolate libre de huevo", { rest: "chocolate", diets: ["kosher"], freeFrom: ["eggs"] }],
    ["VEGETARIANAS free from sesame", { rest: "", diets: ["vegetarian"], freeFrom: ["sesame"] }],
  ])("%s", (input, expected) => {
    expect(factWords(input)).toEqual(expected);
  });

  it("leaves a search without fact words as it was typed", () => {
    expect(factWords("  Pocky Matcha ")).toEqual({ rest: "Pocky Matcha", diets: [], freeFrom: [] });
    // Words that merely contain a fact word are not one.
    expect(factWords("peanutty veganism")).toEqual({ rest: "peanutty veganism", diets: [], freeFrom: [] });
    expect(factWords("milk chocolate")).toEqual({ rest: "milk chocolate", diets: [], freeFrom: [] });
    // Text that every fact word of a kind holds ("free", "sin "), yet no fact word.
    expect(factWords(" Freeze-dried sinful candy")).toEqual({
      rest: "Freeze-dried sinful candy",
      diets: [],
      freeFrom: [],
    });
    expect(factWords("sin azúcar")).toEqual({ rest: "sin azúcar", diets: [], freeFrom: [] });
  });
});

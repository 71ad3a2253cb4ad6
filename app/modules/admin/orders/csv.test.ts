import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv";

describe("CSV cells", () => {
  it("quotes text and doubles its quotes; commas and line breaks stay inside the cell", () => {
    expect(csvCell("Ada")).toBe('"Ada"');
    expect(csvCell('Say "hi", then\nleave')).toBe('"Say ""hi"", then\nleave"');
    expect(csvCell("")).toBe('""');
  });

  it.each(["=1+2", "+1", "-2+3", "@SUM(A1)", "\t=cmd", "\r=cmd", '=HYPERLINK("http://evil","x")'])(
    "defuses the formula %j with a leading apostrophe",
    (formula) => {
      const cell = csvCell(formula);
      expect(cell.startsWith(`"'`)).toBe(true);
      expect(cell.slice(2, -1).replaceAll('""', '"')).toBe(formula);
    },
  );

  it("leaves text that merely contains those characters alone", () => {
    expect(csvCell("ada+shop@example.com")).toBe('"ada+shop@example.com"');
    expect(csvCell("Jean-Luc")).toBe('"Jean-Luc"');
  });

  it("writes numbers as they are and nothing for null", () => {
    expect(csvCell(25.99)).toBe("25.99");
    expect(csvCell(0)).toBe("0");
    expect(csvCell(null)).toBe("");
  });
});

describe("a CSV file", () => {
  it("has a byte-order mark, a header and CRLF lines", () => {
    expect(
      toCsv(
        ["a", "b"],
        [
          ["x", 1],
          [null, "=2"],
        ],
      ),
    ).toBe('\uFEFF"a","b"\r\n"x",1\r\n,"\'=2"\r\n');
  });
});
